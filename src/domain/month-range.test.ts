import { describe, expect, it } from 'vitest'
import { changeBetween } from './change'
import { monthRange } from './month-range'

describe('monthRange', () => {
  it('runs from the first to the last day of this month and of last month', () => {
    const now = new Date(2024, 2, 15, 10) // 15 March 2024, local time
    expect(monthRange(now)).toEqual({ date_from: '2024-03-01', date_to: '2024-03-31' })
    expect(monthRange(now, -1)).toEqual({ date_from: '2024-02-01', date_to: '2024-02-29' })
  })

  it('crosses the year', () => {
    expect(monthRange(new Date(2025, 0, 31), -1)).toEqual({ date_from: '2024-12-01', date_to: '2024-12-31' })
  })
})

describe('changeBetween', () => {
  it('gives the direction and the relative change', () => {
    expect(changeBetween(150, 100)).toEqual({ direction: 'up', ratio: 0.5 })
    expect(changeBetween(75, 100)).toEqual({ direction: 'down', ratio: 0.25 })
    expect(changeBetween(100, 100)).toEqual({ direction: 'flat', ratio: 0 })
  })

  it('has no ratio when there was nothing before', () => {
    expect(changeBetween(40, 0)).toEqual({ direction: 'up', ratio: null })
    expect(changeBetween(0, 0)).toEqual({ direction: 'flat', ratio: null })
  })
})
