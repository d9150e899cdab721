import type { GatewayClient, OrderDetail, OrderSummary } from '../../../api'
import { orderQueryOf, sameOrdersFilter, type OrdersFilter } from '../../../domain/order-filters'
import { periodQuery, type DayRange } from '../../../domain/periods'
import type { MonthRateMachine, OrderDetailMachines, OrderFilterMachines, OrdersListMachines } from '../../../features/orders/orders-data'
import { noMoreByTotal, pagedCollectionOf } from '../../../../machines/paged-collection.machine'
import { recentOrdersMachine, type RecentOrdersActor, type RecentOrdersMachine } from '../../../../machines/recent-orders.machine'
import { resourceOf } from '../../../../machines/resource.machine'
import { today } from '../-period'
import type { AppActorSystem } from '../../../../machines/actor-scope.machine'
import { ordersArea, ordersList } from '../orders/-orders-route'
import { screenActorId, startScreenReads, stopScreenReads, type ScreenContext } from './screen-reads'

/**
 * Orders a page: 2,000+ orders in about 45 calls when scrolled to the end, each page about
 * 4 kB gzip (the gateway allows 100). Ours: the spec gives no page size for orders.
 */
export const ORDERS_PAGE_SIZE = 50

/** The orders area's reads (every orders screen): the filters' choices, and the orders read meanwhile. */
export function orderAreaMachines(client: GatewayClient, consultantId: number): OrderFilterMachines & { readonly recent: RecentOrdersMachine } {
  return { filters: resourceOf(() => client.orders.filters(consultantId), 'orderFilters'), recent: recentOrdersMachine }
}

export function ordersListMachines(client: GatewayClient, consultantId: number, filter: OrdersFilter): OrdersListMachines {
  const machine = pagedCollectionOf<OrderSummary, OrdersFilter>(
    { call: 'orders', pageSize: ORDERS_PAGE_SIZE, noMore: noMoreByTotal },
    async ({ query, page, pageSize }) => {
      // "Today" is read when the page is asked for, so a list left open past midnight asks for the new day.
      const answer = await client.orders.list(consultantId, { ...orderQueryOf(query, today()), page, per_page: pageSize })
      return { items: answer.data, total: answer.total }
    },
  )
  return { list: { machine, input: { query: filter } } }
}

/** The area's recent orders (machines/recent-orders.machine.ts): an actor of the area, it ends when the area is left or the session ends. */
const recentId = screenActorId(ordersArea, 'recent')

export function orderDetailMachines(
  { client, system }: ScreenContext,
  consultantId: number,
  orderId: string,
  orderType?: OrderDetail['order_type'],
): OrderDetailMachines {
  // One cast: the area's store is this machine's actor.
  const recent = () => system.get(recentId) as RecentOrdersActor | undefined
  return {
    order: resourceOf(async () => {
      const known = recent()
        ?.getSnapshot()
        .context.orders.find((order) => order.id === orderId)
      // The item screen (no order type in its path) takes a known order; the order screen always asks again.
      if (known && orderType === undefined) return known
      const order = await client.orders.detail(consultantId, orderId, orderType)
      recent()?.send({ type: 'recent.read', order })
      return order
    }, 'orderDetail'),
  }
}

export const monthRateMachine =
  (client: GatewayClient, consultantId: number): MonthRateMachine =>
  (month: DayRange) =>
    resourceOf(() => client.orders.successRate(consultantId, periodQuery(month)), 'ordersSuccessRate')

/** The orders area (its layout's loader): the filters' choices and the recent orders, kept until the area is left. */
export function startOrderArea({ client, system }: ScreenContext, consultantId: number) {
  return startScreenReads(system, ordersArea, String(consultantId), () => orderAreaMachines(client, consultantId))
}

/**
 * The list's collection, one for the area's visit: the same filter again (back from an order)
 * finds it running, with its pages and where it stood; another filter is a `list.query` on the
 * same collection, which starts over at page 1.
 */
export function startOrdersList({ client, system }: ScreenContext, consultantId: number, filter: OrdersFilter) {
  const reads = startScreenReads(system, ordersList, String(consultantId), () => ordersListMachines(client, consultantId, filter))
  const list = reads.resources.list
  if (!sameOrdersFilter(list.getSnapshot().context.query, filter)) list.send({ type: 'list.query', query: filter })
  return reads
}

export const startOrderDetail = (app: ScreenContext, consultantId: number, orderId: string, orderType: OrderDetail['order_type']) =>
  startScreenReads(app.system, '/orders/$id', `${consultantId}:${orderId}:${orderType}`, () => orderDetailMachines(app, consultantId, orderId, orderType))

export const startOrderItem = (app: ScreenContext, consultantId: number, orderId: string) =>
  startScreenReads(app.system, '/orders/$id/item', `${consultantId}:${orderId}`, () => orderDetailMachines(app, consultantId, orderId))

/** Leaving the orders area (the /orders layout's onLeave): the list and the area's reads stop, and the orders read are forgotten. */
export function stopOrdersArea(system: AppActorSystem) {
  stopScreenReads(system, ordersList)
  stopScreenReads(system, ordersArea)
}
