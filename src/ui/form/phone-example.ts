import { country, type CountryBuild } from '../../config/country'
import { formatDigits, PHONE_MASK } from './mask'

/**
 * The example of a valid phone number the forms show (spec section 9's 4-3-4 mask on the build's
 * `phoneExample`): as the phone fields' placeholder and in the invalid phone number message, so a
 * consultant sees the form expected. For mobile money in a build that takes some networks only
 * (`mobileMoneyPrefixes`), the example starts with one of them.
 */
export function phoneExampleOf(build: Pick<CountryBuild, 'phoneExample'>, prefixes: readonly string[] = []): string {
  const digits = build.phoneExample
  const first = prefixes[0]
  const fits = first === undefined || prefixes.some((prefix) => digits.startsWith(prefix))
  return formatDigits(fits ? digits : `${first}${digits.slice(first.length)}`, PHONE_MASK)
}

/** Any phone of the build: 0244 123 4567. */
export const PHONE_EXAMPLE = phoneExampleOf(country)

/** A mobile money phone of the build (on its networks). */
export const MOBILE_MONEY_EXAMPLE = phoneExampleOf(country, country.mobileMoneyPrefixes)
