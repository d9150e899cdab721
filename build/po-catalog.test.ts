import { describe, expect, it } from 'vitest'
import { poEntries } from './po-catalog'

describe('poEntries', () => {
  it('reads each msgid and msgstr, lines continued and escapes included, without the header', () => {
    const po = [
      'msgid ""',
      'msgstr ""',
      '"Language: fr\\n"',
      '',
      '#. A comment',
      '#: src/x.ts:1',
      'msgid "Sales"',
      'msgstr "Ventes"',
      '',
      'msgid ""',
      '"A long "',
      '"message"',
      'msgstr "Un \\"long\\" "',
      '"message\\\\"',
      '',
      'msgid "Untranslated"',
      'msgstr ""',
    ].join('\n')
    expect([...poEntries(po)]).toEqual([
      ['Sales', 'Ventes'],
      ['A long message', 'Un "long" message\\'],
      ['Untranslated', ''],
    ])
  })
})
