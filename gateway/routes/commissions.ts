import { Hono } from 'hono'
import type { Context } from 'hono'
import { ItemStatus, type PayoutThreshold } from '../../src/api/schemas'
import { consultantQueryRoute, requireSession, type Env } from '../http'
import type { GatewayStore } from '../store'
import type { DayRange } from '../data/calendar'
import { CATEGORY_IDS, SERVICE_IDS } from '../data/catalog'
import {
  COMMISSION_TYPES,
  commissionTotal,
  commissionsByCategory,
  commissionsByService,
  commissionsByStatus,
  commissionsByType,
  type CommissionFilter,
} from '../data/commissions'
import { queryReader } from '../data/query'

/** Above it commissions are paid in cash, otherwise in vouchers. */
export const PAYOUT_THRESHOLD: PayoutThreshold = { threshold: 200, currency: 'GHS' }

/**
 * Commissions service (watto). The rules (direct, indirect1 10 %, indirect2
 * 5 %; confirmed, pending; penalty) are documented in data/commissions.ts.
 * Every breakdown takes the optional filters type, status and category.
 */
export function commissionsRoutes(store: GatewayStore) {
  const app = new Hono<Env>()

  const read = (c: Context): { range: DayRange; filter: CommissionFilter } | Response => {
    const q = queryReader(c)
    const range = q.range()
    const type = q.option('type', COMMISSION_TYPES)
    const status = q.option('status', ItemStatus.options)
    const category = q.option('category', [...CATEGORY_IDS, ...SERVICE_IDS])
    if (!range || q.failed()) return q.respond()
    return { range, filter: { ...(type && { type }), ...(status && { status }), ...(category && { category }) } }
  }

  const route = consultantQueryRoute(app, store, read)
  route('/commissions/total', (id, { range, filter }) => commissionTotal(store, id, range, filter))
  route('/commissions/grouped-by-type', (id, { range, filter }) => commissionsByType(store, id, range, filter))
  route('/commissions/total-services', (id, { range, filter }) => commissionsByService(store, id, range, filter))
  route('/commissions/grouped-by-category', (id, { range, filter }) => commissionsByCategory(store, id, range, filter))
  route('/commissions/grouped-by-status', (id, { range, filter }) => commissionsByStatus(store, id, range, filter))

  app.get('/ewoks/voucher-payment-threshold', requireSession(store), (c) => c.json(PAYOUT_THRESHOLD))
  return app
}
