import { describe, expect, it } from 'vitest'
import type { Locale } from '../config/country'
import { withLanguageCookie, writeLanguageCookie, type CookieJar } from './language-cookie'
import { createMemoryStorage, createStoredValues } from './stored-values'

const jar = (protocol = 'https:'): CookieJar & { written: string[] } => {
  const written: string[] = []
  return {
    written,
    location: { protocol },
    get cookie() {
      return written.join('; ')
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
}

describe('the language cookie', () => {
  it('says the stored language, for a year, on the whole site; Secure over HTTPS', () => {
    const page = jar()
    writeLanguageCookie(page, 'ar')
    expect(page.written).toEqual(['lang=ar; Path=/; SameSite=Lax; Secure; Max-Age=31536000'])
    const local = jar('http:')
    writeLanguageCookie(local, null, '/app/')
    expect(local.written).toEqual(['lang=; Path=/app/; SameSite=Lax; Max-Age=0'])
  })

  it('follows the stored language: brought in step at once, then written with it and removed with it', () => {
    const values = createStoredValues({ storage: createMemoryStorage(), now: () => 0 })
    const page = jar()
    const locale = withLanguageCookie(values.locale, page)
    expect(page.written).toEqual(['lang=; Path=/; SameSite=Lax; Secure; Max-Age=0'])
    locale.set('fr')
    expect(page.written.at(-1)).toMatch(/^lang=fr;/)
    expect(values.locale.get()).toBe('fr')
    // A language the build does not have is not stored, and the cookie says what is stored.
    locale.set('de' as Locale)
    expect(page.written.at(-1)).toMatch(/^lang=fr;/)
    locale.clear()
    expect(page.written.at(-1)).toMatch(/^lang=; .*Max-Age=0$/)
    expect(withLanguageCookie(values.locale, jar()).get()).toBeNull()
  })
})
