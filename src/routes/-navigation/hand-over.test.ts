import { describe, expect, it } from 'vitest'
import { handOverOf, parseCallbackSearch } from './hand-over'

describe('what a link hands over', () => {
  it('keeps a well-formed impersonation e-mail and referral code', () => {
    expect(handOverOf('?impersonate=kofi.boateng%40example.com&referral=EXT-1001')).toEqual({
      impersonate: 'kofi.boateng@example.com',
      referral: 'EXT-1001',
    })
  })

  it('drops hostile or malformed values instead of storing them', () => {
    expect(handOverOf('?impersonate=<script>&referral=../../x')).toEqual({ impersonate: null, referral: null })
    expect(handOverOf(`?impersonate=${'a'.repeat(300)}@x.io&referral=${'A'.repeat(80)}`)).toEqual({ impersonate: null, referral: null })
    expect(handOverOf('?referral=%22%3E%3Cimg')).toEqual({ impersonate: null, referral: null })
    expect(handOverOf('')).toEqual({ impersonate: null, referral: null })
  })

  it('reads the callback code and state as text, numbers included, and drops anything else', () => {
    expect(parseCallbackSearch({ code: 'abc-123', state: 's1' })).toEqual({ code: 'abc-123', state: 's1' })
    expect(parseCallbackSearch({ code: 12345, state: 's1' })).toEqual({ code: '12345', state: 's1' })
    expect(parseCallbackSearch({ code: { x: 1 }, state: ['a'] })).toEqual({})
    expect(parseCallbackSearch({ code: 'a b<c>' })).toEqual({})
    expect(parseCallbackSearch({})).toEqual({})
  })
})
