import { formats } from '@lingui/core'
import { country, type Locale } from '../config/country'
import { digitsFor, intlLocale, type Digits } from './digits'
import { directionOf } from './locale'

export interface Formatters {
  readonly locale: Locale
  /** The digits it writes (the device's pick for the language, src/i18n/digits.ts). */
  readonly digits: Digits
  /** The Intl locale with those digits (`ar-u-nu-arab`): a feature's own Intl formatters are made from it and cached by it. */
  readonly intl: string
  /** A plain number with the locale's digits and grouping; `fractionDigits` fixes the decimals. */
  number(value: number, fractionDigits?: number): string
  /**
   * An amount in the build's currency, its sign where Intl puts it. In a right-to-left language the number (sign and
   * digits) is a left-to-right isolate of its own, so a negative amount keeps the currency on the same side as a
   * positive one (see `isolateNumber`); in a left-to-right language the language's pattern whatever the digits
   * (`inPatternOf`). Every text here keeps its order in each language and digits pair (`ltrOrder`).
   */
  money(amount: number): string
  /** A ratio as a percentage (0.25 → 25 %), with the locale's sign placement; whole percents unless told. */
  percent(ratio: number, fractionDigits?: number): string
  /** A short number for a chart's axis: 15K, 1.2M (the locale's own abbreviations). */
  compact(value: number): string
  /** A calendar day (YYYY-MM-DD, read as the local day), e.g. "1 Oct 2026"; kept on one line (`whole`). */
  day(isoDay: string): string
  /** Two calendar days as one range, e.g. "1 – 31 Oct 2026" (Intl's formatRange); kept on one line. */
  dayRange(from: string, to: string): string
  /** An instant (a Date or an ISO date-time) with its time, e.g. "21 Nov 2026, 14:03"; kept on one line. */
  dateTime(instant: Date | string): string
  /** "3 hours ago", "yesterday" (Intl.RelativeTimeFormat, numeric: auto). */
  relative(value: number, unit: Intl.RelativeTimeFormatUnit): string
  /** A feature's own Intl text (made from `intl`) kept in its language's order whatever the digits (`ltrOrder`). */
  ordered(text: string): string
}

/**
 * Intl's date or time kept on one line: its spaces become no-break spaces, so a line never ends inside it (a time
 * never leaves its AM/PM marker, "ص" or "م", alone on the next line). Every date the app writes goes through it.
 */
export function whole(text: string): string {
  return text.replace(/ /g, '\u00a0')
}

const numberParts = new Set<Intl.NumberFormatPartTypes>(['minusSign', 'plusSign', 'integer', 'group', 'decimal', 'fraction', 'nan', 'infinity'])
const LRM = /\u200e/g

/**
 * Intl's amount with its number (sign, digits, separators) in a left-to-right isolate (U+2066 … U+2069), for a
 * right-to-left language. Arabic's pattern is "‏#,##0.00 ¤" for a positive amount and "‏‎-#,##0.00 ¤" for a negative
 * one: the left-to-right mark before the minus binds the sign to the digits, but with a Latin currency code (GHS)
 * it binds the code too, so a card read "GHS 1,381.12" beside "-272.36 GHS". The isolate binds the sign to the
 * digits and nothing else; the mark it replaces goes. Intl's sign, digits, order and code are kept as they are.
 */
export function isolateNumber(parts: readonly Intl.NumberFormatPart[]): string {
  const first = parts.findIndex((part) => numberParts.has(part.type))
  if (first < 0) return parts.map((part) => part.value).join('')
  let last = first
  parts.forEach((part, index) => {
    if (numberParts.has(part.type)) last = index
  })
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('')
  return `${text(0, first).replace(LRM, '')}\u2066${text(first, last + 1)}\u2069${text(last + 1, parts.length)}`
}

/** Eastern Arabic digits with what joins them into one number (separators, a time's colon) and a percent sign after. */
const arabicIndicNumber = /[\u0660-\u0669]+(?:[\u066b\u066c:.,/][\u0660-\u0669]+)*\u066a?/g
const rightToLeftMarks = /[\u061c\u200f]/g

/**
 * Intl's text with Eastern Arabic digits (١٢٣), kept in order in a left-to-right language (issue 38). Those digits are
 * Arabic numbers to the bidi algorithm, and what lies between two of them is laid out right to left: "Nov ٢٩, ٢٠٢٦"
 * read "Nov ٢٠٢٦ ,٢٩" on an English page. A left-to-right mark after each number ends that, and Intl's marks for a
 * right-to-left page (U+061C before a minus, U+200F) go: they put the minus after the digits. What is read is unchanged.
 */
export function ltrOrder(text: string): string {
  return text.replace(rightToLeftMarks, '').replace(arabicIndicNumber, '$&\u200e')
}

/**
 * An amount in the language's own pattern (`pattern`: Intl's parts with Western digits) with the number's parts in the
 * consultant's digits (`digits`: the same amount). Intl writes Eastern Arabic digits with the root's pattern, the code
 * after the number, even in English ("١١٦٬٦٣٠٫٠٠ GHS" for "GHS 116,630.00"); each part of the number is put back in turn.
 */
export function inPatternOf(pattern: readonly Intl.NumberFormatPart[], digits: readonly Intl.NumberFormatPart[]): string {
  const wanted = pattern.filter((part) => numberParts.has(part.type))
  const given = digits.filter((part) => numberParts.has(part.type))
  if (wanted.length !== given.length || wanted.some((part, index) => part.type !== given[index]?.type)) return digits.map((part) => part.value).join('')
  let next = 0
  return pattern.map((part) => (numberParts.has(part.type) ? (given[next++]?.value ?? '') : part.value)).join('')
}

/** YYYY-MM-DD as the local calendar day (Date.parse would read it as UTC midnight, the day before west of Greenwich). */
export function localDay(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1)
}

/**
 * A figure written as zero is written without a sign (issue 38): Intl keeps the sign of -0 and of a negative figure
 * that rounds to zero, so a penalty of 0 shown as a deduction read "-GHS 0.00". `format` is the formatter it goes to.
 */
export function unsignedZero(value: number, format: (value: number) => string): number {
  if (Object.is(value, -0)) return 0
  return value < 0 && format(-value) === format(0) ? 0 : value
}

/** The formatters, each figure that shows as zero unsigned (`unsignedZero`). */
function zeroWithoutSign(f: Formatters): Formatters {
  return {
    ...f,
    number: (value, fractionDigits) =>
      f.number(
        unsignedZero(value, (n) => f.number(n, fractionDigits)),
        fractionDigits,
      ),
    money: (amount) => f.money(unsignedZero(amount, f.money)),
    percent: (ratio, fractionDigits) =>
      f.percent(
        unsignedZero(ratio, (n) => f.percent(n, fractionDigits)),
        fractionDigits,
      ),
    compact: (value) => f.compact(unsignedZero(value, f.compact)),
  }
}

const cache = new Map<string, Formatters>() // module state: formatters by locale and digits, built once (no one's data)

/** Made on first use: building an Intl formatter loads locale data (a few ms each on a cheap phone), and a screen uses only some. */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined
  return () => (made ??= make())
}

function createFormatters(locale: Locale, currency: string, digits: Digits): Formatters {
  const intl = intlLocale(locale, digits)
  const plain = lazy(() => new Intl.NumberFormat(intl))
  const fixed = new Map<number, Intl.NumberFormat>()
  const money = lazy(() => new Intl.NumberFormat(intl, { style: 'currency', currency }))
  const percents = new Map<number, Intl.NumberFormat>()
  const compact = lazy(() => new Intl.NumberFormat(intl, { notation: 'compact', maximumFractionDigits: 1 }))
  const days = lazy(() => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric' }))
  const dateTimes = lazy(() => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }))
  const relative = lazy(() => new Intl.RelativeTimeFormat(intl, { numeric: 'auto' }))
  const rtl = directionOf(locale) === 'rtl'
  const ordered = !rtl && digits === 'arab' ? ltrOrder : (text: string) => text
  // The language's pattern, for Eastern Arabic digits in a left-to-right language (`inPatternOf`).
  const pattern = lazy(() => new Intl.NumberFormat(intlLocale(locale, 'latn'), { style: 'currency', currency }))
  return {
    locale,
    digits,
    intl,
    number(value, fractionDigits) {
      if (fractionDigits === undefined) return ordered(plain().format(value))
      let format = fixed.get(fractionDigits)
      if (!format) {
        format = new Intl.NumberFormat(intl, {
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        })
        fixed.set(fractionDigits, format)
      }
      return ordered(format.format(value))
    },
    money: rtl
      ? (amount) => isolateNumber(money().formatToParts(amount))
      : digits === 'arab'
        ? (amount) => ltrOrder(inPatternOf(pattern().formatToParts(amount), money().formatToParts(amount)))
        : (amount) => money().format(amount),
    percent(ratio, fractionDigits = 0) {
      let format = percents.get(fractionDigits)
      if (!format) {
        format = new Intl.NumberFormat(intl, { style: 'percent', maximumFractionDigits: fractionDigits })
        percents.set(fractionDigits, format)
      }
      return ordered(format.format(ratio))
    },
    compact: (value) => ordered(compact().format(value)),
    day: (isoDay) => whole(ordered(days().format(localDay(isoDay)))),
    dayRange: (from, to) => whole(ordered(days().formatRange(localDay(from), localDay(to)))),
    dateTime: (instant) => whole(ordered(dateTimes().format(typeof instant === 'string' ? new Date(instant) : instant))),
    relative: (value, unit) => ordered(relative().format(value, unit)),
    ordered,
  }
}

/** The one number and money formatter of each locale and digits (Intl), made once and reused. */
export function formattersFor(locale: Locale, currency: string = country.currency, digits: Digits = digitsFor(locale)): Formatters {
  const key = `${locale}:${digits}:${currency}`
  let formatters = cache.get(key)
  if (!formatters) {
    formatters = zeroWithoutSign(createFormatters(locale, currency, digits))
    cache.set(key, formatters)
  }
  return formatters
}

/**
 * The Intl objects a signed-in screen's first render makes, one step each: the first of each kind loads the
 * language's data (a few milliseconds each on a desktop, six times that on a cheap phone). src/app/main.tsx runs
 * the steps in tasks of their own while the screen's chunks and data are on their way, so that cost leaves the
 * render that shows the figures (issue 21 goal 1). Each object is the one the app then reuses: Lingui's plural rules
 * and `#` number (its own cache, the same key as its messages ask with) and the formatters' number, money and day.
 */
export function intlWarmUp(locale: Locale, currency: string = country.currency, digits: Digits = digitsFor(locale)): (() => unknown)[] {
  const formatters = formattersFor(locale, currency, digits)
  const locales = [formatters.intl]
  return [
    // (Lingui's type for the cases cannot be met by any value: { offset, other } is what its messages pass.)
    () => formats.plural(locales, false, 1, { offset: 0, other: '' } as unknown as Parameters<typeof formats.plural>[3]),
    () => formats.number(locales, 1),
    () => formatters.number(1),
    () => formatters.money(1),
    () => formatters.day('2026-01-01'),
  ]
}
