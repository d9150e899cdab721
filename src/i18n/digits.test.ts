import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { multiBuild, ghBuild } from '../config/country'
import { arabDigitRegions, chooseDigits, connectDigits, defaultDigits, digitsFor, intlLocale, type DigitsChoice } from './digits'
import { formattersFor } from './format'

const western = /[0-9]/
const eastern = /[\u0660-\u0669]/

describe('the default digits per language and country (CLDR)', () => {
  it('Arabic in the Ghana and Kenya builds writes Western digits, as CLDR 46+ says for plain ar', () => {
    expect(ghBuild.countryCode).toBe('gh')
    expect(defaultDigits('ar', multiBuild.countryCode)).toBe('latn')
    expect(defaultDigits('ar', 'ke')).toBe('latn')
    expect(defaultDigits('ar')).toBe('latn')
  })

  it('Arabic writes Eastern digits where CLDR says so (Egypt, Saudi Arabia), Western in the Maghreb', () => {
    expect(defaultDigits('ar', 'eg')).toBe('arab')
    expect(defaultDigits('ar', 'SA')).toBe('arab')
    expect(defaultDigits('ar', 'ma')).toBe('latn')
    expect(defaultDigits('ar', 'ae')).toBe('latn')
  })

  it('English and French write Western digits everywhere', () => {
    for (const country of ['gh', 'eg', 'ma']) {
      expect(defaultDigits('en', country)).toBe('latn')
      expect(defaultDigits('fr', country)).toBe('latn')
    }
  })

  // The table is CLDR 48's (ICU 78, this Node's); this fails when a newer ICU disagrees, so the table is looked at again.
  it('agrees with the ICU the tests run on', () => {
    const system = (tag: string) => new Intl.NumberFormat(tag).resolvedOptions().numberingSystem
    for (const region of [...arabDigitRegions, 'GH', 'KE', 'NG', 'MA', 'DZ', 'TN', 'AE']) {
      expect([region, defaultDigits('ar', region)]).toEqual([region, system(`ar-${region}`)])
    }
  })
})

describe('formatters with each setting', () => {
  it('write every figure, date and time with Eastern digits, and none Western, when asked', () => {
    const ar = formattersFor('ar', 'GHS', 'arab')
    const texts = [
      ar.number(1234.5),
      ar.number(3, 2),
      ar.money(-272.36),
      ar.percent(0.831, 1),
      ar.compact(150_000),
      ar.day('2026-11-25'),
      ar.dayRange('2026-10-01', '2026-10-31'),
      ar.dateTime('2026-11-21T14:03:00Z'),
    ]
    for (const text of texts) {
      expect(text).toMatch(eastern)
      expect(text).not.toMatch(western)
    }
    expect(ar.intl).toBe('ar-u-nu-arab')
  })

  it('write Western digits with the Western setting, in Arabic too', () => {
    const ar = formattersFor('ar', 'GHS', 'latn')
    for (const text of [ar.number(1234.5), ar.money(12.5), ar.percent(0.25), ar.compact(150_000), ar.day('2026-11-25'), ar.dateTime('2026-11-21T14:03:00Z')]) {
      expect(text).toMatch(western)
      expect(text).not.toMatch(eastern)
    }
  })

  it('keep one formatter per language and digits (the cache is keyed by both)', () => {
    expect(formattersFor('ar', 'GHS', 'arab')).toBe(formattersFor('ar', 'GHS', 'arab'))
    expect(formattersFor('ar', 'GHS', 'arab')).not.toBe(formattersFor('ar', 'GHS', 'latn'))
    expect(formattersFor('en', 'GHS', 'arab').number(123)).toBe('١٢٣')
    expect(intlLocale('fr', 'latn')).toBe('fr-u-nu-latn')
  })
})

describe('the device pick', () => {
  afterEach(() => connectDigits({ get: () => null, set: () => {} }))

  it('is read from the device, kept per language and stored when changed', () => {
    let kept: DigitsChoice | null = { ar: 'arab' }
    connectDigits({ get: () => kept, set: (choice) => (kept = choice) })
    expect(digitsFor('ar')).toBe('arab')
    expect(digitsFor('en')).toBe('latn')
    chooseDigits('en', 'arab')
    expect(kept).toEqual({ ar: 'arab', en: 'arab' })
    chooseDigits('ar', 'latn')
    expect(digitsFor('ar')).toBe('latn')
    expect(kept).toEqual({ ar: 'latn', en: 'arab' })
  })

  it('applies at once: Lingui is activated again in the same language with the digits (its plurals write them)', () => {
    connectDigits({ get: () => null, set: () => {} })
    i18n.loadAndActivate({ locale: 'ar', messages: {} })
    let changes = 0
    const stop = i18n.on('change', () => (changes += 1))
    chooseDigits('ar', 'arab')
    stop()
    expect(changes).toBe(1)
    expect(i18n.locale).toBe('ar')
    expect(i18n.locales).toEqual(['ar-u-nu-arab'])
    expect(i18n.number(12)).toBe('١٢')
  })
})
