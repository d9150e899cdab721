import { describe, expect, it } from 'vitest'
import { callingCodeOf, whatsappMessageUrl, whatsappNumber, whatsappUrl } from './whatsapp'

describe('whatsappNumber: wa.me wants the international digits', () => {
  it.each([
    // Local, the way the gateway stores them (the 4-3-4 mask's digits) and people type them.
    ['local with its trunk 0', '02097132257', '+233', '2332097132257'],
    ['local with its trunk 0, Ghana length', '0244123456', '+233', '233244123456'],
    ['local without the trunk 0', '244123456', '+233', '233244123456'],
    ['local, masked', '0244 123 4567', '+233', '2332441234567'],
    ['local with dashes', '024-412-3456', '+233', '233244123456'],
    ['local with brackets and dots', '(024) 412.3456', '+233', '233244123456'],
    ['local with a slash', '024/412 3456', '+233', '233244123456'],
    ['local with no-break and narrow spaces', '024\u00a0412\u202f3456', '+233', '233244123456'],
    ['local in Arabic-Indic digits', '٠٢٤٤١٢٣٤٥٦', '+233', '233244123456'],
    ['local in Extended Arabic-Indic digits', '۰۲۴۴۱۲۳۴۵۶', '+233', '233244123456'],
    ['local in mixed scripts', '٠٢٤4 ۱۲۳ 456', '+233', '233244123456'],
    ['local wrapped in direction marks', '\u2066024 412 3456\u2069', '+233', '233244123456'],
    ['local, padded with spaces', '  0244123456 ', '+233', '233244123456'],
    // Already international.
    ['with +', '+233 24 412 3456', '+233', '233244123456'],
    ['with 00', '00233 24 412 3456', '+233', '233244123456'],
    ['with the code and no +', '233244123456', '+233', '233244123456'],
    ['with the code, no +, masked', '233 24 412 3456', '+233', '233244123456'],
    ['with + and the trunk 0 in brackets', '+233 (0)24 412 3456', '+233', '233244123456'],
    ['with the code and the trunk 0 kept', '233 0244 123 456', '+233', '233244123456'],
    ['with + in Arabic-Indic digits', '+٢٣٣٢٤٤١٢٣٤٥٦', '+233', '233244123456'],
    ['of another country, with +', '+44 20 7946 0018', '+233', '442079460018'],
    ['of another country, with 00', '0044 20 7946 0018', '+233', '442079460018'],
    ['international while the login has no country code', '+233 24 412 3456', '', '233244123456'],
    // The login's country code in its other spellings.
    ['code without +', '0244123456', '233', '233244123456'],
    ['code with 00', '0244123456', '00233', '233244123456'],
    ['code in Arabic-Indic digits', '0244123456', '+٢٣٣', '233244123456'],
    ['a one-digit code', '(020) 7946 0018', '+1', '12079460018'],
  ])('%s: %s', (_, phone, code, expected) => {
    expect(whatsappNumber(phone, code)).toBe(expected)
  })

  it.each([
    ['nothing', '', '+233'],
    ['null', null, '+233'],
    ['spaces only', '   ', '+233'],
    ['letters', 'call me', '+233'],
    ['a number with letters', '0244 ABC 456', '+233'],
    ['an extension', '0244123456 ext 12', '+233'],
    ['a + in the middle', '0244+123456', '+233'],
    ['two +', '++233244123456', '+233'],
    ['too short to be a phone number', '0244', '+233'],
    ['too long for E.164 (over 15 digits)', '+2332441234567890', '+233'],
    ['a country code starting with 0', '+0244123456', '+233'],
    ['zeros', '00000000000', '+233'],
    ['a local number without a country code to add', '0244123456', ''],
    ['a local number with a country code that is none', '0244123456', 'gh'],
    ['a local number with a code of four digits', '0244123456', '+2330'],
    ['a local number with a null code', '0244123456', null],
    ['a star code', '*170#', '+233'],
  ])('none for %s', (_, phone, code) => {
    expect(whatsappNumber(phone, code)).toBeNull()
  })
})

describe('whatsappUrl', () => {
  it('is the wa.me link of the international digits', () => {
    expect(whatsappUrl('02097132257', '+233')).toBe('https://wa.me/2332097132257')
    expect(whatsappUrl('+233 30 000 0000', '+233')).toBe('https://wa.me/233300000000')
  })

  it('is null when the number cannot be one', () => {
    expect(whatsappUrl('not a number', '+233')).toBeNull()
    expect(whatsappUrl('0244123456', undefined)).toBeNull()
  })
})

describe('callingCodeOf', () => {
  it.each([
    ['+233', '233'],
    ['233', '233'],
    ['00233', '233'],
    [' +233 ', '233'],
    ['+1', '1'],
    ['+٢٣٣', '233'],
  ])('%s is %s', (code, expected) => {
    expect(callingCodeOf(code)).toBe(expected)
  })

  it.each([[''], ['gh'], ['+0'], ['+2330'], ['+23 3'], [null], [undefined]])('%s is none', (code) => {
    expect(callingCodeOf(code)).toBeNull()
  })
})

describe('whatsappMessageUrl', () => {
  it('pre-fills the text, encoded whole (line breaks, &, #, ?, Arabic)', () => {
    const text = 'طلب #12 & بند?\nسطر = 50%'
    const url = whatsappMessageUrl('+233 30 000 0000', null, text)
    expect(url).toMatch(/^https:\/\/wa\.me\/233300000000\?text=[^&#?\s]+$/)
    expect(new URL(url ?? '').searchParams.get('text')).toBe(text)
  })

  it('is null without a number to chat with', () => {
    expect(whatsappMessageUrl('call me', '+233', 'hello')).toBeNull()
    expect(whatsappMessageUrl('0244123456', null, 'hello')).toBeNull()
  })
})
