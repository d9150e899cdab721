/**
 * Country builds.
 *
 * The build is chosen at build time with the environment variable
 * VITE_COUNTRY_BUILD:
 *   VITE_COUNTRY_BUILD=gh      the Ghana country build, English only, mobile money on
 *                              MTN MoMo numbers only;
 *   unset, or any other value  the 'multi' build: same country settings,
 *                              offered in English, French and Arabic.
 */

/** Every language the product has catalogs for. Arabic is the only right-to-left one. */
export const supportedLocales = ['en', 'fr', 'ar'] as const
export type Locale = (typeof supportedLocales)[number]

/** The digits figures are written in: Western (0–9, CLDR's `latn`) or Eastern Arabic (٠–٩, `arab`). */
export type Digits = 'latn' | 'arab'

export interface CountryBuild {
  readonly id: 'gh' | 'multi'
  readonly countryCode: string
  /** Languages offered by this build, in the order the language switcher lists them. */
  readonly languages: readonly Locale[]
  readonly defaultLanguage: Locale
  /** ISO 4217 code used by the money formatter. */
  readonly currency: string
  readonly hasDistricts: boolean
  readonly features: {
    readonly taxPin: boolean
    readonly homepagePromotion: boolean
  }
  /** Shown on the inactive-account screen and the dashboard helplines (demo values). */
  readonly support: {
    readonly phone: string
    readonly email: string
  }
  /** Largest image a consultant may upload, in kilobytes. */
  readonly imageLimitKb: number
  /**
   * Spec section 5: "In one build, MTN MOMO numbers only for mobile money". The national prefixes
   * (digits, as the 4-3-4 phone starts) a mobile money number must start with; empty takes any
   * network. Checked by the one mobile money form (onboarding and /payment-method), which says
   * so beside the phone field while a list is set.
   */
  readonly mobileMoneyPrefixes: readonly string[]
  /**
   * A valid national phone number of the country, digits only, as the forms hold it (the 4-3-4
   * mask's 11 digits, the trunk 0 first): the phone fields' placeholder and the example the
   * invalid phone number message gives (src/ui/form/phone-example.ts). A build with mobile money
   * prefixes shows it with the first one where it starts with none of them.
   */
  readonly phoneExample: string
  /**
   * The digits of a language where CLDR does not write Western ones for it in this country (`defaultNumberingSystem`
   * of ar_XX.xml); a language not listed writes Western digits until the consultant picks (src/i18n/digits.ts).
   */
  readonly digits: Partial<Record<Locale, Digits>>
}

/** MTN Ghana's mobile money (MoMo) prefixes. */
export const MTN_MOMO_PREFIXES = ['024', '025', '053', '054', '055', '059'] as const

export const ghBuild: CountryBuild = {
  id: 'gh',
  countryCode: 'gh',
  languages: ['en'],
  defaultLanguage: 'en',
  currency: 'GHS',
  hasDistricts: true,
  features: { taxPin: false, homepagePromotion: false },
  support: { phone: '+233 30 000 0000', email: 'support@consultants.example' },
  imageLimitKb: 500,
  mobileMoneyPrefixes: MTN_MOMO_PREFIXES,
  phoneExample: '02441234567',
  // CLDR has no ar_GH (nor ar_KE): Arabic falls back to plain `ar`, which writes Western digits since CLDR 46
  // (CLDR-17553; docs/decisions/i18n.md, "Digits").
  digits: {},
}

export const multiBuild: CountryBuild = {
  ...ghBuild,
  id: 'multi',
  languages: supportedLocales,
  // The demo build in three languages takes any network (the Ghana build is the one with MTN MoMo only).
  mobileMoneyPrefixes: [],
}

export function selectBuild(name: string | undefined): CountryBuild {
  return name === 'gh' ? ghBuild : multiBuild
}

/** The build this bundle was made for. */
export const country: CountryBuild = selectBuild(import.meta.env.VITE_COUNTRY_BUILD)
