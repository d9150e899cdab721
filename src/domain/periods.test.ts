import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commissionStartDate } from '../config/constants'
import { monthRange } from './month-range'
import {
  COMMISSION_PERIODS,
  PERIOD_PRESETS,
  SALES_PERIODS,
  dayCount,
  isCalendarDate,
  localDayOf,
  parsePeriodSearch,
  periodQuery,
  periodSearchOf,
  presetRange,
  previousRange,
  resolvePeriod,
  type PeriodSearch,
} from './periods'

// Every `now` below is built from local components (new Date(y, m, d, h, mi, s)): the functions read
// the consultant's local calendar, so these hold in any time zone the tests run in. The last section
// runs one instant under two zones on either side of the date line.

describe('the period lists', () => {
  it('offer the spec’s periods, in its order', () => {
    expect(SALES_PERIODS).toEqual(['this-month', 'last-7-days', 'last-30-days', 'last-month', 'custom'])
    expect(COMMISSION_PERIODS).toEqual(['this-month', 'last-7-days', 'last-30-days', 'custom'])
    for (const preset of [...SALES_PERIODS, ...COMMISSION_PERIODS]) expect(PERIOD_PRESETS).toContain(preset)
  })
})

describe('localDayOf', () => {
  it('is the local calendar day of an instant, YYYY-MM-DD, padded', () => {
    expect(localDayOf(new Date(2026, 0, 5, 0, 0, 0))).toBe('2026-01-05')
    expect(localDayOf(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31')
  })

  it('reads a gateway date-time on the local calendar, not UTC', () => {
    const lateEvening = new Date(2026, 10, 24, 23, 30)
    expect(localDayOf(new Date(lateEvening.toISOString()))).toBe('2026-11-24')
  })
})

describe('presetRange', () => {
  it('this month is the whole month, future days included', () => {
    expect(presetRange('this-month', new Date(2026, 9, 5, 10))).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(presetRange('this-month', new Date(2026, 3, 30, 12))).toEqual({ from: '2026-04-01', to: '2026-04-30' })
  })

  it('knows February in leap and other years', () => {
    expect(presetRange('this-month', new Date(2024, 1, 10))).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(presetRange('this-month', new Date(2026, 1, 10))).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(presetRange('this-month', new Date(2000, 1, 10))).toEqual({ from: '2000-02-01', to: '2000-02-29' })
    expect(presetRange('this-month', new Date(2100, 1, 10))).toEqual({ from: '2100-02-01', to: '2100-02-28' })
  })

  it('last month from the 31st is the whole previous month, not a rolled-over one', () => {
    // A naive "same day last month" from 31 March is 3 March (February has no 31st).
    expect(presetRange('last-month', new Date(2024, 2, 31, 23, 59, 59))).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(presetRange('last-month', new Date(2025, 2, 31))).toEqual({ from: '2025-02-01', to: '2025-02-28' })
    expect(presetRange('last-month', new Date(2026, 4, 31))).toEqual({ from: '2026-04-01', to: '2026-04-30' })
    expect(presetRange('last-month', new Date(2026, 6, 31))).toEqual({ from: '2026-06-01', to: '2026-06-30' })
  })

  it('last month in January is December of the previous year', () => {
    expect(presetRange('last-month', new Date(2026, 0, 1, 0, 0, 0))).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(presetRange('last-month', new Date(2026, 0, 31, 23, 59, 59))).toEqual({ from: '2025-12-01', to: '2025-12-31' })
  })

  it('last 7 days is today and the 6 days before, across a month end and a year end', () => {
    expect(presetRange('last-7-days', new Date(2026, 9, 20))).toEqual({ from: '2026-10-14', to: '2026-10-20' })
    expect(presetRange('last-7-days', new Date(2026, 2, 3))).toEqual({ from: '2026-02-25', to: '2026-03-03' })
    expect(presetRange('last-7-days', new Date(2024, 2, 3))).toEqual({ from: '2024-02-26', to: '2024-03-03' })
    expect(presetRange('last-7-days', new Date(2026, 0, 3))).toEqual({ from: '2025-12-28', to: '2026-01-03' })
  })

  it('last 30 days is today and the 29 days before', () => {
    expect(presetRange('last-30-days', new Date(2026, 2, 1))).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(presetRange('last-30-days', new Date(2024, 2, 1))).toEqual({ from: '2024-02-01', to: '2024-03-01' })
    expect(presetRange('last-30-days', new Date(2026, 0, 15))).toEqual({ from: '2025-12-17', to: '2026-01-15' })
    expect(dayCount(presetRange('last-30-days', new Date(2026, 2, 1)))).toBe(30)
    expect(dayCount(presetRange('last-7-days', new Date(2026, 0, 3)))).toBe(7)
  })

  it('uses the local day: the last second of a month and the first second of the next', () => {
    const lastSecond = new Date(2026, 9, 31, 23, 59, 59)
    const firstSecond = new Date(2026, 10, 1, 0, 0, 0)
    expect(presetRange('this-month', lastSecond)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(presetRange('this-month', firstSecond)).toEqual({ from: '2026-11-01', to: '2026-11-30' })
    expect(presetRange('last-month', lastSecond)).toEqual({ from: '2026-09-01', to: '2026-09-30' })
    expect(presetRange('last-month', firstSecond)).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(presetRange('last-7-days', lastSecond)).toEqual({ from: '2026-10-25', to: '2026-10-31' })
    expect(presetRange('last-7-days', firstSecond)).toEqual({ from: '2026-10-26', to: '2026-11-01' })
    expect(presetRange('this-month', new Date(2025, 11, 31, 23, 59, 59))).toEqual({ from: '2025-12-01', to: '2025-12-31' })
    expect(presetRange('this-month', new Date(2026, 0, 1, 0, 0, 0))).toEqual({ from: '2026-01-01', to: '2026-01-31' })
  })
})

describe('dayCount', () => {
  it('counts both ends', () => {
    expect(dayCount({ from: '2026-10-20', to: '2026-10-20' })).toBe(1)
    expect(dayCount({ from: '2026-10-01', to: '2026-10-31' })).toBe(31)
    expect(dayCount({ from: '2024-02-01', to: '2024-02-29' })).toBe(29)
    expect(dayCount({ from: '2025-12-30', to: '2026-01-02' })).toBe(4)
    expect(dayCount({ from: '2019-01-01', to: '2019-12-31' })).toBe(365)
  })

  it('is 0 for a range that ends before it starts and refuses dates that do not exist', () => {
    expect(dayCount({ from: '2026-10-02', to: '2026-10-01' })).toBe(0)
    expect(dayCount({ from: '2026-10-31', to: '2026-10-01' })).toBe(0)
    expect(() => dayCount({ from: '2026-02-30', to: '2026-03-01' })).toThrow(RangeError)
  })
})

describe('previousRange', () => {
  it('compares a whole month with the whole previous month', () => {
    expect(previousRange({ from: '2026-10-01', to: '2026-10-31' })).toEqual({ from: '2026-09-01', to: '2026-09-30' })
    expect(previousRange({ from: '2026-09-01', to: '2026-09-30' })).toEqual({ from: '2026-08-01', to: '2026-08-31' })
    expect(previousRange({ from: '2024-03-01', to: '2024-03-31' })).toEqual({ from: '2024-02-01', to: '2024-02-29' })
    expect(previousRange({ from: '2025-03-01', to: '2025-03-31' })).toEqual({ from: '2025-02-01', to: '2025-02-28' })
    expect(previousRange({ from: '2024-02-01', to: '2024-02-29' })).toEqual({ from: '2024-01-01', to: '2024-01-31' })
    expect(previousRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({ from: '2025-12-01', to: '2025-12-31' })
  })

  it('compares whole months with as many whole months before', () => {
    expect(previousRange({ from: '2026-01-01', to: '2026-03-31' })).toEqual({ from: '2025-10-01', to: '2025-12-31' })
    expect(previousRange({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ from: '2025-01-01', to: '2025-12-31' })
  })

  it('otherwise takes the same number of days just before', () => {
    expect(previousRange({ from: '2026-10-14', to: '2026-10-20' })).toEqual({ from: '2026-10-07', to: '2026-10-13' })
    expect(previousRange({ from: '2026-10-20', to: '2026-10-20' })).toEqual({ from: '2026-10-19', to: '2026-10-19' })
    expect(previousRange({ from: '2026-03-02', to: '2026-03-08' })).toEqual({ from: '2026-02-23', to: '2026-03-01' })
    expect(previousRange({ from: '2026-01-03', to: '2026-01-09' })).toEqual({ from: '2025-12-27', to: '2026-01-02' })
    // One day short of a whole month is just 30 days.
    expect(previousRange({ from: '2026-10-01', to: '2026-10-30' })).toEqual({ from: '2026-09-01', to: '2026-09-30' })
    expect(previousRange({ from: '2026-10-02', to: '2026-10-31' })).toEqual({ from: '2026-09-02', to: '2026-10-01' })
  })

  it('keeps the length of a range that is not whole months', () => {
    for (const range of [
      { from: '2024-02-20', to: '2024-03-10' },
      { from: '2025-12-25', to: '2026-01-05' },
      { from: '2019-01-01', to: '2019-01-01' },
    ]) {
      const previous = previousRange(range)
      expect(dayCount(previous)).toBe(dayCount(range))
      expect(dayCount({ from: previous.to, to: range.from })).toBe(2) // adjacent: the day before `from` and `from`
    }
  })
})

describe('isCalendarDate', () => {
  it('takes real dates written YYYY-MM-DD only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2026-12-31')).toBe(true)
    for (const bad of ['2023-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-10-00', '2026-1-1', '0050-01-01', 'abc', ''])
      expect(isCalendarDate(bad), bad).toBe(false)
  })
})

describe('parsePeriodSearch', () => {
  it('keeps a valid period and dates', () => {
    expect(parsePeriodSearch({ period: 'custom', from: '2026-10-01', to: '2026-10-15' })).toStrictEqual({
      period: 'custom',
      from: '2026-10-01',
      to: '2026-10-15',
    })
    expect(parsePeriodSearch({ period: 'last-month' })).toStrictEqual({ period: 'last-month' })
    expect(parsePeriodSearch({})).toStrictEqual({})
  })

  it('drops unknown presets and keeps the rest', () => {
    expect(parsePeriodSearch({ period: 'last-year', from: '2026-10-01' })).toStrictEqual({ from: '2026-10-01' })
    expect(parsePeriodSearch({ period: 'CUSTOM' })).toStrictEqual({})
    expect(parsePeriodSearch({ period: 'constructor' })).toStrictEqual({})
    expect(parsePeriodSearch({ period: '' })).toStrictEqual({})
  })

  it('drops malformed and impossible dates', () => {
    for (const bad of ['2026-02-30', '2023-02-29', 'abc', '2026-1-1', ' 2026-10-01', '2026-10-01T00:00:00Z', '01/10/2026', ''])
      expect(parsePeriodSearch({ period: 'custom', from: bad, to: '2026-10-15' }), bad).toStrictEqual({
        period: 'custom',
        to: '2026-10-15',
      })
  })

  it('drops values of the wrong type (the router parses ?from=2026 as a number)', () => {
    for (const hostile of [2026, 20261001, -1, Number.NaN, true, null, ['2026-10-01'], { from: '2026-10-01' }, () => '2026-10-01'])
      expect(parsePeriodSearch({ period: hostile, from: hostile, to: hostile }), String(hostile)).toStrictEqual({})
    expect(parsePeriodSearch({ period: ['custom'], from: '2026-10-01' })).toStrictEqual({ from: '2026-10-01' })
  })

  it('survives huge strings without keeping them', () => {
    const huge = 'x'.repeat(1_000_000)
    const repeated = '2026-10-01'.repeat(100_000)
    expect(parsePeriodSearch({ period: huge, from: repeated, to: `2026-10-01${huge}` })).toStrictEqual({})
  })

  it('drops other keys and never returns a key without a value', () => {
    const parsed = parsePeriodSearch({ period: 'last-7-days', from: 'nope', impersonate: 'x', tab: 3 })
    expect(parsed).toStrictEqual({ period: 'last-7-days' })
    expect(Object.keys(parsed)).toEqual(['period'])
  })
})

describe('resolvePeriod', () => {
  const now = new Date(2026, 9, 20, 14, 30) // 20 October 2026, local

  it('resolves a preset with its previous period', () => {
    expect(resolvePeriod({ period: 'last-7-days' }, now, SALES_PERIODS, 'last-30-days')).toEqual({
      preset: 'last-7-days',
      range: { from: '2026-10-14', to: '2026-10-20' },
      previous: { from: '2026-10-07', to: '2026-10-13' },
    })
    expect(resolvePeriod({ period: 'last-month' }, now, SALES_PERIODS, 'last-30-days')).toEqual({
      preset: 'last-month',
      range: { from: '2026-09-01', to: '2026-09-30' },
      previous: { from: '2026-08-01', to: '2026-08-31' },
    })
    expect(resolvePeriod({ period: 'this-month' }, now, COMMISSION_PERIODS, 'last-30-days')).toEqual({
      preset: 'this-month',
      range: { from: '2026-10-01', to: '2026-10-31' },
      previous: { from: '2026-09-01', to: '2026-09-30' },
    })
  })

  it("gives /sales' this month the dashboard's month: the same days asked of the gateway (issue 38)", () => {
    for (const day of [now, new Date(2026, 11, 1, 0, 5), new Date(2028, 1, 29, 23, 50)]) {
      const sales = resolvePeriod({ period: 'this-month' }, day, SALES_PERIODS, 'last-30-days')
      expect(periodQuery(sales.range)).toEqual(monthRange(day))
      expect(periodQuery(sales.previous)).toEqual(monthRange(day, -1))
    }
  })

  it('compares last 30 days that happen to be a whole month with the month before, as the gateway does (it sees dates, not presets)', () => {
    const april30 = new Date(2026, 3, 30, 9)
    const resolved = resolvePeriod({ period: 'last-30-days' }, april30, SALES_PERIODS, 'last-7-days')
    expect(resolved.range).toEqual({ from: '2026-04-01', to: '2026-04-30' })
    expect(resolved.previous).toEqual({ from: '2026-03-01', to: '2026-03-31' })
    // Any other day: as many days before.
    const april29 = resolvePeriod({ period: 'last-30-days' }, new Date(2026, 3, 29, 9), SALES_PERIODS, 'last-7-days')
    expect(april29.previous).toEqual({ from: '2026-03-01', to: '2026-03-30' })
    expect(dayCount(april29.previous)).toBe(30)
  })

  it('falls back when the preset is missing or not offered on the screen', () => {
    expect(resolvePeriod({}, now, SALES_PERIODS, 'last-30-days').preset).toBe('last-30-days')
    expect(resolvePeriod({ period: 'this-month' }, now, ['last-7-days', 'last-30-days'], 'last-30-days').preset).toBe('last-30-days')
    expect(resolvePeriod({ period: 'last-month' }, now, COMMISSION_PERIODS, 'this-month')).toEqual({
      preset: 'this-month',
      range: { from: '2026-10-01', to: '2026-10-31' },
      previous: { from: '2026-09-01', to: '2026-09-30' },
    })
    const noCustom = ['last-7-days', 'last-30-days'] as const
    expect(resolvePeriod({ period: 'custom', from: '2026-10-01', to: '2026-10-05' }, now, noCustom, 'last-7-days').preset).toBe('last-7-days')
  })

  it('resolves a custom period, compared with as many days before', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-10-03', to: '2026-10-12' }, now, SALES_PERIODS, 'last-30-days')).toEqual({
      preset: 'custom',
      range: { from: '2026-10-03', to: '2026-10-12' },
      previous: { from: '2026-09-23', to: '2026-10-02' },
    })
  })

  it('compares a custom whole month with the previous whole month', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-03-01', to: '2026-03-31' }, now, SALES_PERIODS, 'last-30-days').previous).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
  })

  it('swaps dates given in the wrong order back', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-10-12', to: '2026-10-03' }, now, SALES_PERIODS, 'last-30-days').range).toEqual({
      from: '2026-10-03',
      to: '2026-10-12',
    })
  })

  it('keeps a custom period within the default period start and today', () => {
    const range = (from: string, to: string) => resolvePeriod({ period: 'custom', from, to }, now, SALES_PERIODS, 'last-30-days').range
    expect(range('2015-06-01', '2019-02-10')).toEqual({ from: '2019-01-01', to: '2019-02-10' })
    expect(range('2026-10-01', '2027-01-31')).toEqual({ from: '2026-10-01', to: '2026-10-20' })
    expect(range('2000-01-01', '2099-12-31')).toEqual({ from: '2019-01-01', to: '2026-10-20' })
    expect(range('2030-01-01', '2030-02-01')).toEqual({ from: '2026-10-20', to: '2026-10-20' })
    expect(range('2010-01-01', '2010-02-01')).toEqual({ from: '2019-01-01', to: '2019-01-01' })
    expect(range('2019-01-01', '2026-10-20')).toEqual({ from: '2019-01-01', to: '2026-10-20' })
  })

  it('starts custom commission periods no earlier than the commission start', () => {
    const resolved = resolvePeriod({ period: 'custom', from: '2019-01-15', to: '2019-11-30' }, now, COMMISSION_PERIODS, 'this-month', commissionStartDate)
    expect(resolved.range).toEqual({ from: '2019-10-01', to: '2019-11-30' })
  })

  it('falls back when a custom period lacks two valid dates', () => {
    const fallback = resolvePeriod({}, now, SALES_PERIODS, 'last-30-days')
    for (const search of [
      { period: 'custom' },
      { period: 'custom', from: '2026-10-01' },
      { period: 'custom', to: '2026-10-01' },
      // Not through parsePeriodSearch: resolvePeriod checks again.
      { period: 'custom', from: '2026-02-30', to: '2026-03-05' },
      { period: 'custom', from: 'abc', to: '2026-03-05' },
    ] satisfies PeriodSearch[])
      expect(resolvePeriod(search, now, SALES_PERIODS, 'last-30-days'), JSON.stringify(search)).toEqual(fallback)
    expect(fallback.range).toEqual({ from: '2026-09-21', to: '2026-10-20' })
    expect(resolvePeriod({ period: 'custom', from: '2026-10-01' }, now, COMMISSION_PERIODS, 'this-month')).toEqual({
      preset: 'this-month',
      range: { from: '2026-10-01', to: '2026-10-31' },
      previous: { from: '2026-09-01', to: '2026-09-30' },
    })
  })

  it('turns a custom fallback without dates into last 30 days', () => {
    expect(resolvePeriod({}, now, SALES_PERIODS, 'custom').preset).toBe('last-30-days')
    expect(resolvePeriod({ from: '2026-10-01', to: '2026-10-05' }, now, SALES_PERIODS, 'custom')).toMatchObject({
      preset: 'custom',
      range: { from: '2026-10-01', to: '2026-10-05' },
    })
  })
})

describe('periodQuery and periodSearchOf', () => {
  const now = new Date(2026, 9, 20)

  it('sends the range as the gateway’s date_from and date_to', () => {
    expect(periodQuery({ from: '2026-10-01', to: '2026-10-31' })).toEqual({ date_from: '2026-10-01', date_to: '2026-10-31' })
  })

  it('puts a custom period back in the URL with its dates, a preset without', () => {
    const custom = resolvePeriod({ period: 'custom', from: '2026-10-09', to: '2026-10-02' }, now, SALES_PERIODS, 'last-30-days')
    expect(periodSearchOf(custom)).toStrictEqual({ period: 'custom', from: '2026-10-02', to: '2026-10-09' })
    const preset = resolvePeriod({ period: 'last-7-days', from: '2026-10-01', to: '2026-10-05' }, now, SALES_PERIODS, 'last-30-days')
    expect(periodSearchOf(preset)).toStrictEqual({ period: 'last-7-days' })
  })

  it('round-trips through the URL', () => {
    const resolved = resolvePeriod({ period: 'custom', from: '2026-08-15', to: '2026-09-14' }, now, SALES_PERIODS, 'last-30-days')
    const again = resolvePeriod(parsePeriodSearch({ ...periodSearchOf(resolved) }), now, SALES_PERIODS, 'last-30-days')
    expect(again).toEqual(resolved)
  })
})

/**
 * One instant, two zones: 2026-10-31 12:00 UTC is already 1 November on Kiritimati (UTC+14) and
 * still 31 October on Adak (UTC−9). Node applies a change of process.env.TZ at once in a process
 * of its own (Vitest's default `forks` pool); the first test fails if the switch did not take
 * effect (a `threads` pool), rather than passing without having checked anything.
 */
describe('the consultant’s time zone', () => {
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env
  const original = env?.TZ
  const inZone = <T>(zone: string, run: () => T): T => {
    if (!env) throw new Error('No process.env: these tests need Node')
    env.TZ = zone
    return run()
  }

  beforeAll(() => {
    expect(env).toBeDefined()
  })
  afterAll(() => {
    if (!env) return
    if (original === undefined) delete env.TZ
    else env.TZ = original
  })

  const instant = Date.UTC(2026, 9, 31, 12, 0, 0)

  it('can switch zones in this process', () => {
    expect(inZone('Pacific/Kiritimati', () => new Date(instant).getTimezoneOffset())).toBe(-14 * 60)
    expect(inZone('America/Adak', () => new Date(instant).getTimezoneOffset())).toBe(9 * 60)
  })

  it('reads the local calendar of each zone at a month end', () => {
    expect(inZone('Pacific/Kiritimati', () => presetRange('this-month', new Date(instant)))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    })
    expect(inZone('America/Adak', () => presetRange('this-month', new Date(instant)))).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    })
    expect(inZone('Pacific/Kiritimati', () => presetRange('last-7-days', new Date(instant)))).toEqual({
      from: '2026-10-26',
      to: '2026-11-01',
    })
    expect(inZone('America/Adak', () => presetRange('last-month', new Date(instant)))).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    })
  })

  it('takes the first and last second of a local month as that month in both zones', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Adak']) {
      expect(
        inZone(zone, () => presetRange('this-month', new Date(2026, 11, 31, 23, 59, 59))),
        zone,
      ).toEqual({
        from: '2026-12-01',
        to: '2026-12-31',
      })
      expect(
        inZone(zone, () => presetRange('last-month', new Date(2027, 0, 1, 0, 0, 0))),
        zone,
      ).toEqual({
        from: '2026-12-01',
        to: '2026-12-31',
      })
    }
  })

  it('keeps 7 days across the end of daylight saving time (Adak, 1 November 2026)', () => {
    const range = inZone('America/Adak', () => presetRange('last-7-days', new Date(2026, 10, 3, 0, 0, 0)))
    expect(range).toEqual({ from: '2026-10-28', to: '2026-11-03' })
    expect(dayCount(range)).toBe(7)
    expect(inZone('America/Adak', () => resolvePeriod({}, new Date(2026, 10, 3, 0, 30), SALES_PERIODS, 'last-7-days').previous)).toEqual({
      from: '2026-10-21',
      to: '2026-10-27',
    })
  })
})
