import { describe, expect, it } from 'vitest'
import { MTN_MOMO_PREFIXES } from '../config/country'
import { mobileMoneyNetworkError } from './consultant-rules'

describe('mobile money numbers on the build’s networks (spec section 5: MTN MoMo only in one build)', () => {
  const mtn = MTN_MOMO_PREFIXES
  it.each([
    // rule on (the Ghana build's MTN MoMo prefixes)
    ['on', mtn, '02441234567', null],
    ['on', mtn, '0244 123 4567', null],
    ['on', mtn, '05512345678', null],
    ['on', mtn, '0551 234 5678', null],
    ['on', mtn, '٠٥٩١٢٣٤٥٦٧٨', null], // Arabic-Indic digits read as 0–9
    ['on', mtn, '02012345678', 'not_mtn_momo'], // Vodafone
    ['on', mtn, '0201 234 5678', 'not_mtn_momo'],
    ['on', mtn, '02712345678', 'not_mtn_momo'], // AirtelTigo
    ['on', mtn, '0271 234 5678', 'not_mtn_momo'],
    ['on', mtn, '2441234567', 'not_mtn_momo'], // without the leading 0 the prefix is not there
    ['on', mtn, '', null], // nothing typed: the required rule speaks
    // rule off (empty list: any network)
    ['off', [], '02012345678', null],
    ['off', [], '0201 234 5678', null],
    ['off', [], '02441234567', null],
  ] as const)('%s: %s → %s', (_, prefixes, phone, expected) => {
    expect(mobileMoneyNetworkError(phone, prefixes)).toBe(expected)
  })

  it('takes any prefix list of the build, of any length', () => {
    expect(mobileMoneyNetworkError('0244 123 4567', ['0244'])).toBeNull()
    expect(mobileMoneyNetworkError('0245 123 4567', ['0244'])).toBe('not_mtn_momo')
  })
})
