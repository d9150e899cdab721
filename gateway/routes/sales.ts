import { Hono } from 'hono'
import type { Context } from 'hono'
import { ItemStatus } from '../../src/api/schemas'
import { consultantQueryRoute, type Env } from '../http'
import type { GatewayStore } from '../store'
import type { DayRange } from '../data/calendar'
import { CATEGORY_IDS, SERVICE_IDS } from '../data/catalog'
import { queryReader } from '../data/query'
import { salesByCategory, salesByStatus, salesTotal, type SalesFilter } from '../data/sales'

/**
 * Sales service (watto): the consultant's own items by order creation date,
 * each figure with the period of equal length just before date_from (see
 * data/sales.ts). Optional filters: status (the item's current status) and
 * category (a sales category or a service).
 */
export function salesRoutes(store: GatewayStore) {
  const app = new Hono<Env>()

  const read = (c: Context): { range: DayRange; filter: SalesFilter } | Response => {
    const q = queryReader(c)
    const range = q.range()
    const status = q.option('status', ItemStatus.options)
    const category = q.option('category', [...CATEGORY_IDS, ...SERVICE_IDS])
    if (!range || q.failed()) return q.respond()
    return { range, filter: { ...(status && { status }), ...(category && { category }) } }
  }

  const route = consultantQueryRoute(app, store, read)
  route('/sales/total', (id, { range, filter }) => salesTotal(store, id, range, filter))
  route('/sales/by-status', (id, { range, filter }) => salesByStatus(store, id, range, filter))
  route('/sales/by-category', (id, { range, filter }) => salesByCategory(store, id, range, filter))
  return app
}
