import { describe, expect, it } from 'vitest'
import { poEntries } from '../../build/po-catalog'

/** Every catalog of every language: the app's messages, and the installed app's manifest (src/config/app-manifest.ts). */
const catalogs = import.meta.glob<string>('../locales/*/*.po', { query: '?raw', import: 'default', eager: true })
const catalogNames = [...new Set(Object.keys(catalogs).map((path) => path.split('/').at(-1)!))].sort()

/**
 * Messages that are the same word in another language: Ghana's districts, mobile money as
 * francophone Africa calls it, menu and dashboard words French shares with English, the app's short name, and
 * WhatsApp (Arabic writes it واتساب).
 */
const sameInEnglish: Record<'fr' | 'ar', readonly string[]> = {
  fr: ['District', 'Mobile money', 'Blog', 'Commissions', 'FAQ', 'Notifications', 'Service', 'Services', 'Total', 'JPay', 'Consultant', 'WhatsApp'],
  ar: [],
}

describe.each(catalogNames)('catalog %s', (catalog) => {
  const source = poEntries(catalogs[`../locales/en/${catalog}`] ?? '')

  it('has source messages', () => {
    expect(source.size).toBeGreaterThan(0)
  })

  for (const locale of ['fr', 'ar'] as const) {
    it(`translates every message into ${locale}`, () => {
      const translated = poEntries(catalogs[`../locales/${locale}/${catalog}`] ?? '')
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort())
      const untranslated = [...translated].filter(([id, str]) => str === '' || (str === id && !sameInEnglish[locale].includes(id)))
      expect(untranslated.map(([id]) => id)).toEqual([])
    })
  }
})
