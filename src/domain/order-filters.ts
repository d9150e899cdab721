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
import type { ItemStatus, OrderQuery } from '../api'
import { ITEM_STATUSES } from './item-statuses'
import { isCalendarDate, type DayRange } from './periods'

export const ORDER_DATE_FIELDS = ['created', 'completed', 'last-event'] as const
export type OrderDateField = (typeof ORDER_DATE_FIELDS)[number]

export const ORDER_DATE_WHEN = ['all', 'today', 'between'] as const
export type OrderDateWhen = (typeof ORDER_DATE_WHEN)[number]

/** The lists of ids, by the name of their filter. */
export const ORDER_LIST_FILTERS = ['statuses', 'categories', 'services', 'itemTypes'] as const
export type OrderListFilterName = (typeof ORDER_LIST_FILTERS)[number]

export interface OrderFilter {
  readonly date: OrderDateField
  readonly when: OrderDateWhen
  /** Both days, when `when` is 'between' (from ≤ to). */
  readonly range: DayRange | null
  readonly statuses: readonly ItemStatus[]
  readonly categories: readonly string[]
  readonly services: readonly string[]
  readonly itemTypes: readonly string[]
}

export const noOrderFilter: OrderFilter = {
  date: 'created',
  when: 'all',
  range: null,
  statuses: [],
  categories: [],
  services: [],
  itemTypes: [],
}

/** The URL's search of the orders list and filter screens (every value a string). */
export type OrdersSearch = {
  readonly date?: Exclude<OrderDateField, 'created'>
  readonly when?: Exclude<OrderDateWhen, 'all'>
  readonly from?: string
  readonly to?: string
  readonly status?: string
  readonly category?: string
  readonly service?: string
  readonly type?: string
}

const searchKeys: Record<OrderListFilterName, 'status' | 'category' | 'service' | 'type'> = {
  statuses: 'status',
  categories: 'category',
  services: 'service',
  itemTypes: 'type',
}

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

function idList(raw: string | undefined, valid: (id: string) => boolean): string[] {
  if (!raw) return []
  const ids = raw.split(',').map((id) => id.trim())
  return [...new Set(ids.filter(valid))].slice(0, maxListLength)
}

const isStatus = (id: string): id is ItemStatus => (ITEM_STATUSES as readonly string[]).includes(id)
const isId = (id: string) => idPattern.test(id)

/**
 * The filter a URL's search holds. Never throws: what cannot be read is dropped (an unknown
 * status, a malformed id, an impossible date), a range given backwards is turned around, and
 * 'between' without two real days is all time.
 */
export function orderFilterOf(raw: Record<string, unknown>): OrderFilter {
  const parsed = v.safeParse(SearchSchema, raw)
  if (!parsed.success) return noOrderFilter
  const search = parsed.output
  let when: OrderDateWhen = search.when ?? 'all'
  let range: DayRange | null = null
  if (when === 'between') {
    const { from, to } = search
    if (from && to && isCalendarDate(from) && isCalendarDate(to)) range = from <= to ? { from, to } : { from: to, to: from }
    else when = 'all'
  }
  return normalized({
    date: search.date ?? 'created',
    when,
    range,
    statuses: idList(search.status, isStatus).filter(isStatus),
    categories: idList(search.category, isId),
    services: idList(search.service, isId),
    itemTypes: idList(search.type, isId),
  })
}

/** One filter, one form: lists in a fixed order (statuses in lifecycle order, ids sorted), no range unless between. */
export function normalized(filter: OrderFilter): OrderFilter {
  const sorted = (ids: readonly string[]) => [...new Set(ids)].sort()
  const between = filter.when === 'between' && filter.range !== null
  return {
    // The date field matters only with a period; all time has none.
    date: filter.when === 'all' ? 'created' : filter.date,
    when: filter.when === 'between' && !between ? 'all' : filter.when,
    range: between ? filter.range : null,
    statuses: ITEM_STATUSES.filter((status) => filter.statuses.includes(status)),
    categories: sorted(filter.categories),
    services: sorted(filter.services),
    itemTypes: sorted(filter.itemTypes),
  }
}

/** The URL's search of a filter: only what differs from no filter. */
export function ordersSearchOf(filter: OrderFilter): OrdersSearch {
  const f = normalized(filter)
  const search: { -readonly [K in keyof OrdersSearch]: OrdersSearch[K] } = {}
  if (f.when !== 'all') {
    if (f.date !== 'created') search.date = f.date
    search.when = f.when
    if (f.when === 'between' && f.range) {
      search.from = f.range.from
      search.to = f.range.to
    }
  }
  for (const name of ORDER_LIST_FILTERS) {
    if (f[name].length > 0) search[searchKeys[name]] = f[name].join(',')
  }
  return search
}

/** `?date=…&status=…` for a link, or '' without filters (keys in a fixed order). */
export function ordersSearchString(filter: OrderFilter): string {
  const search = ordersSearchOf(filter)
  const params = new URLSearchParams()
  for (const key of ['date', 'when', 'from', 'to', 'status', 'category', 'service', 'type'] as const) {
    const value = search[key]
    if (value !== undefined) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

export function hasOrderFilter(filter: OrderFilter): boolean {
  const f = normalized(filter)
  return f.when !== 'all' || ORDER_LIST_FILTERS.some((name) => f[name].length > 0)
}

/** The filter without its date part, or without one id of a list (a removed chip). */
export function withoutOrderFilter(filter: OrderFilter, part: { readonly list: OrderListFilterName; readonly id: string } | 'date'): OrderFilter {
  if (part === 'date') return normalized({ ...filter, date: 'created', when: 'all', range: null })
  return normalized({ ...filter, [part.list]: filter[part.list].filter((id) => id !== part.id) })
}

const dateQueryKeys: Record<OrderDateField, readonly [keyof OrderQuery, keyof OrderQuery]> = {
  created: ['created_from', 'created_to'],
  completed: ['completed_from', 'completed_to'],
  'last-event': ['last_event_from', 'last_event_to'],
}

/**
 * The gateway's query (spec section 7: repeated array params) for a filter, `today` being the
 * consultant's calendar day (YYYY-MM-DD). Pages are the collection's to add.
 */
export function orderQueryOf(filter: OrderFilter, today: string): OrderQuery {
  const f = normalized(filter)
  const query: OrderQuery = {}
  const range = f.when === 'today' ? { from: today, to: today } : f.when === 'between' ? f.range : null
  if (range) {
    const [fromKey, toKey] = dateQueryKeys[f.date]
    Object.assign(query, { [fromKey]: range.from, [toKey]: range.to })
  }
  if (f.statuses.length > 0) query.status = [...f.statuses]
  if (f.categories.length > 0) query.category = [...f.categories]
  if (f.services.length > 0) query.service = [...f.services]
  if (f.itemTypes.length > 0) query.item_type = [...f.itemTypes]
  return query
}
