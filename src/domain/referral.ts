import { CAMPAIGN_PARAM, CAMPAIGN_TRACKING } from './campaign'

/**
 * The consultant's referral code and link (spec sections 1 and 2: /join?referral=CODE).
 * The gateway takes a consultant's external id (EXT-1001) or id as the code.
 */
export function referralCodeOf(consultant: { readonly id: number | null; readonly external_id: string | null }): string | null {
  if (consultant.external_id) return consultant.external_id
  return consultant.id === null ? null : String(consultant.id)
}

/**
 * A query value escaped beyond encodeURIComponent: every character but letters, digits, '-' and
 * '_' (a trailing '.', '!' or ')' would be left out of the link by chat apps that find links in text).
 */
export function strictEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*.~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/**
 * The link a consultant shares: `origin/join?referral=CODE`, and with a campaign (already
 * normalized, see normalizeCampaign) its tracking parameters (utm_source, utm_medium, utm_campaign).
 */
export function referralLink(origin: string, code: string, campaign: string | null): string {
  const params: [string, string][] = [['referral', code]]
  if (campaign) params.push(...Object.entries(CAMPAIGN_TRACKING), [CAMPAIGN_PARAM, campaign])
  const query = params.map(([key, value]) => `${key}=${strictEncode(value)}`).join('&')
  return `${origin.replace(/\/+$/, '')}/join?${query}`
}

/** WhatsApp's share link with a pre-filled message (https://wa.me/?text=…): the chat app asks whom to send it to. */
export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}
