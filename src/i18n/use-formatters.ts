import { useLingui } from '@lingui/react'
import { country } from '../config/country'
import { formattersFor, type Formatters } from './format'
import { isAvailableLocale } from './locale'

/** The number and money formatter of the active locale; re-renders when the locale changes. */
export function useFormatters(): Formatters {
  const { i18n } = useLingui()
  return formattersFor(isAvailableLocale(i18n.locale) ? i18n.locale : country.defaultLanguage)
}
