import { describe, expect, it } from 'vitest'
import { completedOrdersToReach, daysLeftInMonth, levelProgress, type MonthFigures } from './level-progress'

/** The gateway's rounding (gateway/data/success.ts successRateOf). */
const serverRate = (completed: number, failed: number) => Math.round((completed / (completed + failed)) * 1000) / 10

describe('completedOrdersToReach', () => {
  it('is the fewest more completed orders that bring the rate to the target', () => {
    // 40 completed, 15 failed: 72.7 %. 80 % needs 40 + x >= 0.8 (55 + x): x >= 20.
    expect(completedOrdersToReach(80, 40, 15)).toBe(20)
    expect(serverRate(60, 15)).toBeGreaterThanOrEqual(80)
    expect(serverRate(59, 15)).toBeLessThan(80)
  })

  it('counts the gateway’s rounding to one decimal: 84.96 % shows as 85.0 %', () => {
    // 123 completed, 25 failed (83.1 %): exactly 85 % needs 19.67 more; 19 already rounds to 85.0.
    const more = completedOrdersToReach(85, 123, 25)
    expect(more).toBe(19)
    expect(serverRate(123 + 19, 25)).toBeGreaterThanOrEqual(85)
    expect(serverRate(123 + 18, 25)).toBeLessThan(85)
  })

  it('agrees with a brute-force search over many cases', () => {
    for (const target of [50, 70, 72.5, 85, 90, 99.5]) {
      for (const completed of [0, 1, 7, 30, 123]) {
        for (const failed of [0, 1, 4, 25]) {
          let expected = 0
          while (completed + expected + failed === 0 || serverRate(completed + expected, failed) < target) expected++
          expect(completedOrdersToReach(target, completed, failed), `${target}% from ${completed}/${failed}`).toBe(expected)
        }
      }
    }
  })

  it('is 0 when the rate is already there, 1 with no finished item yet, null for 100 % after a failure', () => {
    expect(completedOrdersToReach(85, 95, 5)).toBe(0)
    expect(completedOrdersToReach(85, 0, 0)).toBe(1)
    expect(completedOrdersToReach(100, 10, 0)).toBe(0)
    expect(completedOrdersToReach(100, 0, 0)).toBe(1)
    expect(completedOrdersToReach(100, 10, 1)).toBeNull()
  })

  it('reads hostile figures as zero', () => {
    expect(completedOrdersToReach(80, -3, Number.NaN)).toBe(1)
  })
})

describe('daysLeftInMonth', () => {
  it('counts today and the days after it in the local calendar month', () => {
    expect(daysLeftInMonth(new Date(2026, 10, 23, 15))).toBe(8)
    expect(daysLeftInMonth(new Date(2026, 10, 30, 23, 59))).toBe(1)
    expect(daysLeftInMonth(new Date(2026, 1, 1))).toBe(28)
    expect(daysLeftInMonth(new Date(2028, 1, 1))).toBe(29)
  })
})

describe('levelProgress', () => {
  const now = new Date(2026, 10, 23)
  const figures: MonthFigures = { completed: 123, failed: 25, successRate: 83.1, activeTeamMembers: 26 }

  it('gives each target of the level its step in concrete units', () => {
    const progress = levelProgress({ completed_orders: 150, success_rate: 85, active_team_members: 10 }, figures, now)
    expect(progress.steps).toEqual([
      { kind: 'completedOrders', target: 150, current: 123, missing: 27, met: false },
      { kind: 'successRate', target: 85, current: 83.1, met: false, completedNeeded: 19 },
      { kind: 'activeTeamMembers', target: 10, current: 26, missing: 0, met: true },
    ])
    expect(progress.allMet).toBe(false)
    expect(progress.daysLeft).toBe(8)
  })

  it('leaves out what the level does not ask, and says when everything is met', () => {
    const progress = levelProgress({ completed_orders: 100, success_rate: 80 }, figures, now)
    expect(progress.steps.map((step) => step.kind)).toEqual(['completedOrders', 'successRate'])
    expect(progress.steps.every((step) => step.met)).toBe(true)
    expect(progress.allMet).toBe(true)
  })

  it('has no step, and nothing met, without targets', () => {
    expect(levelProgress(undefined, figures, now)).toEqual({ steps: [], allMet: false, daysLeft: 8 })
    expect(levelProgress({}, figures, now).allMet).toBe(false)
  })

  it('a month without a finished item has no rate: one completed order starts it', () => {
    const empty: MonthFigures = { completed: 0, failed: 0, successRate: null, activeTeamMembers: 0 }
    const progress = levelProgress({ completed_orders: 10, success_rate: 70, active_team_members: 3 }, empty, now)
    expect(progress.steps).toEqual([
      { kind: 'completedOrders', target: 10, current: 0, missing: 10, met: false },
      { kind: 'successRate', target: 70, current: null, met: false, completedNeeded: 1 },
      { kind: 'activeTeamMembers', target: 3, current: 0, missing: 3, met: false },
    ])
  })

  it('trusts the server’s rate for whether the target is met', () => {
    const progress = levelProgress({ success_rate: 85 }, { ...figures, successRate: 85 }, now)
    expect(progress.steps[0]).toMatchObject({ met: true, completedNeeded: 0 })
  })
})
