import { useLingui } from '@lingui/react'
import { country } from '../config/country'
import { digitsFor } from './digits'
import { formattersFor, type Formatters } from './format'
import { isAvailableLocale } from './locale'

/**
 * The number and money formatter of the active locale with the device's digits for it; re-renders when either
 * changes (picking digits activates Lingui again, src/i18n/digits.ts).
 */
export function useFormatters(): Formatters {
  const { i18n } = useLingui()
  const locale = isAvailableLocale(i18n.locale) ? i18n.locale : country.defaultLanguage
  return formattersFor(locale, country.currency, digitsFor(locale))
}
