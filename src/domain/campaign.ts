/**
 * A recruiting campaign's name (spec section 1: "referral code and link with campaign
 * tracking"). The consultant types a name ('Market day'); the link carries it as its tracking
 * parameters, /join keeps it beside the referral code, and the registration hands it to the
 * gateway (docs/contract.md, "Referral campaigns").
 */

/** The longest name kept, in characters (code points): a link in a QR code should stay short. */
export const CAMPAIGN_MAX_LENGTH = 40

/** The link's tracking parameters besides the campaign's name: the same for every referral link. */
export const CAMPAIGN_TRACKING = { utm_source: 'consultant', utm_medium: 'referral' } as const
/** The parameter that carries the name. */
export const CAMPAIGN_PARAM = 'utm_campaign'

// Control and format characters (a pasted right-to-left mark, a zero-width space) never reach a link.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
const SEPARATORS = /[\s_-]+/gu

/**
 * The name as it goes into a link: lower case, words joined by '-' ('Market Day' → 'market-day',
 * 'سوق الجمعة' → 'سوق-الجمعة'), invisible characters dropped, at most 40 characters. Other
 * characters are kept (the link escapes them). Nothing left: null (a link without a campaign).
 */
export function normalizeCampaign(raw: string): string | null {
  const words = raw.normalize('NFC').replace(INVISIBLE, '').toLowerCase().replace(SEPARATORS, '-')
  const trimmed = words.replace(/^-+|-+$/g, '')
  const short = [...trimmed].slice(0, CAMPAIGN_MAX_LENGTH).join('').replace(/-+$/, '')
  return short === '' ? null : short
}

/**
 * A campaign's name that came from outside (a link's utm_campaign, the gateway's `campaign` of a
 * member), normalized as the builder would; null when nothing is left. A hand-edited link or a
 * misbehaving gateway can carry anything: a value far longer than a name is not one.
 */
export function readCampaign(raw: string): string | null {
  return raw.length > CAMPAIGN_MAX_LENGTH * 4 ? null : normalizeCampaign(raw)
}

/** The campaign a link handed over (/join?…&utm_campaign=…), normalized as the builder would; null without one. */
export function campaignFromSearch(searchStr: string): string | null {
  const raw = new URLSearchParams(searchStr).get(CAMPAIGN_PARAM)
  return raw === null ? null : readCampaign(raw)
}
