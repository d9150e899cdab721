import { prerenderedPages } from '../config/constants'
import type { Locale } from '../config/country'
import type { StoredValue } from './stored-values'

/** Where the cookie is written: the document, or a fake of it in tests. */
export interface CookieJar {
  cookie: string
  readonly location: { readonly protocol: string }
}

/**
 * The language cookie (`lang`, issue 21 goal 2): the host sends the page prerendered in its language (build/prerender.ts),
 * and the service worker picks its page by it (pwa.config.ts). It says what the stored language says, nothing else:
 * written with it, removed without it (the host then goes by Accept-Language, as the app by the browser's languages),
 * renewed at each start. Not personal: a sign-out leaves it, as it leaves the stored language.
 */
export function writeLanguageCookie(jar: CookieJar, locale: Locale | null, path = '/'): void {
  const name = prerenderedPages.languageCookie
  const attributes = `; Path=${path}; SameSite=Lax${jar.location.protocol === 'https:' ? '; Secure' : ''}`
  try {
    jar.cookie = locale === null ? `${name}=${attributes}; Max-Age=0` : `${name}=${locale}${attributes}; Max-Age=${prerenderedPages.cookieMaxAgeSeconds}`
  } catch {
    // Cookies refused (a sandboxed frame): the host goes by Accept-Language, and the app switches language as it starts.
  }
}

/** The stored language with the cookie following it; the cookie is brought in step at once (a language stored before the cookie existed). */
export function withLanguageCookie(locale: StoredValue<Locale>, jar: CookieJar, path?: string): StoredValue<Locale> {
  writeLanguageCookie(jar, locale.get(), path)
  return {
    get: locale.get,
    set(value) {
      locale.set(value)
      writeLanguageCookie(jar, locale.get(), path)
    },
    clear() {
      locale.clear()
      writeLanguageCookie(jar, null, path)
    },
  }
}
