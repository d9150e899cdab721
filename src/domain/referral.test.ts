import { describe, expect, it } from 'vitest'
import { campaignFromSearch, CAMPAIGN_MAX_LENGTH, normalizeCampaign, readCampaign } from './campaign'
import { referralCodeOf, referralLink, strictEncode, whatsappShareUrl } from './referral'

const ORIGIN = 'https://app.example'
const paramsOf = (link: string) => new URL(link).searchParams

describe('normalizeCampaign', () => {
  it('joins words with dashes in lower case', () => {
    expect(normalizeCampaign('  Market   Day ')).toBe('market-day')
    expect(normalizeCampaign('market_day--2026')).toBe('market-day-2026')
  })
  it('keeps Arabic and accented letters, composed', () => {
    expect(normalizeCampaign('سوق الجمعة')).toBe('سوق-الجمعة')
    expect(normalizeCampaign('Journe\u0301e portes ouvertes')).toBe('journée-portes-ouvertes')
  })
  it('drops invisible characters and keeps others for the link to escape', () => {
    expect(normalizeCampaign('\u200fA&B #1?\u200b')).toBe('a&b-#1?')
  })
  it('keeps 40 characters at most and answers null when nothing is left', () => {
    const long = normalizeCampaign('word '.repeat(20))
    expect([...(long ?? '')].length).toBeLessThanOrEqual(CAMPAIGN_MAX_LENGTH)
    expect(long?.endsWith('-')).toBe(false)
    expect(normalizeCampaign('ع'.repeat(60))).toBe('ع'.repeat(CAMPAIGN_MAX_LENGTH))
    expect(normalizeCampaign('  - _ \u200b')).toBeNull()
  })
})

describe('referralLink', () => {
  it('is /join?referral=CODE without a campaign', () => {
    expect(referralLink(`${ORIGIN}/`, 'EXT-1001', null)).toBe(`${ORIGIN}/join?referral=EXT-1001`)
  })
  it('adds the tracking parameters for a campaign', () => {
    const link = referralLink(ORIGIN, 'EXT-1001', 'market-day')
    expect(link).toBe(`${ORIGIN}/join?referral=EXT-1001&utm_source=consultant&utm_medium=referral&utm_campaign=market-day`)
  })
  it.each([
    ['a name typed with spaces', 'Market Day', 'market-day'],
    ['Arabic', 'سوق الجمعة', 'سوق-الجمعة'],
    ['characters that must be escaped', 'A&B=C #1 + 50% ?x/y', 'a&b=c-#1-+-50%-?x/y'],
  ])('escapes %s so the link reads back the same name', (_, typed, expected) => {
    const campaign = normalizeCampaign(typed)
    expect(campaign).toBe(expected)
    const link = referralLink(ORIGIN, 'EXT-1001', campaign)
    // Nothing in the query but what we wrote: one of each parameter, no fragment, nothing unescaped.
    expect(new URL(link).hash).toBe('')
    expect(link.split('?')[1]).toMatch(/^[A-Za-z0-9_=&%-]+$/)
    expect(paramsOf(link).getAll('utm_campaign')).toEqual([expected])
    expect(paramsOf(link).get('referral')).toBe('EXT-1001')
    expect(campaignFromSearch(new URL(link).search)).toBe(expected)
  })
  it('escapes what chat apps would cut off a link', () => {
    expect(strictEncode("day.(1)!*'~")).toBe('day%2E%281%29%21%2A%27%7E')
  })
})

describe('campaignFromSearch', () => {
  it('reads and normalizes utm_campaign; none, empty or absurdly long is null', () => {
    expect(campaignFromSearch('?referral=X&utm_campaign=Market%20Day')).toBe('market-day')
    expect(campaignFromSearch('?referral=X')).toBeNull()
    expect(campaignFromSearch('?utm_campaign=%E2%80%8B')).toBeNull()
    expect(campaignFromSearch(`?utm_campaign=${'a'.repeat(500)}`)).toBeNull()
  })

  it('is readCampaign, which reads a name from the gateway the same way', () => {
    expect(readCampaign('Market Day')).toBe('market-day')
    expect(readCampaign('\u202Bسوق الجمعة\u202C')).toBe('سوق-الجمعة')
    expect(readCampaign('c'.repeat(CAMPAIGN_MAX_LENGTH * 4))).toBe('c'.repeat(CAMPAIGN_MAX_LENGTH))
    expect(readCampaign('c'.repeat(CAMPAIGN_MAX_LENGTH * 4 + 1))).toBeNull()
    expect(readCampaign('')).toBeNull()
  })
})

describe('referralCodeOf and whatsappShareUrl', () => {
  it('takes the external id, else the id', () => {
    expect(referralCodeOf({ id: 1001, external_id: 'EXT-1001' })).toBe('EXT-1001')
    expect(referralCodeOf({ id: 1001, external_id: null })).toBe('1001')
    expect(referralCodeOf({ id: null, external_id: null })).toBeNull()
  })
  it('pre-fills the message', () => {
    expect(whatsappShareUrl('Join me: https://a.example/join?referral=X&utm_campaign=b')).toBe(
      'https://wa.me/?text=Join%20me%3A%20https%3A%2F%2Fa.example%2Fjoin%3Freferral%3DX%26utm_campaign%3Db',
    )
  })
})
