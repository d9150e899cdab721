import { describe, expect, it } from 'vitest'
import { bonusGroup, bonusPhase, bonusRemaining, bonusTimes, isBonusAchieved, type BonusTiming } from './bonus-status'

const day = 24 * 60 * 60 * 1000
const startsAt = '2025-11-01T00:00:00.000Z'
const endsAt = '2025-11-14T23:59:59.000Z'
const end = Date.parse(endsAt)
const at = (ms: number) => new Date(ms)

/** Items sold: 15 to sell from 1 to 14 November, 3 days of grace. */
function bonus(overrides: Partial<BonusTiming> = {}): BonusTiming {
  return { state: 'in_progress', target: 15, progress: 4, starts_at: startsAt, ends_at: endsAt, grace_period_days: 3, ...overrides }
}

describe('bonusPhase', () => {
  it('is available before the start, whatever the server says but achieved', () => {
    const before = at(Date.parse(startsAt) - 1)
    expect(bonusPhase(bonus({ state: 'available', progress: 0 }), before)).toBe('available')
    expect(bonusPhase(bonus({ state: 'in_progress', progress: 0 }), before)).toBe('available')
  })

  it('is in progress from the start while counted, available while not joined', () => {
    const start = at(Date.parse(startsAt))
    expect(bonusPhase(bonus(), start)).toBe('inProgress')
    expect(bonusPhase(bonus({ state: 'in_progress', progress: 0 }), start)).toBe('inProgress')
    expect(bonusPhase(bonus({ state: 'available', progress: 0 }), start)).toBe('available')
    expect(bonusPhase(bonus({ state: 'available', progress: 2 }), start)).toBe('inProgress')
  })

  it('still runs exactly at ends_at and is in its grace period one millisecond later', () => {
    expect(bonusPhase(bonus(), at(end))).toBe('inProgress')
    expect(bonusPhase(bonus(), at(end + 1))).toBe('grace')
  })

  it('stays in grace up to the grace end included, then is no longer available', () => {
    expect(bonusPhase(bonus(), at(end + 3 * day))).toBe('grace')
    expect(bonusPhase(bonus(), at(end + 3 * day + 1))).toBe('noLongerAvailable')
  })

  it('has no grace with 0 grace days', () => {
    const noGrace = bonus({ grace_period_days: 0 })
    expect(bonusPhase(noGrace, at(end))).toBe('inProgress')
    expect(bonusPhase(noGrace, at(end + 1))).toBe('noLongerAvailable')
  })

  it('gives no grace to a bonus that was never joined', () => {
    const notJoined = bonus({ state: 'available', progress: 0 })
    expect(bonusPhase(notJoined, at(end))).toBe('available')
    expect(bonusPhase(notJoined, at(end + 1))).toBe('noLongerAvailable')
  })

  it('is achieved when the server says so or the progress reaches the target, at any time', () => {
    for (const t of [Date.parse(startsAt), end, end + day, end + 30 * day]) {
      expect(bonusPhase(bonus({ state: 'achieved', progress: 3 }), at(t))).toBe('achieved')
      expect(bonusPhase(bonus({ progress: 15 }), at(t))).toBe('achieved')
      expect(bonusPhase(bonus({ progress: 22 }), at(t))).toBe('achieved')
    }
    expect(bonusPhase(bonus({ progress: 14.99 }), at(end))).toBe('inProgress')
  })

  it("counts an achieved progress even when the server already says 'expired'", () => {
    expect(bonusPhase(bonus({ state: 'expired', progress: 15 }), at(end + 10 * day))).toBe('achieved')
  })

  it("takes the server's 'expired' as final otherwise, even within the grace period", () => {
    expect(bonusPhase(bonus({ state: 'expired' }), at(end + 1))).toBe('noLongerAvailable')
    expect(bonusPhase(bonus({ state: 'expired' }), at(end - day))).toBe('noLongerAvailable')
  })

  it('does not read a target of 0 as reached', () => {
    expect(isBonusAchieved(bonus({ target: 0, progress: 0 }))).toBe(false)
    expect(bonusPhase(bonus({ target: 0, progress: 0, state: 'available' }), at(end))).toBe('available')
    expect(isBonusAchieved(bonus({ target: 0, state: 'achieved' }))).toBe(true)
  })
})

describe('bonusGroup', () => {
  it('lists a bonus in its grace period with those in progress', () => {
    expect(bonusGroup(bonus(), at(end + 1))).toBe('inProgress')
    expect(bonusGroup(bonus(), at(end))).toBe('inProgress')
    expect(bonusGroup(bonus({ state: 'available', progress: 0 }), at(end))).toBe('available')
    expect(bonusGroup(bonus({ progress: 20 }), at(end))).toBe('achieved')
    expect(bonusGroup(bonus(), at(end + 4 * day))).toBe('noLongerAvailable')
  })
})

describe('bonusRemaining', () => {
  it('counts what is left and the whole days until the end', () => {
    expect(bonusRemaining(bonus(), at(end - 2.5 * day))).toEqual({
      left: 11,
      daysLeft: 2,
      graceDaysLeft: null,
      calculationEndsAt: new Date(end + 3 * day),
    })
  })

  it('has 0 days left on the last 24 hours and exactly at ends_at, none once ended', () => {
    expect(bonusRemaining(bonus(), at(end - day)).daysLeft).toBe(1)
    expect(bonusRemaining(bonus(), at(end - day + 1)).daysLeft).toBe(0)
    expect(bonusRemaining(bonus(), at(end)).daysLeft).toBe(0)
    expect(bonusRemaining(bonus(), at(end + 1)).daysLeft).toBeNull()
  })

  it('counts the days of grace left while in grace only', () => {
    expect(bonusRemaining(bonus(), at(end)).graceDaysLeft).toBeNull()
    expect(bonusRemaining(bonus(), at(end + 1)).graceDaysLeft).toBe(2)
    expect(bonusRemaining(bonus(), at(end + 2 * day + 1)).graceDaysLeft).toBe(0)
    expect(bonusRemaining(bonus(), at(end + 3 * day)).graceDaysLeft).toBe(0)
    expect(bonusRemaining(bonus(), at(end + 3 * day + 1)).graceDaysLeft).toBeNull()
    expect(bonusRemaining(bonus({ progress: 15 }), at(end + 1)).graceDaysLeft).toBeNull()
  })

  it('never has less than nothing left, and no float noise on amounts', () => {
    expect(bonusRemaining(bonus({ progress: 40 }), at(end)).left).toBe(0)
    expect(bonusRemaining(bonus({ target: 0.3, progress: 0.1 }), at(end)).left).toBe(0.2)
  })

  it('ends the calculation at ends_at with 0 grace days', () => {
    expect(bonusRemaining(bonus({ grace_period_days: 0 }), at(end)).calculationEndsAt).toEqual(new Date(end))
  })
})

describe('bonusTimes', () => {
  it('gives the same instants in every time zone (ISO offsets honoured)', () => {
    const times = bonusTimes(bonus({ starts_at: '2025-11-01T01:00:00+01:00' }))
    expect(times.startsAt).toBe(Date.parse(startsAt))
    expect(times).toMatchObject({ endsAt: end, calculationEndsAt: end + 3 * day })
  })
})
