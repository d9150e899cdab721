/**
 * What it takes to reach the next level (issue 10 §3), in concrete units: the level's monthly
 * targets (ewoks/levels/{id}, `next_level.targets`) against the consultant's figures of the
 * month so far (orders-success-rate-by-period for the calendar month, the team's active
 * members). Pure: the screen formats and words what this returns.
 */

/** A level's targets, as the contract gives them (each optional). */
export interface ProgressTargets {
  readonly completed_orders?: number
  /** Percent, 0-100. */
  readonly success_rate?: number
  readonly active_team_members?: number
}

/** The consultant's figures of the month so far. */
export interface MonthFigures {
  /** Order items completed within the month. */
  readonly completed: number
  /** Order items failed, rejected or returned within the month. */
  readonly failed: number
  /** The server's success rate of the month (percent, one decimal), null without a finished item. */
  readonly successRate: number | null
  /** Team members whose account is active. */
  readonly activeTeamMembers: number
}

export type ProgressStep =
  | {
      readonly kind: 'completedOrders'
      readonly target: number
      readonly current: number
      /** Completed orders still to go this month (0 once met). */
      readonly missing: number
      readonly met: boolean
    }
  | {
      readonly kind: 'successRate'
      readonly target: number
      readonly current: number | null
      readonly met: boolean
      /**
       * How many more completed orders, with no further failed one, bring the month's rate to
       * the target (0 once met); null when no number of them can (a target of 100% after a failure).
       */
      readonly completedNeeded: number | null
    }
  | {
      readonly kind: 'activeTeamMembers'
      readonly target: number
      readonly current: number
      readonly missing: number
      readonly met: boolean
    }

export interface LevelProgress {
  /** One step per target the level sets, in a fixed order: completed orders, success rate, team. */
  readonly steps: readonly ProgressStep[]
  /** Every target met (false when the level sets none: nothing measurable to meet). */
  readonly allMet: boolean
  /** Days left in the calendar month, today included. */
  readonly daysLeft: number
}

/** The success rate as the gateway rounds it: percent to one decimal, in tenths (831 for 83.1 %). */
const rateTenths = (completed: number, failed: number): number | null =>
  completed + failed === 0 ? null : Math.round((completed * 1000) / (completed + failed))

const clampCount = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0)

/**
 * The fewest more completed orders (and no more failed) that bring the rate to `target` percent
 * as the gateway rounds it; null when none can.
 */
export function completedOrdersToReach(target: number, completed: number, failed: number): number | null {
  const c = clampCount(completed)
  const f = clampCount(failed)
  const goal = Math.round(Math.min(Math.max(target, 0), 100) * 10)
  const meets = (more: number) => {
    const tenths = rateTenths(c + more, f)
    return tenths !== null && tenths >= goal
  }
  if (meets(0)) return 0
  if (goal >= 1000) return f === 0 ? 1 : null
  // Exactly: 1000(c + x) >= goal(c + f + x)  =>  x >= (goal(c + f) - 1000c) / (1000 - goal).
  let more = Math.max(1, Math.ceil((goal * (c + f) - 1000 * c) / (1000 - goal)))
  // The gateway rounds to a tenth, so a few fewer may already show the target.
  while (more > 1 && meets(more - 1)) more--
  return more
}

/** Days left in the calendar month of `now` (local time), today included. */
export function daysLeftInMonth(now: Date): number {
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate()
  return last - now.getDate() + 1
}

export function levelProgress(targets: ProgressTargets | undefined, figures: MonthFigures, now: Date): LevelProgress {
  const steps: ProgressStep[] = []
  const completed = clampCount(figures.completed)
  const failed = clampCount(figures.failed)
  if (targets?.completed_orders !== undefined) {
    const target = clampCount(targets.completed_orders)
    const missing = Math.max(0, target - completed)
    steps.push({ kind: 'completedOrders', target, current: completed, missing, met: missing === 0 })
  }
  if (targets?.success_rate !== undefined) {
    const target = targets.success_rate
    const current = figures.successRate
    const met = current !== null && current >= target
    steps.push({ kind: 'successRate', target, current, met, completedNeeded: met ? 0 : completedOrdersToReach(target, completed, failed) })
  }
  if (targets?.active_team_members !== undefined) {
    const target = clampCount(targets.active_team_members)
    const current = clampCount(figures.activeTeamMembers)
    const missing = Math.max(0, target - current)
    steps.push({ kind: 'activeTeamMembers', target, current, missing, met: missing === 0 })
  }
  return { steps, allMet: steps.length > 0 && steps.every((step) => step.met), daysLeft: daysLeftInMonth(now) }
}
