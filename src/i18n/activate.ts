import { i18n } from '@lingui/core'
import { manifestFileOf } from '../config/app-manifest'
import type { Locale } from '../config/country'
import { intlLocalesOf } from './digits'
import { directionOf } from './locale'

/**
 * Loads the catalog of `locale` (only that one is fetched), then switches Lingui
 * and `<html lang dir>` to it. Chakra follows through the root's LocaleProvider, numbers,
 * money and dates through `formattersFor(i18n.locale, …, digitsFor(i18n.locale))` (Intl, which reads the locale per call).
 * The installed app's manifest follows too: its names and shortcuts in that language (build/app-manifests.ts).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await import(`../locales/${locale}/messages.po`)
  // Lingui's own formatting (the plurals' `#`) writes the language's digits too (src/i18n/digits.ts).
  i18n.loadAndActivate({ locale, locales: intlLocalesOf(locale), messages })
  const html = document.documentElement
  html.lang = locale
  html.dir = directionOf(locale)
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `${import.meta.env.BASE_URL}${manifestFileOf(locale)}`)
}
