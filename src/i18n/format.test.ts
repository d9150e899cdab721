import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'
import { intlLocale } from './digits'
import { formattersFor, inPatternOf, intlWarmUp, isolateNumber, ltrOrder, whole } from './format'

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

describe('zero is zero (issue 38)', () => {
  it('writes a zero without a sign, in every language and digits: -0 and a negative figure that rounds to zero', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      for (const digits of ['latn', 'arab'] as const) {
        const f = formattersFor(locale, 'GHS', digits)
        for (const zero of [-0, -0.001, -0.004]) {
          expect(f.money(zero), `${locale} ${digits} money(${zero})`).toBe(f.money(0))
          expect(f.number(zero, 2), `${locale} ${digits} number(${zero}, 2)`).toBe(f.number(0, 2))
          expect(f.percent(zero / 100), `${locale} ${digits} percent`).toBe(f.percent(0))
        }
        expect(f.number(-0)).toBe(f.number(0))
        expect(f.compact(-0.01)).toBe(f.compact(0))
      }
    }
  })

  it('keeps the sign of a figure that is not zero once written', () => {
    const en = formattersFor('en', 'GHS')
    const ghs = new Intl.NumberFormat('en', { style: 'currency', currency: 'GHS' })
    expect(en.money(-0.005)).toBe(ghs.format(-0.01))
    expect(en.money(-5)).toBe(ghs.format(-5))
    expect(en.number(-0.3, 1)).toBe('-0.3')
    expect(en.percent(-0.126)).toBe('-13%')
  })
})

describe('every language and digits pair keeps its order (issue 38)', () => {
  const pairs = [
    ['en', 'latn'],
    ['en', 'arab'],
    ['fr', 'latn'],
    ['fr', 'arab'],
    ['ar', 'latn'],
    ['ar', 'arab'],
  ] as const
  const number = /[\u0660-\u0669]+(?:[\u066b\u066c:.,/][\u0660-\u0669]+)*\u066a?/g
  const intlDays = (intl: string) => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric' })
  /** Two Arabic numbers with only neutral characters between them are laid out right to left, even on a left-to-right page. */
  const joinedRightToLeft = (text: string) => {
    const numbers = [...text.matchAll(number)]
    return numbers.slice(1).some((match, index) => {
      const previous = numbers[index]!
      return !/[\p{L}\u200e]/u.test(text.slice(previous.index + previous[0].length, match.index))
    })
  }
  /** The amount with its number as #: where the sign and the code stand. */
  const shape = (text: string) => visible(text).replace(/-?[0-9\u0660-\u0669]+(?:[.,\u066b\u066c\u202f][0-9\u0660-\u0669]+)*/g, '#')

  it('reads the same as Intl, days and ranges, in every pair: only marks are added', () => {
    for (const [locale, digits] of pairs) {
      const f = formattersFor(locale, 'GHS', digits)
      const intl = intlDays(`${locale}-u-nu-${digits}`)
      const oct31 = new Date(2026, 9, 31)
      const nov29 = new Date(2026, 10, 29)
      expect(visible(f.dayRange('2026-10-31', '2026-11-29')), `${locale} ${digits}`).toBe(visible(whole(intl.formatRange(oct31, nov29))))
      expect(visible(f.day('2026-11-29')), `${locale} ${digits}`).toBe(visible(whole(intl.format(nov29))))
    }
  })

  it('in English and French with ١٢٣, ends each number with a left-to-right mark, so no two numbers are laid out right to left', () => {
    for (const locale of ['en', 'fr'] as const) {
      const f = formattersFor(locale, 'GHS', 'arab')
      const written = [f.dayRange('2026-10-31', '2026-11-29'), f.dayRange('2026-10-01', '2026-10-31'), f.day('2026-11-05'), f.dateTime('2026-11-25T09:30:00Z')]
      written.push(f.money(116630), f.money(-272.36), f.number(-1234.5), f.percent(-0.12), f.relative(-3, 'hour'))
      for (const text of written) {
        expect(text, `${locale}: ${text}`).toMatch(/[\u0660-\u0669]/)
        expect(joinedRightToLeft(text), `${locale}: ${text}`).toBe(false)
        // Intl's marks for a right-to-left page: they put a minus after the digits.
        expect(text).not.toMatch(/[\u061c\u200f]/)
      }
      // Without the marks, "Nov ٢٩, ٢٠٢٦" is read "Nov ٢٠٢٦ ,٢٩" on an English page.
      expect(joinedRightToLeft(intlDays(`${locale}-u-nu-arab`).formatRange(new Date(2026, 9, 1), new Date(2026, 9, 31)))).toBe(true)
    }
    expect(visible(formattersFor('en', 'GHS', 'arab').dayRange('2026-10-31', '2026-11-29'))).toMatch(/^Oct\s٣١\s*–\s*Nov\s٢٩,\s٢٠٢٦$/)
  })

  it('writes an amount in the language’s pattern whatever the digits: GHS before the number in English', () => {
    for (const locale of ['en', 'fr', 'ar'] as const) {
      for (const amount of [116630, -272.36, 0]) {
        const latn = formattersFor(locale, 'GHS', 'latn').money(amount)
        const arab = formattersFor(locale, 'GHS', 'arab').money(amount)
        expect(shape(arab), `${locale} ${amount}`).toBe(shape(latn))
      }
    }
    expect(visible(formattersFor('en', 'GHS', 'arab').money(116630))).toBe('GHS\u00a0١١٦٬٦٣٠٫٠٠')
    expect(visible(formattersFor('en', 'GHS', 'arab').money(-272.36))).toBe('-GHS\u00a0٢٧٢٫٣٦')
  })

  it('leaves Western digits and Arabic as Intl writes them', () => {
    for (const locale of ['en', 'fr'] as const) expect(formattersFor(locale, 'GHS', 'latn').dayRange('2026-10-31', '2026-11-29')).not.toMatch(/[\u200e\u200f]/)
    for (const digits of ['latn', 'arab'] as const) {
      const intl = intlDays(`ar-u-nu-${digits}`)
      expect(formattersFor('ar', 'GHS', digits).dayRange('2026-10-31', '2026-11-29')).toBe(
        whole(intl.formatRange(new Date(2026, 9, 31), new Date(2026, 10, 29))),
      )
    }
  })

  it('ltrOrder and inPatternOf: a mark after each number; the pattern’s parts with the digits’ number', () => {
    expect(ltrOrder('\u061c-١٢٪\u061c, ٩:٣٠ AM')).toBe('-١٢٪\u200e, ٩:٣٠\u200e AM')
    expect(ltrOrder('Oct 5, 2026')).toBe('Oct 5, 2026')
    const pattern: Intl.NumberFormatPart[] = [
      { type: 'minusSign', value: '-' },
      { type: 'currency', value: 'GHS' },
      { type: 'literal', value: '\u00a0' },
      { type: 'integer', value: '5' },
      { type: 'decimal', value: '.' },
      { type: 'fraction', value: '00' },
    ]
    const digits: Intl.NumberFormatPart[] = [
      { type: 'literal', value: '\u061c' },
      { type: 'minusSign', value: '-' },
      { type: 'integer', value: '٥' },
      { type: 'decimal', value: '٫' },
      { type: 'fraction', value: '٠٠' },
      { type: 'literal', value: '\u00a0' },
      { type: 'currency', value: 'GHS' },
    ]
    expect(inPatternOf(pattern, digits)).toBe('-GHS\u00a0٥٫٠٠')
    // Numbers of another shape: the digits' own text.
    expect(inPatternOf(pattern, digits.slice(1, 3))).toBe('-٥')
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
    // Money two: Eastern Arabic digits in French take French's pattern (`inPatternOf`).
    expect(perStep).toEqual([1, 1, 1, 2, 1])
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
