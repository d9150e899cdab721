import { i18n } from '@lingui/core'
import type { Locale } from '../config/country'
import { directionOf } from './locale'

/**
 * Loads the catalog of `locale` (only that one is fetched), then switches Lingui
 * and `<html lang dir>` to it. Dates follow through src/i18n/dates.ts, which reads the
 * active locale per call (dayjs stays out of the intro's first load). Chakra follows
 * through the root's LocaleProvider,
 * number and money formatting through `formattersFor(i18n.locale)`.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`)
  i18n.loadAndActivate({ locale, messages })
  const html = document.documentElement
  html.lang = locale
  html.dir = directionOf(locale)
}
