import { i18n } from '@lingui/core'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ConsultantCreate, MobileMoneyBody } from '../../api/schemas'
import { ghBuild, multiBuild } from '../../config/country'
import { fieldErrorText } from './field-error'
import { digitsOf, PHONE_MASK } from './mask'
import { MOBILE_MONEY_EXAMPLE, PHONE_EXAMPLE, phoneExampleOf } from './phone-example'

const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../../locales/*/messages.po')

async function activate(locale: 'en' | 'fr' | 'ar') {
  const load = catalogs[`../../locales/${locale}/messages.po`]
  if (!load) throw new Error(`no catalog for ${locale}`)
  i18n.loadAndActivate({ locale, messages: (await load()).messages as never })
}

/** The message without the isolates and no-break spaces that keep the number whole. */
const plain = (text: string | undefined) => text?.replace(/[\u2066\u2069]/g, '').replace(/\u00a0/g, ' ')
/** The example as the messages hold it: left to right (LRI … PDI), on one line (no-break spaces). */
const whole = (example: string) => `\u2066${example.replace(/ /g, '\u00a0')}\u2069`

describe('the phone example (phoneExampleOf)', () => {
  it('is the build’s number grouped 4-3-4', () => {
    expect(phoneExampleOf(ghBuild)).toBe('0244 123 4567')
    expect(phoneExampleOf(multiBuild)).toBe('0244 123 4567')
  })

  it('is a number every phone rule takes: the consultant’s, mobile money’s, and the build’s networks', () => {
    for (const build of [ghBuild, multiBuild]) {
      const digits = digitsOf(phoneExampleOf(build, build.mobileMoneyPrefixes), PHONE_MASK)
      expect(v.safeParse(MobileMoneyBody, { full_name: 'Ama Mensah', phone_number: digits }).success).toBe(true)
      expect(v.safeParse(v.pick(ConsultantCreate, ['phone_number']), { phone_number: digits }).success).toBe(true)
      expect(build.mobileMoneyPrefixes.length === 0 || build.mobileMoneyPrefixes.some((prefix) => digits.startsWith(prefix))).toBe(true)
    }
  })

  it('starts with the first mobile money prefix where the build’s number starts with none of them', () => {
    expect(phoneExampleOf({ phoneExample: '02441234567' }, ['055', '059'])).toBe('0554 123 4567')
    expect(phoneExampleOf({ phoneExample: '02441234567' }, ['059', '024'])).toBe('0244 123 4567')
    expect(phoneExampleOf({ phoneExample: '02441234567' }, [])).toBe('0244 123 4567')
  })
})

describe('the invalid phone number messages show a valid number', () => {
  it('in English: the spec’s words, then the example', async () => {
    await activate('en')
    expect(plain(fieldErrorText(i18n, ['invalid_phone']))).toBe(`Phone number is not valid. Enter a number like ${PHONE_EXAMPLE}.`)
    expect(plain(fieldErrorText(i18n, ['not_mtn_momo']))).toBe(
      `Only MTN MoMo numbers can receive mobile money. Please enter an MTN MoMo number, like ${MOBILE_MONEY_EXAMPLE}.`,
    )
  })

  it.each(['fr', 'ar'] as const)('in %s, translated, with the same example', async (locale) => {
    await activate(locale)
    const text = fieldErrorText(i18n, ['invalid_phone']) ?? ''
    expect(text).not.toContain('Phone number')
    expect(text).toContain(whole(PHONE_EXAMPLE))
    expect(fieldErrorText(i18n, ['not_mtn_momo'])).toContain(whole(MOBILE_MONEY_EXAMPLE))
  })

  it('keeps the number whole inside an Arabic sentence: left to right (LRI … PDI around it), on one line', async () => {
    await activate('ar')
    expect(fieldErrorText(i18n, ['invalid_phone'])).toContain('\u20660244\u00a0123\u00a04567\u2069')
    expect(fieldErrorText(i18n, ['not_mtn_momo'])).toContain(whole(MOBILE_MONEY_EXAMPLE))
  })
})
