import { country, type Locale } from '../config/country'

/** Each language named in itself, for the language switcher. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  ar: 'العربية',
}

/** Whether `value` is one of this build's languages. */
export function isAvailableLocale(value: string): value is Locale {
  return (country.languages as readonly string[]).includes(value)
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

export interface LocaleSources {
  /** The consultant's stored choice, if any. */
  readonly stored: string | null
  /** The browser's preferred languages, best first (navigator.languages). */
  readonly preferred: readonly string[]
  /** The languages of this build. */
  readonly available: readonly Locale[]
  readonly fallback: Locale
}

/** Stored preference, then the browser's languages (exact or base tag), then the fallback. */
export function pickLocale({ stored, preferred, available, fallback }: LocaleSources): Locale {
  const match = (tag: string | null): Locale | undefined => {
    if (!tag) return undefined
    const lower = tag.toLowerCase()
    const base = lower.split('-')[0]
    return available.find((locale) => locale === lower) ?? available.find((locale) => locale === base)
  }
  const fromStored = match(stored)
  if (fromStored) return fromStored
  for (const tag of preferred) {
    const found = match(tag)
    if (found) return found
  }
  return available.includes(fallback) ? fallback : (available[0] ?? fallback)
}

/** The language to start in: `stored` is the consultant's choice (src/app stored values). */
export function detectLocale(stored: string | null): Locale {
  return pickLocale({
    stored,
    preferred: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
    available: country.languages,
    fallback: country.defaultLanguage,
  })
}
