import type { Locale } from '../localize'
import type { Period } from '../../src/api/schemas'

/** Calendar helpers. Everything is UTC (Ghana is on UTC all year round). */

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

/** An order item completes this many days after delivery (spec section 9). */
export const COMPLETED_AFTER = 7 * DAY

/** ISO date-time without milliseconds, e.g. 2026-11-21T10:00:00Z. */
export const isoDateTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
/** Calendar day (YYYY-MM-DD) of an instant. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** Start of a calendar day given as YYYY-MM-DD, or null when it is not a real date. */
export function parseDay(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!m) return null
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return isoDay(ms) === text ? ms : null
}

export const startOfDay = (ms: number) => ms - (((ms % DAY) + DAY) % DAY)

export function startOfMonth(ms: number): number {
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
}

/** First day of the month `n` months after the month of `ms` (n may be negative). */
export function addMonths(ms: number, n: number): number {
  const d = new Date(ms)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)
}

/** Inclusive calendar-day range; `toMs` is exclusive (the start of the day after `to`). */
export interface DayRange {
  from: string
  to: string
  fromMs: number
  toMs: number
}

export function dayRange(fromMs: number, lastDayMs: number): DayRange {
  return { from: isoDay(fromMs), to: isoDay(lastDayMs), fromMs, toMs: lastDayMs + DAY }
}

/**
 * The period a range is compared with (docs/contract.md, "The previous period"), the app's rule too
 * (src/domain/periods.ts previousRange): a range of whole calendar months, the same number of whole months
 * before it (Feb 1–29 → Jan 1–31, Oct 1–31 → Sep 1–30); any other range, as many days, ending the day before.
 */
export function previousRange(range: DayRange): DayRange {
  const months = wholeMonthsOf(range)
  if (months > 0) return dayRange(addMonths(range.fromMs, -months), range.fromMs - DAY)
  const length = range.toMs - range.fromMs
  return dayRange(range.fromMs - length, range.fromMs - DAY)
}

/** How many whole calendar months the range is (1st of a month to the last day of a month), or 0. */
function wholeMonthsOf(range: DayRange): number {
  if (startOfMonth(range.fromMs) !== range.fromMs || startOfMonth(range.toMs) !== range.toMs) return 0
  const from = new Date(range.fromMs)
  const to = new Date(range.toMs)
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth()
}

/** The calendar month starting at `monthMs` as a range. */
export const monthRange = (monthMs: number) => dayRange(monthMs, addMonths(monthMs, 1) - DAY)

export const inRange = (ms: number | null, range: { fromMs: number; toMs: number }) => ms !== null && ms >= range.fromMs && ms < range.toMs

const labelFormats = new Map<Locale, Intl.DateTimeFormat>()

/** "November 2026" in the request's language. */
export function monthLabel(monthMs: number, locale: Locale): string {
  let format = labelFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    labelFormats.set(locale, format)
  }
  return format.format(new Date(monthMs))
}

/** A month as a Period: first day, last day and its label. */
export function monthPeriod(monthMs: number, locale: Locale): Period {
  const range = monthRange(monthMs)
  return { from: range.from, to: range.to, label: monthLabel(monthMs, locale) }
}

export const round2 = (n: number) => Math.round(n * 100) / 100
