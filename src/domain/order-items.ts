/**
 * The order-item lifecycle of spec section 4, as pure functions:
 *
 *   created → ongoing (processing, then shipped: ongoing → ongoing) → delivered → completed
 *   created | ongoing → failed      (cancelled, invalid, out of stock)
 *   ongoing → rejected              (shipped but delivery failed)
 *   delivered → returned            (within the 7 days after delivery)
 *   delivered → completed           (7 days after delivery, no return possible any more)
 *
 * failed, rejected, completed and returned are final. Only a completed item pays its
 * commission; failed, rejected and returned pay nothing and count against the month's
 * success rate; created, ongoing and delivered are still open. A status the app does not know
 * ('unknown', item-statuses.ts) is open too: no move leads to it or from it, it pays
 * nothing yet and loses nothing.
 */
import type { ItemStatusRead as ItemStatus } from './item-statuses'
import { completedAfterDays } from '../config/constants'

export { ITEM_STATUSES } from './item-statuses'

/** Where each status may go next (spec section 4). */
export const itemTransitions: Readonly<Record<ItemStatus, readonly ItemStatus[]>> = {
  created: ['ongoing', 'failed'],
  ongoing: ['ongoing', 'delivered', 'failed', 'rejected'],
  delivered: ['completed', 'returned'],
  failed: [],
  rejected: [],
  completed: [],
  returned: [],
  unknown: [],
}

export const canMove = (from: ItemStatus, to: ItemStatus): boolean => itemTransitions[from].includes(to)

export const isFinal = (status: ItemStatus): boolean => status !== 'unknown' && itemTransitions[status].length === 0

/** The statuses that pay nothing and weigh against the success rate ("failed" in its counts). */
export const isFailure = (status: ItemStatus): boolean => status === 'failed' || status === 'rejected' || status === 'returned'

/** What the status means for the item's commission: paid, still to come (or not), or lost. */
export type CommissionOutcome = 'earned' | 'pending' | 'lost'

export function commissionOutcome(status: ItemStatus): CommissionOutcome {
  if (status === 'completed') return 'earned'
  return isFailure(status) ? 'lost' : 'pending'
}

const msPerDay = 24 * 60 * 60 * 1000
/** Spec section 9: "Completed status after 7 days of delivery". */
export const completionDelayMs = completedAfterDays * msPerDay

export interface TimelineStep {
  readonly status: ItemStatus
  /** ISO 8601 date-time. */
  readonly date: string
}

/**
 * The status a timeline arrives at, stepping through the allowed transitions; `valid` is false
 * when a step is not one of them (or the timeline does not start with created), and `status`
 * is then the last status reached before that step.
 */
export function replayTimeline(timeline: readonly TimelineStep[]): { status: ItemStatus | null; valid: boolean } {
  let status: ItemStatus | null = null
  for (const step of timeline) {
    const allowed = status === null ? step.status === 'created' : canMove(status, step.status)
    if (!allowed) return { status, valid: false }
    status = step.status
  }
  return { status, valid: true }
}

/** An item's place in its lifecycle at `now`, for the item screen. */
export interface ItemLifecycle {
  /**
   * The server's status, except a delivered item whose 7 days are over: completed (the
   * server's next answer says so too; until then the screen does not contradict the calendar).
   */
  readonly status: ItemStatus
  readonly commission: CommissionOutcome
  /** When it was delivered (the last delivery on its timeline), or null. */
  readonly deliveredAt: Date | null
  /**
   * When it becomes (or became) completed: the completed step's date, else 7 days after
   * delivery while it is delivered. Null for an item not delivered yet or that will not complete.
   */
  readonly completesAt: Date | null
  /** Until when the customer may return it (a delivered item only), else null. */
  readonly returnableUntil: Date | null
  /** When it reached its final status, or null while it is open. */
  readonly finalAt: Date | null
  /** The timeline follows the allowed transitions to the status given. */
  readonly consistent: boolean
}

const dateOf = (iso: string): Date | null => {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? null : new Date(time)
}

function lastStep(timeline: readonly TimelineStep[], status: ItemStatus): TimelineStep | undefined {
  for (let i = timeline.length - 1; i >= 0; i--) if (timeline[i]?.status === status) return timeline[i]
  return undefined
}

export function itemLifecycle(item: { readonly status: ItemStatus; readonly timeline: readonly TimelineStep[] }, now: Date): ItemLifecycle {
  const delivered = lastStep(item.timeline, 'delivered')
  const deliveredAt = delivered ? dateOf(delivered.date) : null
  const dueAt = deliveredAt ? new Date(deliveredAt.getTime() + completionDelayMs) : null
  const overdue = item.status === 'delivered' && dueAt !== null && now.getTime() >= dueAt.getTime()
  const status: ItemStatus = overdue ? 'completed' : item.status
  const completedStep = lastStep(item.timeline, 'completed')
  const completesAt = status === 'completed' ? (completedStep ? dateOf(completedStep.date) : dueAt) : status === 'delivered' ? dueAt : null
  const finalStep = isFinal(item.status) ? item.timeline[item.timeline.length - 1] : undefined
  const finalAt = overdue ? dueAt : finalStep && finalStep.status === item.status ? dateOf(finalStep.date) : null
  const replayed = replayTimeline(item.timeline)
  return {
    status,
    commission: commissionOutcome(status),
    deliveredAt,
    completesAt,
    returnableUntil: status === 'delivered' ? dueAt : null,
    finalAt,
    consistent: replayed.valid && replayed.status === item.status,
  }
}

/**
 * How much one failed item weighs in its month's success rate (completed ÷ all finished, in
 * percent): the rate with it and the rate it would have been without it (null: no rate, nothing
 * else finished that month). Null when the counts cannot include it (no failure counted).
 */
export function failureWeight(counts: {
  readonly completed: number
  readonly failed: number
}): { readonly rate: number; readonly without: number | null } | null {
  const { completed, failed } = counts
  if (failed < 1 || completed < 0) return null
  const total = completed + failed
  // Without it and with nothing else finished, the month has no rate at all ('No data').
  const without = total === 1 ? null : (completed / (total - 1)) * 100
  return { rate: (completed / total) * 100, without }
}
