import type { Named, SuccessRateConfigs, SuccessRateRecord } from '../../src/api/schemas'
import type { GatewayStore } from '../store'
import { addMonths, inRange, monthRange, startOfMonth, type DayRange } from './calendar'
import { LEVELS } from './catalog'
import { consultantData } from './model'
import type { ItemFact } from './orders'

/**
 * Success rate = completed / (completed + failed + rejected + returned), in
 * percent to one decimal, over the order items that reached a final status in
 * the period. `orders_completed` and `orders_failed` count those items
 * (failed includes rejected and returned). No finished item: null.
 */
export function finishedCounts(items: readonly ItemFact[], range: { fromMs: number; toMs: number }) {
  let completed = 0
  let failed = 0
  for (const i of items) {
    if (!inRange(i.finalMs, range)) continue
    if (i.item.status === 'completed') completed++
    else failed++
  }
  return { completed, failed }
}

export function successRateOf(counts: { completed: number; failed: number }): number | null {
  const total = counts.completed + counts.failed
  return total === 0 ? null : Math.round((counts.completed / total) * 1000) / 10
}

type Band = SuccessRateConfigs['data'][number]
const bands = (...rows: [min: number, max: number, impact: number][]): Band[] =>
  rows.map(([min_rate, max_rate, impact_perc]) => ({ min_rate, max_rate, impact_perc }))

/**
 * Penalty rates by level (best band first). Bounds: lower inclusive, upper
 * exclusive, except the top band which includes 100.
 */
export const SUCCESS_CONFIGS: Record<number, Band[]> = {
  1: bands([85, 100, 0], [75, 85, -5], [65, 75, -10], [0, 65, -15]),
  2: bands([90, 100, 0], [80, 90, -5], [70, 80, -10], [0, 70, -20]),
  3: bands([92, 100, 0], [85, 92, -5], [75, 85, -10], [0, 75, -20]),
  4: bands([95, 100, 0], [88, 95, -5], [80, 88, -12], [0, 80, -25]),
}

export function impactFor(levelId: number, rate: number | null): number {
  if (rate === null) return 0
  const table = SUCCESS_CONFIGS[levelId] ?? SUCCESS_CONFIGS[1] ?? []
  return table.find((b) => rate >= b.min_rate)?.impact_perc ?? 0
}

/** Penalties apply to months from this one on (earlier months hide the impact). */
export const PENALTY_START = Date.UTC(2021, 0, 1)

/** Level in a month: the current one, one level lower more than a year ago. */
export function levelInMonth(current: Named | null, monthMs: number, now: Date): Named | null {
  if (!current) return null
  if (monthMs >= addMonths(now.getTime(), -12)) return current
  return LEVELS.find((l) => l.id === Math.max(1, current.id - 1)) ?? current
}

export function monthRecord(store: GatewayStore, id: number, monthMs: number, level: Named | null): SuccessRateRecord {
  const range = monthRange(monthMs)
  const counts = finishedCounts(consultantData(store, id).items, range)
  const success_rate = successRateOf(counts)
  const lvl = levelInMonth(level, monthMs, store.now)
  const beforeProgramme = monthMs < PENALTY_START
  const impact = beforeProgramme ? 0 : impactFor(lvl?.id ?? 1, success_rate)
  return {
    from_date: range.from,
    to_date: range.to,
    success_rate,
    orders_completed: counts.completed,
    orders_failed: counts.failed,
    jforce_level: lvl,
    impact_perc: impact,
    // The running month is not closed yet: its impact is an estimate.
    hide_impact: beforeProgramme || monthMs === startOfMonth(store.now.getTime()),
  }
}

/**
 * One record per month of the range, newest first, from the month of the
 * consultant's first order to the current month; an empty list before that
 * (how the app knows there is no more).
 */
export function successRecords(store: GatewayStore, id: number, range: DayRange, level: Named | null): SuccessRateRecord[] {
  const first = consultantData(store, id).firstOrderMs
  if (first === null) return []
  const oldest = Math.max(startOfMonth(range.fromMs), startOfMonth(first))
  const records: SuccessRateRecord[] = []
  for (let m = Math.min(startOfMonth(range.toMs - 1), startOfMonth(store.now.getTime())); m >= oldest; m = addMonths(m, -1)) {
    records.push(monthRecord(store, id, m, level))
  }
  return records
}
