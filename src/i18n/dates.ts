import { i18n } from '@lingui/core'
import dayjs, { type ConfigType, type Dayjs } from 'dayjs'
import 'dayjs/locale/fr'
import 'dayjs/locale/ar'

/**
 * Dates in the active language: `day(value)` is a dayjs object already in i18n.locale,
 * so `day(order.created_at).format('D MMM YYYY')` reads "21 nov. 2026" in French.
 * Import dates from here, not dayjs directly; only screens that show dates load it.
 */
export function day(value?: ConfigType): Dayjs {
  return dayjs(value).locale(i18n.locale || 'en')
}
