import { i18n } from '@lingui/core'
import { country, type CountryBuild, type Digits, type Locale } from '../config/country'

export type { Digits }

export const digitSystems: readonly Digits[] = ['latn', 'arab']

export const isDigits = (x: unknown): x is Digits => x === 'latn' || x === 'arab'

/** The consultant's pick per language, where they made one; a language without one follows `defaultDigits`. */
export type DigitsChoice = Partial<Record<Locale, Digits>>

/** CLDR's digits for a language in the build's country (src/config, `digits`): Western unless the build says otherwise. */
export function defaultDigits(locale: Locale, build: Pick<CountryBuild, 'digits'> = country): Digits {
  return build.digits[locale] ?? 'latn'
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

let slot: DigitsSlot | null = null // module state: where the device's pick is kept, connected once at start
let choice: DigitsChoice = {} // module state: the device's digits pick per language (a device setting, no one's data)

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
