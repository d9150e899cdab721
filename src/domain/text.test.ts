import { describe, expect, it } from 'vitest'
import { graphemes, shortenText, stripBidiControls, wellFormed } from './text'

describe('stripBidiControls', () => {
  it('drops the embeddings, overrides and isolates, so a name shows as it is written', () => {
    // RLO: "00.005 SHG" would show as "GHS 500.00".
    expect(stripBidiControls('\u202e00.005 SHG\u202c')).toBe('00.005 SHG')
    expect(stripBidiControls('\u202aA\u202bb\u202cc\u202dd\u202ee')).toBe('Abcde')
    expect(stripBidiControls('\u2066Ama\u2069 \u2067Mensah\u2069 \u2068x\u2069')).toBe('Ama Mensah x')
  })

  it('keeps everything else: Arabic, the direction marks (they reorder nothing), emoji, spaces', () => {
    for (const name of ['أمينة الحسن', 'Ama\u200f Mensah\u200e', 'Kofi 👨‍👩‍👧', ' Yaw  Asante ']) expect(stripBidiControls(name)).toBe(name)
  })
})

describe('shortenText', () => {
  it('keeps a text of at most `max` characters whole', () => {
    expect(shortenText('Sneakers', 8)).toBe('Sneakers')
    expect(shortenText('📱📱', 2)).toBe('📱📱')
  })

  it('cuts whole characters, never half an emoji, a flag or an Arabic letter with its marks, and ends with an ellipsis', () => {
    expect(shortenText('Phone case', 6)).toBe('Phone…')
    expect(shortenText(`Phone case ${'📱'.repeat(2600)}`, 200)).toBe(`Phone case ${'📱'.repeat(188)}…`)
    expect(shortenText('🇬🇭👨‍👩‍👧🇬🇭', 2)).toBe('🇬🇭…')
    expect(shortenText('مُرتجع', 3)).toBe('مُر…')
    expect(shortenText('📱'.repeat(10), 1)).toBe('…')
    expect(shortenText('📱'.repeat(10), 0)).toBe('')
  })
})

describe('graphemes and wellFormed', () => {
  it('reads characters as a reader sees them', () => {
    expect(graphemes('a🇬🇭👨‍👩‍👧مُ')).toEqual(['a', '🇬🇭', '👨‍👩‍👧', 'مُ'])
  })

  it('turns half an emoji into U+FFFD, so encodeURIComponent does not throw, and leaves whole ones', () => {
    expect(() => encodeURIComponent(wellFormed('Phone \ud83d'))).not.toThrow()
    expect(wellFormed('\udcf1 📱 \ud83d')).toBe('\ufffd 📱 \ufffd')
  })
})
