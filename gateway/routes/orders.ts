import { Hono } from 'hono'
import { ItemStatus, KnownOrderType, type OrderFilters, type OrderPage, type OrdersSuccessRate } from '../../src/api/schemas'
import { errorBody, requireOwner, requireSession, type Env } from '../http'
import type { GatewayStore } from '../store'
import { inRange } from '../data/calendar'
import { CATEGORIES, CATEGORY_IDS, ITEM_TYPES, SERVICES, SERVICE_IDS, STATUS_LABELS, categoryOption } from '../data/catalog'
import { consultantData } from '../data/model'
import type { ModelOrder } from '../data/orders'
import { queryReader } from '../data/query'
import { finishedCounts, successRateOf } from '../data/success'

const ITEM_TYPE_IDS = ITEM_TYPES.map((t) => t.id)

export const ORDER_FILTERS: OrderFilters = {
  statuses: ItemStatus.options.map((id) => ({ id, name: STATUS_LABELS[id] })),
  categories: CATEGORIES.map(categoryOption),
  services: SERVICES.map((s) => ({ id: s.id, name: s.name })),
  item_types: [...ITEM_TYPES],
}

/**
 * Orders service (watto). The list filters on items: an order is listed when
 * one of its items matches every item filter given (status, category or
 * service — a service is the category of jpay and food items — and item type).
 * Date filters are inclusive calendar days on the order's created_at,
 * completed_at (null until every item is final and one completed) and
 * last_event_at. Newest orders first.
 */
export function ordersRoutes(store: GatewayStore) {
  const app = new Hono<Env>()
  const consultantId = (param: string) => Number(param)

  app.get('/watto/consultants/:id/orders', requireSession(store), requireOwner(store), (c) => {
    const q = queryReader(c)
    const page = q.int('page', 1, 1, Number.MAX_SAFE_INTEGER)
    const perPage = q.int('per_page', 20, 1, 100)
    const statuses = q.options('status', ItemStatus.options)
    const categories = [...q.options('category', CATEGORY_IDS), ...q.options('service', SERVICE_IDS)]
    const itemTypes = q.options('item_type', ITEM_TYPE_IDS)
    const created = q.optionalRange('created')
    const completed = q.optionalRange('completed')
    const lastEvent = q.optionalRange('last_event')
    if (q.failed()) return q.respond()

    const matches = (o: ModelOrder) =>
      (!created || inRange(o.createdMs, created)) &&
      (!completed || inRange(o.completedMs, completed)) &&
      (!lastEvent || inRange(o.lastEventMs, lastEvent)) &&
      o.items.some(
        ({ item }) =>
          (statuses.length === 0 || (statuses as readonly string[]).includes(item.status)) &&
          (categories.length === 0 || categories.includes(item.category.id)) &&
          (itemTypes.length === 0 || itemTypes.includes(item.item_type)),
      )
    const found = consultantData(store, consultantId(c.req.param('id'))).orders.filter(matches)
    const body: OrderPage = {
      data: found.slice((page - 1) * perPage, page * perPage).map((o) => o.summary),
      total: found.length,
      page,
      per_page: perPage,
    }
    return c.json(body)
  })

  app.get('/watto/consultants/:id/order/:orderId', requireSession(store), requireOwner(store), (c) => {
    const q = queryReader(c)
    const orderType = q.option('order_type', KnownOrderType.options)
    if (q.failed()) return q.respond()
    const order = consultantData(store, consultantId(c.req.param('id'))).byId.get(c.req.param('orderId'))
    if (!order || (orderType !== undefined && order.detail.order_type !== orderType)) return c.json(errorBody('NOT_FOUND'), 404)
    return c.json(order.detail)
  })

  app.get('/watto/consultants/:id/orders/filters', requireSession(store), requireOwner(store), (c) => c.json(ORDER_FILTERS))

  /** Items that reached a final status within the range (see data/success.ts). */
  app.get('/watto/consultants/:id/orders-success-rate-by-period', requireSession(store), requireOwner(store), (c) => {
    const q = queryReader(c)
    const range = q.range()
    if (!range || q.failed()) return q.respond()
    const counts = finishedCounts(consultantData(store, consultantId(c.req.param('id'))).items, range)
    const body: OrdersSuccessRate = {
      from_date: range.from,
      to_date: range.to,
      success_rate: successRateOf(counts),
      orders_completed: counts.completed,
      orders_failed: counts.failed,
    }
    return c.json(body)
  })

  return app
}
