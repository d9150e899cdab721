import type { GatewayClient, OrderDetail, OrderSummary } from '../../../api'
import { orderQueryOf, type OrderFilter } from '../../../domain/order-filters'
import { periodQuery, type DayRange } from '../../../domain/periods'
import type {
  MonthRateMachine,
  OrderDetailMachines,
  OrderFilterMachines,
  OrdersListMachines,
} from '../../../features/orders/orders-data'
import { noMoreByTotal, pagedCollectionOf } from '../../../../machines/paged-collection.machine'
import { resourceOf } from '../../../../machines/resource.machine'
import { today } from '../-period'
import { startScreenReads, type ScreenContext, type ScreenReads } from './screen-reads'

/**
 * Orders a page: 2,000+ orders in about 45 calls when scrolled to the end, each page about
 * 4 kB gzip (the gateway allows 100). Ours: the spec gives no page size for orders.
 */
export const ORDERS_PAGE_SIZE = 50

export function orderFilterMachines(client: GatewayClient, consultantId: number): OrderFilterMachines {
  return { filters: resourceOf(() => client.orders.filters(consultantId), 'orderFilters') }
}

export function ordersListMachines(client: GatewayClient, consultantId: number, filter: OrderFilter): OrdersListMachines {
  const machine = pagedCollectionOf<OrderSummary, OrderFilter>(
    { call: 'orders', pageSize: ORDERS_PAGE_SIZE, noMore: noMoreByTotal },
    async ({ query, page, pageSize }) => {
      // "Today" is read when the page is asked for, so a list left open past midnight asks for the new day.
      const answer = await client.orders.list(consultantId, { ...orderQueryOf(query, today()), page, per_page: pageSize })
      return { items: answer.data, total: answer.total }
    },
  )
  return { orders: { machine, input: { query: filter } } }
}

/**
 * Orders read within the orders area, by consultant and order id: the item screen shows an item
 * of the order just opened at once, without asking for it again. Emptied when the area is left.
 */
const recentOrders = new Map<string, OrderDetail>()
const recentLimit = 5
const recentKey = (consultantId: number, orderId: string) => `${consultantId}:${orderId}`

function remember(consultantId: number, order: OrderDetail): OrderDetail {
  const key = recentKey(consultantId, order.id)
  recentOrders.delete(key)
  recentOrders.set(key, order)
  while (recentOrders.size > recentLimit) recentOrders.delete(recentOrders.keys().next().value ?? key)
  return order
}

export function orderDetailMachines(client: GatewayClient, consultantId: number, orderId: string, orderType?: OrderDetail['order_type']): OrderDetailMachines {
  return {
    order: resourceOf(async () => {
      const known = recentOrders.get(recentKey(consultantId, orderId))
      // The item screen (no order type in its path) takes a known order; the order screen always asks again.
      if (known && orderType === undefined) return known
      return remember(consultantId, await client.orders.detail(consultantId, orderId, orderType))
    }, 'orderDetail'),
  }
}

export const monthRateMachine =
  (client: GatewayClient, consultantId: number): MonthRateMachine =>
  (month: DayRange) =>
    resourceOf(() => client.orders.successRate(consultantId, periodQuery(month)), 'ordersSuccessRate')

/** The list's reads, kept while the consultant visits an order or the filters (see stopOrdersArea). */
let listReads: ScreenReads<unknown> | null = null

export function startOrderFilters({ client, system }: ScreenContext, consultantId: number) {
  return startScreenReads(system, '/orders/filter', String(consultantId), () => orderFilterMachines(client, consultantId))
}

/**
 * The list's collection for one consultant and filter. The same filter again (back from an
 * order) gets the collection still running, with its pages and where it stood; another filter
 * stops it and starts over.
 */
export function startOrdersList({ client, system }: ScreenContext, consultantId: number, filter: OrderFilter) {
  const reads = startScreenReads(system, '/orders', JSON.stringify([consultantId, filter]), () => ordersListMachines(client, consultantId, filter))
  listReads = reads
  return reads
}

export const startOrderDetail = ({ client, system }: ScreenContext, consultantId: number, orderId: string, orderType: OrderDetail['order_type']) =>
  startScreenReads(system, '/orders/$id', `${consultantId}:${orderId}:${orderType}`, () => orderDetailMachines(client, consultantId, orderId, orderType))

export const startOrderItem = ({ client, system }: ScreenContext, consultantId: number, orderId: string) =>
  startScreenReads(system, '/orders/$id/item', `${consultantId}:${orderId}`, () => orderDetailMachines(client, consultantId, orderId))

/** Leaving the orders area (the /orders layout's onLeave): the list's reads stop and the orders read are forgotten. */
export function stopOrdersArea(filterReads: ScreenReads<unknown> | undefined) {
  filterReads?.stop()
  listReads?.stop()
  listReads = null
  recentOrders.clear()
}
