import * as v from 'valibot'
import { defaultPeriodStart } from '../config/constants'

/**
 * The periods of the sales and commissions screens (spec sections 2 "Filters" and 9).
 *
 * Days are the consultant's local calendar days: `now` is read with its local components
 * (getFullYear, getMonth, getDate), so "today" is the day on the consultant's own calendar,
 * whatever the gateway's or the build's time zone. From there on the arithmetic is on calendar
 * dates only (day numbers, UTC inside), so a daylight-saving change or a midnight that does not
 * exist in some zone never moves a day.
 */

export const PERIOD_PRESETS = ['this-month', 'last-7-days', 'last-30-days', 'last-month', 'custom'] as const
export type PeriodPreset = (typeof PERIOD_PRESETS)[number]

/**
 * Sales: Last 7 days, Last 30 days, Last Month, Custom (spec section 9), after This month, which they open on (issue 38:
 * the dashboard's "Sales this month" leads here and must be the same figure).
 */
export const SALES_PERIODS: readonly PeriodPreset[] = ['this-month', 'last-7-days', 'last-30-days', 'last-month', 'custom']
/** Commissions: This Month, Last 7 days, Last 30 days, Custom Period (spec section 9). */
export const COMMISSION_PERIODS: readonly PeriodPreset[] = ['this-month', 'last-7-days', 'last-30-days', 'custom']

/** A calendar range, YYYY-MM-DD, both ends included (as the gateway's date_from/date_to). */
export interface DayRange {
  readonly from: string
  readonly to: string
}

/** A period as a screen shows it: its range and the previous period it is compared with. */
export interface ResolvedPeriod {
  readonly preset: PeriodPreset
  readonly range: DayRange
  readonly previous: DayRange
}

/** URL search of a screen with a period: ?period=…&from=…&to=… */
export interface PeriodSearch {
  readonly period?: PeriodPreset
  readonly from?: string
  readonly to?: string
}

const msPerDay = 24 * 60 * 60 * 1000
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date as a day number (days since 1970-01-01), or null when it is not a real date (2026-02-30). */
function dayNumber(iso: string): number | null {
  const match = isoPattern.exec(iso)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const back = new Date(time)
  // Date.UTC rolls over (Feb 30 → Mar 2, year 0050 → 1950): a date that does not come back unchanged does not exist.
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null
  return time / msPerDay
}

function isoOfDayNumber(days: number): string {
  return new Date(days * msPerDay).toISOString().slice(0, 10)
}

/** A calendar date from its parts; month and day may roll over (month 12 is January next year, day 0 the day before the 1st). */
function isoOf(year: number, monthIndex: number, day: number): string {
  return isoOfDayNumber(Date.UTC(year, monthIndex, day) / msPerDay)
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  return dayNumber(value) !== null
}

/** The day number of a date the caller vouches for (a DayRange); a date that does not exist is a bug: RangeError. */
function daysOf(iso: string): number {
  const days = dayNumber(iso)
  if (days === null) throw new RangeError(`Not a calendar date: ${iso}`)
  return days
}

function addDays(iso: string, count: number): string {
  return isoOfDayNumber(daysOf(iso) + count)
}

/**
 * The calendar day of `date` on the consultant's own calendar (its local components), YYYY-MM-DD: today by
 * default, or the day of an instant the gateway sent (`localDayOf(new Date(joined_at))`) for the day formatter.
 */
export function localDayOf(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The whole calendar month `offset` months from the local month of `now` (0 this month, -1 last month). */
export function wholeMonth(now: Date, offset: number): DayRange {
  const year = now.getFullYear()
  const month = now.getMonth() + offset
  return { from: isoOf(year, month, 1), to: isoOf(year, month + 1, 0) }
}

/**
 * The range of a preset on the local calendar of `now`. Last 7 days is today and the 6 days
 * before (last 30 likewise); this month is the whole month, 1st to last day, future days
 * included, because the gateway counts month periods from month start 00:00:00 to month end
 * 23:59:59; last month is the whole previous month.
 */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, now: Date): DayRange {
  switch (preset) {
    case 'this-month':
      return wholeMonth(now, 0)
    case 'last-month':
      return wholeMonth(now, -1)
    case 'last-7-days':
    case 'last-30-days': {
      const today = localDayOf(now)
      return { from: addDays(today, preset === 'last-7-days' ? -6 : -29), to: today }
    }
  }
}

/** Days in the range, both ends counted (1 for a single day); 0 when `to` is before `from`. A date that does not exist throws a RangeError. */
export function dayCount(range: DayRange): number {
  return Math.max(0, daysOf(range.to) - daysOf(range.from) + 1)
}

/** The same number of days, ending the day before `from`. */
function previousDays(range: DayRange): DayRange {
  const length = dayCount(range)
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) }
}

/** The number of whole calendar months the range covers (1st of a month to the last day of a month), or 0. */
function wholeMonths(range: DayRange): number {
  const from = isoPattern.exec(range.from)
  const to = isoPattern.exec(range.to)
  if (!from || !to || from[3] !== '01' || addDays(range.to, 1).slice(8) !== '01') return 0
  const months = (Number(to[1]) - Number(from[1])) * 12 + Number(to[2]) - Number(from[2]) + 1
  return Math.max(0, months)
}

/**
 * The period a range is compared with: the same number of days just before `from`. A range of
 * whole calendar months is compared with the same number of whole months before it, because
 * months differ in length and a month is compared with a month: Oct 1–31 → Sep 1–30 (not
 * Aug 31–Sep 30), Mar 1–31 → Feb 1–28. A date that does not exist throws a RangeError.
 */
export function previousRange(range: DayRange): DayRange {
  const months = wholeMonths(range)
  if (months === 0) return previousDays(range)
  const from = daysOf(range.from)
  const start = new Date(from * msPerDay)
  return {
    from: isoOf(start.getUTCFullYear(), start.getUTCMonth() - months, 1),
    to: addDays(range.from, -1),
  }
}

const CalendarDate = v.pipe(
  v.string(),
  // A shared link someone edited can carry anything; a date is ten characters, nothing longer is read.
  v.length(10),
  v.check(isCalendarDate),
)

const PeriodSearchSchema = v.object({
  period: v.fallback(v.optional(v.picklist(PERIOD_PRESETS)), undefined),
  from: v.fallback(v.optional(CalendarDate), undefined),
  to: v.fallback(v.optional(CalendarDate), undefined),
})

/**
 * The period part of a URL search, for TanStack Router's validateSearch. Never throws: an
 * unknown preset or a malformed date (a shared link someone edited) is dropped, and the screen
 * falls back to its default period (resolvePeriod). Keys without a valid value are left out.
 */
export function parsePeriodSearch(raw: Record<string, unknown>): PeriodSearch {
  const result = v.safeParse(PeriodSearchSchema, raw)
  if (!result.success) return {}
  const { period, from, to } = result.output
  return {
    ...(period === undefined ? {} : { period }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  }
}

function clampDay(iso: string, min: string, max: string): string {
  return iso < min ? min : iso > max ? max : iso
}

/**
 * The period a screen shows, from its URL search. A preset the screen does not offer becomes
 * `fallback`. A custom period needs two real dates; they are swapped back when given in the
 * wrong order and each is kept within [earliest, today] (earliest: the default period start,
 * 2019-01-01; the commissions screen passes the commission start). A custom period without two
 * valid dates becomes `fallback` (and a 'custom' fallback, having no dates, Last 30 days, which
 * both screens offer).
 */
export function resolvePeriod(
  search: PeriodSearch,
  now: Date,
  allowed: readonly PeriodPreset[],
  fallback: PeriodPreset,
  earliest: string = defaultPeriodStart,
): ResolvedPeriod {
  const asked = search.period !== undefined && allowed.includes(search.period) ? search.period : fallback
  if (asked === 'custom') {
    const custom = customRange(search, now, earliest)
    if (custom) return { preset: 'custom', range: custom, previous: previousRange(custom) }
    return presetPeriod(fallback === 'custom' ? 'last-30-days' : fallback, now)
  }
  return presetPeriod(asked, now)
}

function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now: Date): ResolvedPeriod {
  const range = presetRange(preset, now)
  // One rule for every range, the gateway's too: it sees dates, not presets, and answers the sales
  // figures of the period before (`previous_period`) by this same rule, so what the screen names is
  // what the figures compare with. Last 30 days on 30 April is 1–30 April, a whole month: compared
  // with 1–31 March (docs/contract.md, "The previous period").
  return { preset, range, previous: previousRange(range) }
}

function customRange(search: PeriodSearch, now: Date, earliest: string): DayRange | null {
  const { from, to } = search
  if (from === undefined || to === undefined || !isCalendarDate(from) || !isCalendarDate(to)) return null
  const today = localDayOf(now)
  const min = isCalendarDate(earliest) && earliest <= today ? earliest : defaultPeriodStart
  const [first, last] = from <= to ? [from, to] : [to, from]
  return { from: clampDay(first, min, today), to: clampDay(last, min, today) }
}

/** The gateway's query of a range (date_from, date_to: calendar dates, both included). */
export function periodQuery(range: DayRange): { date_from: string; date_to: string } {
  return { date_from: range.from, date_to: range.to }
}

/** What to put back in the URL: a custom period keeps its dates, a preset its name only (its dates move with today). */
export function periodSearchOf(period: ResolvedPeriod): PeriodSearch {
  if (period.preset === 'custom') return { period: 'custom', from: period.range.from, to: period.range.to }
  return { period: period.preset }
}
