import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'
import { intlLocale } from './digits'
import { formattersFor, intlWarmUp, isolateNumber, whole } from './format'

describe('days in words', () => {
  it('says a range once for the locale, on the calendar day whatever the time zone', () => {
    const en = formattersFor('en')
    const fr = formattersFor('fr')
    expect(en.dayRange('2026-10-01', '2026-10-31')).toMatch(/^Oct\s1\s*–\s*31,\s2026$/)
    expect(fr.dayRange('2026-10-01', '2026-10-31')).toMatch(/^1\s*–\s*31\soct\.\s2026$/)
    expect(fr.dayRange('2026-09-01', '2026-10-31')).toMatch(/^1\ssept\.\s–\s31\soct\.\s2026$/)
    expect(en.dayRange('2025-12-30', '2026-01-02')).toMatch(/2025.*2026/)
    expect(en.dayRange('2026-10-05', '2026-10-05')).toBe(whole('Oct 5, 2026'))
    expect(fr.day('2026-01-01')).toBe(whole('1 janv. 2026'))
  })

  it('writes Arabic month names for Arabic', () => {
    expect(formattersFor('ar').dayRange('2026-10-01', '2026-10-31')).toContain('أكتوبر')
  })

  it('abbreviates large figures for an axis', () => {
    expect(formattersFor('en').compact(150_000)).toBe('150K')
    expect(formattersFor('en').compact(1_250_000)).toBe('1.3M')
  })
})

/** Without the invisible direction marks and isolates: what a reader sees, in logical order. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')

describe('dates kept on one line', () => {
  it('has no breakable space in a day, a range or a time, in any language', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      const f = formattersFor(locale)
      for (const text of [f.day('2026-11-25'), f.dayRange('2026-10-27', '2026-11-25'), f.dateTime('2026-11-25T09:30:00Z')]) {
        expect(text).not.toMatch(/ /)
      }
    }
    // The time keeps its AM/PM marker: "9:30 ص", not "9:30" then "ص" on the next line.
    expect(formattersFor('ar').dateTime('2026-11-25T09:30:00Z')).toMatch(/\d\u00a0(ص|م)$/)
  })
})

describe('amounts', () => {
  const intl = (locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'GHS' })

  it('are Intl’s own in a left-to-right language, sign and all', () => {
    for (const locale of ['en', 'fr'] as const) {
      for (const amount of [1381.12, -272.36, 0]) expect(formattersFor(locale, 'GHS').money(amount)).toBe(intl(locale).format(amount))
    }
  })

  it('in Arabic, keep Intl’s sign, digits and code, with the number as one isolate: one currency order for both signs', () => {
    const ar = formattersFor('ar', 'GHS')
    const plus = ar.money(1381.12)
    const minus = ar.money(-272.36)
    expect(visible(plus)).toBe(visible(intl('ar').format(1381.12)))
    expect(visible(minus)).toBe(visible(intl('ar').format(-272.36)))
    const minusSign =
      intl('ar')
        .formatToParts(-1)
        .find((part) => part.type === 'minusSign')?.value ?? '-'
    expect(minus).toContain(`\u2066${minusSign}272.36\u2069`)
    expect(plus).toContain('\u20661,381.12\u2069')
    // Intl's left-to-right mark bound the code to a negative number (GHS on the other side than for a positive one).
    expect(minus).not.toContain('\u200e')
    const shape = (text: string) => text.replace(/\u2066[^\u2069]*\u2069/, '#')
    expect(shape(minus)).toBe(shape(plus))
    expect(visible(shape(plus))).toBe('#\u00a0GHS')
  })

  it('isolates the number wherever a pattern puts it, and leaves a text without one as it is', () => {
    const parts: Intl.NumberFormatPart[] = [
      { type: 'literal', value: '\u200f' },
      { type: 'currency', value: 'GHS' },
      { type: 'literal', value: '\u00a0\u200e' },
      { type: 'minusSign', value: '-' },
      { type: 'integer', value: '5' },
      { type: 'decimal', value: '.' },
      { type: 'fraction', value: '00' },
    ]
    expect(isolateNumber(parts)).toBe('\u200fGHS\u00a0\u2066-5.00\u2069')
    expect(isolateNumber([{ type: 'literal', value: 'n/a' }])).toBe('n/a')
  })
})

describe('formatters made on first use (issue 21: Intl work off the first render)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('builds an Intl formatter only when a screen first formats with it, then reuses it', () => {
    const { DateTimeFormat, NumberFormat } = Intl
    // Counted, and still Intl's own formatters.
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args)
    } as typeof Intl.DateTimeFormat)
    const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args)
    } as typeof Intl.NumberFormat)
    // A currency no other test uses: a fresh set of formatters.
    const formatters = formattersFor('fr', 'XOF', 'latn')
    expect(dateFormats).not.toHaveBeenCalled()
    expect(numberFormats).not.toHaveBeenCalled()
    expect(formatters.money(1200)).toMatch(/1\s?200/)
    expect(formatters.money(5)).toMatch(/5/)
    expect(numberFormats).toHaveBeenCalledTimes(1)
    expect(dateFormats).not.toHaveBeenCalled()
    expect(formatters.day('2026-11-25')).toMatch(/25/)
    expect(formatters.dayRange('2026-11-01', '2026-11-25')).toMatch(/25/)
    expect(dateFormats).toHaveBeenCalledTimes(1)
  })
})

describe('the Intl warm-up (issue 21 goal 1)', () => {
  afterEach(() => vi.restoreAllMocks())

  it("makes, a step each, the Intl objects a screen's first render then reuses: none made again after it", () => {
    const { DateTimeFormat, NumberFormat, PluralRules } = Intl
    const made: string[] = []
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      made.push('DateTimeFormat')
      return new DateTimeFormat(...args)
    } as typeof Intl.DateTimeFormat)
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      made.push('NumberFormat')
      return new NumberFormat(...args)
    } as typeof Intl.NumberFormat)
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function (...args) {
      made.push('PluralRules')
      return new PluralRules(...args)
    } as typeof Intl.PluralRules)
    // A language, currency and digits no other test uses: Lingui's cache and the formatters are fresh.
    const intl = intlLocale('fr', 'arab')
    const steps = intlWarmUp('fr', 'XAF', 'arab')
    expect(made).toEqual([])
    const perStep = steps.map((step) => {
      const before = made.length
      step()
      return made.length - before
    })
    expect(perStep).toEqual([1, 1, 1, 1, 1])
    // What a render then asks for is already made: Lingui's plural with its number, and the formatters.
    const i18n = setupI18n({ locale: 'fr', locales: [intl], messages: { fr: { n: [['count', 'plural', { one: ['#'], other: ['#'] }]] } } })
    const before = made.length
    expect(i18n._('n', { count: 3 })).toBe('٣')
    const formatters = formattersFor('fr', 'XAF', 'arab')
    formatters.money(12)
    formatters.number(7)
    formatters.day('2026-11-25')
    expect(made.slice(before)).toEqual([])
  })
})
