import {
  ItemStatus,
  type CommissionTotal,
  type CommissionType,
  type CommissionsByCategory,
  type CommissionsByService,
  type CommissionsByStatus,
  type CommissionsByType,
} from '../../src/api/schemas'
import type { GatewayStore } from '../store'
import { COMPLETED_AFTER, addMonths, inRange, round2, startOfMonth, type DayRange } from './calendar'
import { CATEGORIES, SERVICES, categoryOption } from './catalog'
import { isFinalStatus } from './lifecycle'
import { consultantData, currentLevel, teamOf } from './model'
import type { ItemFact } from './orders'
import { monthRecord } from './success'

/**
 * Commission rules of the demo.
 *
 * - direct: the consultant's own items, at the item's commission
 *   (category rate, 3–12 % of the price paid).
 * - indirect1: 10 % of the commission of each item sold by a direct team member.
 * - indirect2: 5 % of the commission of each item sold by a member of a team member.
 *
 * Each item lands in at most one bucket for a date range:
 * - confirmed: the item completed within the range;
 * - pending: the item is still open now (created, ongoing or delivered), was
 *   created by date_to, and may complete before the end of date_to's month —
 *   delivered items complete 7 days after delivery; created and ongoing items
 *   at the earliest 7 days from now. Past months therefore have no pending;
 * - lost: the item failed, was rejected or was returned within the range.
 *
 * The penalty comes from the consultant's success rate in the month of
 * date_to (see success.ts) and applies to all confirmed commissions:
 * payable = confirmed − penalty_amount.
 */
export const SHARES: Record<CommissionType, number> = { direct: 1, indirect1: 0.1, indirect2: 0.05 }
export const COMMISSION_TYPES: readonly CommissionType[] = ['direct', 'indirect1', 'indirect2']

type Bucket = 'confirmed' | 'pending' | 'lost'

export interface Entry {
  type: CommissionType
  fact: ItemFact
  bucket: Bucket
  amount: number
}

export interface CommissionFilter {
  type?: CommissionType
  status?: ItemStatus
  category?: string
}

function bucketOf(fact: ItemFact, range: DayRange, pendingBefore: number, nowMs: number): Bucket | null {
  const status = fact.item.status
  if (status === 'completed') return inRange(fact.completedMs, range) ? 'confirmed' : null
  if (isFinalStatus(status)) return inRange(fact.finalMs, range) ? 'lost' : null
  if (fact.createdMs >= range.toMs) return null
  const expected = (fact.deliveredMs ?? nowMs) + COMPLETED_AFTER
  return expected < pendingBefore ? 'pending' : null
}

function sources(store: GatewayStore, id: number): [CommissionType, number][] {
  const direct = teamOf(store, id)
  return [
    ['direct', id],
    ...direct.map((m): [CommissionType, number] => ['indirect1', m.id]),
    ...direct.flatMap((m) => teamOf(store, m.id).map((s): [CommissionType, number] => ['indirect2', s.id])),
  ]
}

export function commissionEntries(store: GatewayStore, id: number, range: DayRange, filter: CommissionFilter = {}): Entry[] {
  const nowMs = store.now.getTime()
  const pendingBefore = addMonths(startOfMonth(range.toMs - 1), 1)
  const entries: Entry[] = []
  for (const [type, source] of sources(store, id)) {
    if (filter.type !== undefined && filter.type !== type) continue
    for (const fact of consultantData(store, source).items) {
      if (filter.status !== undefined && fact.item.status !== filter.status) continue
      if (filter.category !== undefined && fact.item.category.id !== filter.category) continue
      const bucket = bucketOf(fact, range, pendingBefore, nowMs)
      if (bucket) entries.push({ type, fact, bucket, amount: fact.item.commission * SHARES[type] })
    }
  }
  return entries
}

/** confirmed, pending and the number of items in either. */
function split(entries: readonly Entry[]) {
  let confirmed = 0
  let pending = 0
  let items = 0
  for (const e of entries) {
    if (e.bucket === 'confirmed') confirmed += e.amount
    else if (e.bucket === 'pending') pending += e.amount
    else continue
    items++
  }
  return { confirmed: round2(confirmed), pending: round2(pending), items }
}

export function commissionTotal(store: GatewayStore, id: number, range: DayRange, filter: CommissionFilter): CommissionTotal {
  const { confirmed, pending } = split(commissionEntries(store, id, range, filter))
  const month = monthRecord(store, id, startOfMonth(range.toMs - 1), currentLevel(store, id))
  const penalty_perc = Math.abs(Math.min(0, month.impact_perc))
  const penalty_amount = round2((confirmed * penalty_perc) / 100)
  return { confirmed, pending, penalty_perc, penalty_amount, payable: round2(confirmed - penalty_amount) }
}

export function commissionsByType(store: GatewayStore, id: number, range: DayRange, filter: CommissionFilter): CommissionsByType {
  const entries = commissionEntries(store, id, range, filter)
  return { data: COMMISSION_TYPES.map((type) => ({ type, ...split(entries.filter((e) => e.type === type)) })) }
}

/** The five services (jpay and food), zeros included. */
export function commissionsByService(store: GatewayStore, id: number, range: DayRange, filter: CommissionFilter): CommissionsByService {
  const entries = commissionEntries(store, id, range, filter)
  return {
    data: SERVICES.map((s) => ({ service: { id: s.id, name: s.name }, ...split(entries.filter((e) => e.fact.item.category.id === s.id)) })),
  }
}

/** The 26 sales categories, zeros included; with the services they add up to the total. */
export function commissionsByCategory(store: GatewayStore, id: number, range: DayRange, filter: CommissionFilter): CommissionsByCategory {
  const entries = commissionEntries(store, id, range, filter)
  return {
    data: CATEGORIES.map((c) => ({ category: categoryOption(c), ...split(entries.filter((e) => e.fact.item.category.id === c.id)) })),
  }
}

/**
 * All seven statuses: completed = confirmed, created/ongoing/delivered =
 * pending, failed/rejected/returned = commission lost in the range.
 */
export function commissionsByStatus(store: GatewayStore, id: number, range: DayRange, filter: CommissionFilter): CommissionsByStatus {
  const entries = commissionEntries(store, id, range, filter)
  return {
    data: ItemStatus.options.map((status) => {
      const of = entries.filter((e) => e.fact.item.status === status)
      return { status, amount: round2(of.reduce((s, e) => s + e.amount, 0)), items: of.length }
    }),
  }
}
