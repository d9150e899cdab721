/**
 * The orders list's filters (spec section 2, "Orders: created between, completed between,
 * last event between, all time, today, current item status, item category, services, item
 * type"): what the filter screen sets, how it lives in the URL's search, and the gateway's
 * query it becomes.
 *
 * One date filter at a time: which date (created, completed, last event) and when (all time,
 * today, or between two days). The lists (status, category, service, item type) keep an order
 * when one of its items matches every list given (the gateway's rule).
 *
 * URL: ?date=completed&when=between&from=2026-10-01&to=2026-10-31&status=failed,returned&category=phones-tablets
 * Keys at their default are left out (created, all time, empty lists), so /orders is the list
 * without filters and one set of filters has one URL.
 */
import * as v from 'valibot'
import { ITEM_STATUSES, type ItemStatus } from './item-statuses'
import { isCalendarDate } from './periods'

export const ORDER_DATE_FIELDS = ['created', 'completed', 'last-event'] as const
export type OrderDateField = (typeof ORDER_DATE_FIELDS)[number]

export const ORDER_DATE_WHEN = ['all', 'today', 'between'] as const
export type OrderDateWhen = (typeof ORDER_DATE_WHEN)[number]

/** The lists of ids, by their key in the URL (status, category, service, item type). */
export const ORDER_LIST_KEYS = ['status', 'category', 'service', 'type'] as const
export type OrderListKey = (typeof ORDER_LIST_KEYS)[number]

/**
 * The orders list's filter: the one shape from the URL's search (the routes' `validateSearch`)
 * to the collection's query, and back to links (the router's `search`). Keys at their default
 * are absent (created, all time, no ids); a list is its ids joined by commas, in one order.
 */
export interface OrdersFilter {
  readonly date?: Exclude<OrderDateField, 'created'>
  readonly when?: Exclude<OrderDateWhen, 'all'>
  /** Both days (YYYY-MM-DD, from ≤ to), only when `when` is 'between'. */
  readonly from?: string
  readonly to?: string
  readonly status?: string
  readonly category?: string
  readonly service?: string
  readonly type?: string
}

export const noOrdersFilter: OrdersFilter = {}

/**
 * What a filter asks of the gateway's orders list (spec section 7, `orderQueryOf`): the statuses,
 * categories, services and item types, and one inclusive date range. The client's `OrderQuery`
 * (src/api/schemas/orders.ts) is this plus the page.
 */
export interface OrderFilterQuery {
  status?: ItemStatus[]
  category?: string[]
  service?: string[]
  item_type?: string[]
  created_from?: string
  created_to?: string
  completed_from?: string
  completed_to?: string
  last_event_from?: string
  last_event_to?: string
}

/** A filter as the filter screen's form or an edited link holds it: defaults may be spelt out (created, all). */
export type OrdersFilterDraft = Omit<OrdersFilter, 'date' | 'when'> & { readonly date?: OrderDateField; readonly when?: OrderDateWhen }

/** A category, service or item-type id as the gateway writes them (phones-tablets, airtime, physical). */
const idPattern = /^[a-z0-9][a-z0-9-]{0,63}$/
/** An edited link can carry anything: a list longer than this is not read. */
const maxListText = 2000
const maxListLength = 60

const text = (max: number) => v.fallback(v.optional(v.pipe(v.string(), v.maxLength(max))), undefined)

const SearchSchema = v.object({
  date: v.fallback(v.optional(v.picklist(ORDER_DATE_FIELDS)), undefined),
  when: v.fallback(v.optional(v.picklist(ORDER_DATE_WHEN)), undefined),
  from: text(10),
  to: text(10),
  status: text(maxListText),
  category: text(maxListText),
  service: text(maxListText),
  type: text(maxListText),
})

const isStatus = (id: string): id is ItemStatus => (ITEM_STATUSES as readonly string[]).includes(id)
const isId = (id: string) => idPattern.test(id)

/** The date the filter's period applies to. */
export const dateFieldOf = (filter: OrdersFilterDraft): OrderDateField => filter.date ?? 'created'
/** The filter's period: all time, today, or between `from` and `to`. */
export const dateWhenOf = (filter: OrdersFilterDraft): OrderDateWhen => filter.when ?? 'all'
/** The ids of one list (statuses in lifecycle order, other ids sorted, once the filter is canonical). */
export const idsOf = (filter: OrdersFilterDraft, key: OrderListKey): readonly string[] => (filter[key] ? filter[key].split(',') : [])
/** The statuses chosen. */
export const statusesOf = (filter: OrdersFilter): readonly ItemStatus[] => idsOf(filter, 'status').filter(isStatus)

/** The filter with another list of ids for one key. */
export function withIds<F extends OrdersFilterDraft>(filter: F, key: OrderListKey, ids: readonly string[]): F {
  return { ...filter, [key]: ids.length > 0 ? ids.join(',') : undefined }
}

function cleanIds(key: OrderListKey, raw: string | undefined): string | undefined {
  if (!raw) return undefined
  const valid = [...new Set(raw.split(',').map((id) => id.trim()))].filter(key === 'status' ? isStatus : isId).slice(0, maxListLength)
  const ordered = key === 'status' ? ITEM_STATUSES.filter((status) => valid.includes(status)) : valid.sort()
  return ordered.length > 0 ? ordered.join(',') : undefined
}

/**
 * The filter in its one form: what cannot be read is dropped (an unknown status, a malformed id,
 * an impossible date), lists in a fixed order, a range given backwards is turned around,
 * 'between' without two real days is all time, and the date field only with a period. Keys in
 * a fixed order, so one filter has one URL.
 */
export function canonicalOrdersFilter(filter: OrdersFilterDraft): OrdersFilter {
  let when = filter.when === 'all' ? undefined : filter.when
  let range: { from: string; to: string } | undefined
  if (when === 'between') {
    const { from, to } = filter
    if (from && to && isCalendarDate(from) && isCalendarDate(to)) range = from <= to ? { from, to } : { from: to, to: from }
    else when = undefined
  }
  const canonical: { -readonly [K in keyof OrdersFilter]: OrdersFilter[K] } = {}
  if (when) {
    if (filter.date && filter.date !== 'created') canonical.date = filter.date
    canonical.when = when
    if (range) Object.assign(canonical, range)
  }
  for (const key of ORDER_LIST_KEYS) {
    const ids = cleanIds(key, filter[key])
    if (ids) canonical[key] = ids
  }
  return canonical
}

/**
 * The routes' `validateSearch`: the filter a URL's search holds, in its one form. Never throws
 * (a value of the wrong type is dropped).
 */
export function ordersFilterOf(raw: Record<string, unknown>): OrdersFilter {
  const parsed = v.safeParse(SearchSchema, raw)
  return parsed.success ? canonicalOrdersFilter(parsed.output) : noOrdersFilter
}

const filterKeys = ['date', 'when', 'from', 'to', ...ORDER_LIST_KEYS] as const

/** Two filters alike (both canonical). */
export const sameOrdersFilter = (a: OrdersFilter, b: OrdersFilter): boolean => filterKeys.every((key) => a[key] === b[key])

export const hasOrdersFilter = (filter: OrdersFilter): boolean => filterKeys.some((key) => filter[key] !== undefined)

/** The filter without its date part, or without one id of a list (a removed chip). */
export function withoutOrdersFilter(filter: OrdersFilter, part: { readonly key: OrderListKey; readonly id: string } | 'date'): OrdersFilter {
  if (part === 'date') return canonicalOrdersFilter({ ...filter, date: undefined, when: undefined, from: undefined, to: undefined })
  return canonicalOrdersFilter(
    withIds(
      filter,
      part.key,
      idsOf(filter, part.key).filter((id) => id !== part.id),
    ),
  )
}

const dateQueryKeys: Record<OrderDateField, readonly [keyof OrderFilterQuery, keyof OrderFilterQuery]> = {
  created: ['created_from', 'created_to'],
  completed: ['completed_from', 'completed_to'],
  'last-event': ['last_event_from', 'last_event_to'],
}

const queryKeys: Record<OrderListKey, 'status' | 'category' | 'service' | 'item_type'> = {
  status: 'status',
  category: 'category',
  service: 'service',
  type: 'item_type',
}

/**
 * The gateway's query (spec section 7: repeated array params) for a filter, `today` being the
 * consultant's calendar day (YYYY-MM-DD): the one mapping from the filter's names to the
 * gateway's, which the collection's fetch uses. Pages are the collection's to add.
 */
export function orderQueryOf(filter: OrdersFilter, today: string): OrderFilterQuery {
  const f = canonicalOrdersFilter(filter)
  const query: OrderFilterQuery = {}
  const range = f.when === 'today' ? { from: today, to: today } : f.when === 'between' && f.from && f.to ? { from: f.from, to: f.to } : null
  if (range) {
    const [fromKey, toKey] = dateQueryKeys[dateFieldOf(f)]
    Object.assign(query, { [fromKey]: range.from, [toKey]: range.to })
  }
  for (const key of ORDER_LIST_KEYS) {
    const ids = idsOf(f, key)
    if (ids.length > 0) Object.assign(query, { [queryKeys[key]]: [...ids] })
  }
  return query
}
