import { describe, expect, it } from 'vitest'

const catalogs = import.meta.glob<string>('../locales/*/messages.po', { query: '?raw', import: 'default', eager: true })

/** msgid → msgstr of a .po file (single-line entries, as `lingui extract` writes them). */
function entries(po: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const [, id, str] of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) {
    if (id) found.set(id, str ?? '')
  }
  return found
}

/**
 * Messages that are the same word in another language: Ghana's districts, mobile money as
 * francophone Africa calls it, and menu and dashboard words French shares with English.
 */
const sameInEnglish: Record<'fr' | 'ar', readonly string[]> = {
  fr: ['District', 'Mobile money', 'Blog', 'Commissions', 'FAQ', 'Notifications', 'Service', 'Services', 'Total', 'JPay'],
  ar: [],
}

describe('catalogs', () => {
  const source = entries(catalogs['../locales/en/messages.po'] ?? '')

  it('has source messages', () => {
    expect(source.size).toBeGreaterThan(0)
  })

  for (const locale of ['fr', 'ar'] as const) {
    it(`translates every message into ${locale}`, () => {
      const translated = entries(catalogs[`../locales/${locale}/messages.po`] ?? '')
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort())
      const untranslated = [...translated].filter(([id, str]) => str === '' || (str === id && !sameInEnglish[locale].includes(id)))
      expect(untranslated.map(([id]) => id)).toEqual([])
    })
  }
})
