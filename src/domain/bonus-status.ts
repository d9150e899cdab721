/**
 * Where a bonus stands at an instant (spec section 4: "Bonuses: available, in progress,
 * achieved/completed, no longer available; calculation continues for a grace period of some
 * days after the end date"). Pure: the server's state (available | in_progress | achieved |
 * expired), the progress and the dates, read at `now`.
 *
 * Choices (ours where the spec says nothing):
 * - Instants are compared in epoch milliseconds, so the answer is the same in every time zone.
 * - `ends_at` is the last instant of the bonus, included (periods run to 23:59:59, spec
 *   section 9; the demo gateway ends a bonus at 23:59:59 of its last day): exactly at
 *   `ends_at` the bonus still runs, one millisecond later it has ended.
 * - The grace period is `grace_period_days` days of 24 hours after `ends_at`, its last instant
 *   included too (the gateway counts `now <= ends_at + days`). With 0 days there is no grace.
 * - Achieved wins over time: the server says 'achieved', or the progress reached a positive
 *   target (a target of 0 or less is no goal we can read; then only the server's word counts).
 *   That holds even when the server already says 'expired' (the result stands).
 * - The server's 'expired' is final otherwise, even before our clock says the grace is over
 *   (the server closed it; our clock may be wrong).
 * - Counting: the consultant takes part when the server says 'in_progress' (joined, possibly
 *   with nothing sold yet) or there is progress. A started bonus that is not counting is still
 *   'available' (it can be joined). Before `starts_at` every bonus is 'available'.
 * - The grace is for bonuses being counted: one that was never joined is 'noLongerAvailable'
 *   as soon as it ends (nothing is left to calculate, and it can no longer be joined).
 */

const day = 24 * 60 * 60 * 1000

/**
 * What these rules read of a bonus: the contract's `Bonus` and `BonusDetail` (src/api/schemas/bonuses.ts)
 * both fit; a state this app does not know reads as 'unknown' there.
 */
export interface BonusTiming {
  readonly state: 'available' | 'in_progress' | 'achieved' | 'expired' | 'unknown'
  readonly target: number
  readonly progress: number
  /** ISO 8601 date-times. */
  readonly starts_at: string
  readonly ends_at: string
  readonly grace_period_days: number
}

export type BonusPhase = 'available' | 'inProgress' | 'grace' | 'achieved' | 'noLongerAvailable'

/** The groups of the bonus list: a bonus in its grace period is still in progress for the consultant. */
export type BonusGroup = 'available' | 'inProgress' | 'achieved' | 'noLongerAvailable'

/** The instants where a bonus can change phase, in epoch ms (each one included in the phase before it). */
export interface BonusTimes {
  readonly startsAt: number
  /** The last instant of the bonus. */
  readonly endsAt: number
  /** The last instant of the calculation: `endsAt` plus the grace period. */
  readonly calculationEndsAt: number
}

export function bonusTimes(bonus: BonusTiming): BonusTimes {
  const endsAt = Date.parse(bonus.ends_at)
  return { startsAt: Date.parse(bonus.starts_at), endsAt, calculationEndsAt: endsAt + bonus.grace_period_days * day }
}

/** Achieved/completed: the server says so, or the progress reached the target. */
export const isBonusAchieved = (bonus: BonusTiming): boolean => bonus.state === 'achieved' || (bonus.target > 0 && bonus.progress >= bonus.target)

/** The consultant takes part: joined (the server counts it) or something counted already. */
const isCounting = (bonus: BonusTiming): boolean => bonus.state === 'in_progress' || bonus.progress > 0

export function bonusPhase(bonus: BonusTiming, now: Date): BonusPhase {
  if (isBonusAchieved(bonus)) return 'achieved'
  if (bonus.state === 'expired') return 'noLongerAvailable'
  const t = now.getTime()
  const { startsAt, endsAt, calculationEndsAt } = bonusTimes(bonus)
  if (t < startsAt) return 'available'
  if (t <= endsAt) return isCounting(bonus) ? 'inProgress' : 'available'
  if (t <= calculationEndsAt && isCounting(bonus)) return 'grace'
  return 'noLongerAvailable'
}

export function bonusGroup(bonus: BonusTiming, now: Date): BonusGroup {
  const phase = bonusPhase(bonus, now)
  return phase === 'grace' ? 'inProgress' : phase
}

export interface BonusRemaining {
  /** What is left to reach the target, in the bonus's unit (items, orders, money), never below 0. */
  readonly left: number
  /** Whole days until `ends_at` (0 on its last 24 hours), null once it has ended. */
  readonly daysLeft: number | null
  /** Whole days until the grace period ends, while the bonus is in it; null otherwise. */
  readonly graceDaysLeft: number | null
  /** When the calculation stops: `ends_at` plus the grace period. */
  readonly calculationEndsAt: Date
}

/** What is left to reach the target, in the bonus's unit, never below 0. */
export const bonusLeft = (bonus: Pick<BonusTiming, 'target' | 'progress'>): number =>
  // Rounded to cents: a sales amount minus a sales amount must not show 0.30000000000000004.
  Math.max(0, Math.round((bonus.target - bonus.progress) * 100) / 100)

/** Whole days (of 24 hours) from `from` to `to`, rounded down: "ends in 2 days" while 2 to 3 days remain. */
const wholeDaysBetween = (from: number, to: number): number => Math.floor((to - from) / day)

export function bonusRemaining(bonus: BonusTiming, now: Date): BonusRemaining {
  const t = now.getTime()
  const { endsAt, calculationEndsAt } = bonusTimes(bonus)
  return {
    left: bonusLeft(bonus),
    daysLeft: t <= endsAt ? wholeDaysBetween(t, endsAt) : null,
    graceDaysLeft: bonusPhase(bonus, now) === 'grace' ? wholeDaysBetween(t, calculationEndsAt) : null,
    calculationEndsAt: new Date(calculationEndsAt),
  }
}
