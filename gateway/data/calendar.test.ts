import { describe, expect, it } from 'vitest'
import { dayRange, parseDay, previousRange } from './calendar'

const range = (from: string, to: string) => dayRange(parseDay(from) ?? NaN, parseDay(to) ?? NaN)
const previous = (from: string, to: string) => {
  const { from: f, to: t } = previousRange(range(from, to))
  return `${f}..${t}`
}

describe('previousRange (the app names the same period: src/domain/periods.ts)', () => {
  it('compares whole calendar months with as many whole months before, across a leap day and a year', () => {
    expect(previous('2028-02-01', '2028-02-29')).toBe('2028-01-01..2028-01-31')
    expect(previous('2028-03-01', '2028-03-31')).toBe('2028-02-01..2028-02-29')
    expect(previous('2027-01-01', '2027-01-31')).toBe('2026-12-01..2026-12-31')
    expect(previous('2026-10-01', '2026-12-31')).toBe('2026-07-01..2026-09-30')
    expect(previous('2026-12-01', '2027-01-31')).toBe('2026-10-01..2026-11-30')
  })

  it('compares any other range with as many days, ending the day before', () => {
    expect(previous('2026-10-27', '2026-11-25')).toBe('2026-09-27..2026-10-26')
    expect(previous('2027-01-01', '2027-01-07')).toBe('2026-12-25..2026-12-31')
    expect(previous('2028-02-01', '2028-02-28')).toBe('2028-01-04..2028-01-31')
    expect(previous('2026-11-01', '2026-11-01')).toBe('2026-10-31..2026-10-31')
  })
})
