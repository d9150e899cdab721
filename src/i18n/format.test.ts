import { describe, expect, it } from 'vitest'
import { formattersFor } from './format'

describe('days in words', () => {
  it('says a range once for the locale, on the calendar day whatever the time zone', () => {
    const en = formattersFor('en')
    const fr = formattersFor('fr')
    expect(en.dayRange('2026-10-01', '2026-10-31')).toMatch(/^Oct 1\s*–\s*31, 2026$/)
    expect(fr.dayRange('2026-10-01', '2026-10-31')).toMatch(/^1\s*–\s*31 oct\. 2026$/)
    expect(fr.dayRange('2026-09-01', '2026-10-31')).toMatch(/^1 sept\.\s–\s31 oct\. 2026$/)
    expect(en.dayRange('2025-12-30', '2026-01-02')).toMatch(/2025.*2026/)
    expect(en.dayRange('2026-10-05', '2026-10-05')).toBe('Oct 5, 2026')
    expect(fr.day('2026-01-01')).toBe('1 janv. 2026')
  })

  it('writes Arabic month names for Arabic', () => {
    expect(formattersFor('ar').dayRange('2026-10-01', '2026-10-31')).toContain('أكتوبر')
  })

  it('abbreviates large figures for an axis', () => {
    expect(formattersFor('en').compact(150_000)).toBe('150K')
    expect(formattersFor('en').compact(1_250_000)).toBe('1.3M')
  })
})
