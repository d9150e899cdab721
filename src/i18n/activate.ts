import { i18n } from '@lingui/core'
import dayjs from 'dayjs'
import type { Locale } from '../config/country'
import { directionOf } from './locale'

/** dayjs ships English; the others are fetched with their catalog. */
const dayjsLocales: Record<Locale, () => Promise<string | ILocale>> = {
  en: () => Promise.resolve('en'),
  fr: () => import('dayjs/locale/fr').then((module) => module.default),
  ar: () => import('dayjs/locale/ar').then((module) => module.default),
}

/**
 * Loads the catalog of `locale` (only that one is fetched), then switches Lingui,
 * dayjs and `<html lang dir>` to it. Chakra follows through the root's LocaleProvider,
 * number and money formatting through `formattersFor(i18n.locale)`.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  const [{ messages }, dayjsLocale] = await Promise.all([
    import(`../locales/${locale}/messages.po`),
    dayjsLocales[locale](),
  ])
  dayjs.locale(dayjsLocale)
  i18n.loadAndActivate({ locale, messages })
  const html = document.documentElement
  html.lang = locale
  html.dir = directionOf(locale)
}
