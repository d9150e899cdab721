import { i18n } from '@lingui/core'
import { country, type Locale } from '../config/country'

/** The digits figures are written in: Western (0–9, CLDR's `latn`) or Eastern Arabic (٠–٩, `arab`). */
export type Digits = 'latn' | 'arab'

export const digitSystems: readonly Digits[] = ['latn', 'arab']

export const isDigits = (x: unknown): x is Digits => x === 'latn' || x === 'arab'

/** The consultant's pick per language, where they made one; a language without one follows `defaultDigits`. */
export type DigitsChoice = Partial<Record<Locale, Digits>>

/**
 * The regions whose Arabic CLDR writes with Eastern digits (`defaultNumberingSystem` arab in ar_XX.xml), as of CLDR 48
 * (ICU 78, Node 20's): since CLDR 46 (CLDR-17553) plain `ar`, and with it every region CLDR has no ar_XX for (Ghana,
 * Kenya, Nigeria), writes Western digits; the Maghreb, Libya and the Emirates do too. Fixed here rather than asked of
 * the browser's Intl, since an older phone's ICU (before CLDR 46) still says `arab` for plain `ar`.
 */
export const arabDigitRegions: readonly string[] = [
  'BH',
  'DJ',
  'EG',
  'ER',
  'IL',
  'IQ',
  'JO',
  'KM',
  'KW',
  'LB',
  'MR',
  'OM',
  'PS',
  'QA',
  'SA',
  'SD',
  'SO',
  'SS',
  'SY',
  'TD',
  'YE',
]

/** CLDR's digits for a language in a country (the build's, src/config): Eastern only for Arabic where CLDR says so. */
export function defaultDigits(locale: Locale, countryCode: string = country.countryCode): Digits {
  return locale === 'ar' && arabDigitRegions.includes(countryCode.toUpperCase()) ? 'arab' : 'latn'
}

/** The locale Intl is given: the language with its digits (`ar-u-nu-arab`), so every formatter made from it writes them. */
export function intlLocale(locale: Locale, digits: Digits): string {
  return `${locale}-u-nu-${digits}`
}

/** Where the pick is kept (StoredValues' `digits`, given by src/app). */
export interface DigitsSlot {
  get(): DigitsChoice | null
  set(choice: DigitsChoice): void
}

let slot: DigitsSlot | null = null
let choice: DigitsChoice = {}

/** src/app connects the device's stored pick before the first render. */
export function connectDigits(stored: DigitsSlot): void {
  slot = stored
  choice = stored.get() ?? {}
}

/** The digits of a language on this device: the consultant's pick, else CLDR's for the build's country. */
export function digitsFor(locale: Locale): Digits {
  return choice[locale] ?? defaultDigits(locale)
}

/** The Intl locales Lingui formats with (its plurals' `#`), for `activateLocale`. */
export const intlLocalesOf = (locale: Locale): string[] => [intlLocale(locale, digitsFor(locale))]

/**
 * Picks the digits of a language, stores the pick on this device and applies it at once: Lingui is activated again in
 * the same language with the new Intl locale, and every screen re-renders with it (`useFormatters` reads `digitsFor`).
 */
export function chooseDigits(locale: Locale, digits: Digits): void {
  choice = { ...choice, [locale]: digits }
  slot?.set(choice)
  if (i18n.locale === locale) i18n.activate(locale, intlLocalesOf(locale))
}
