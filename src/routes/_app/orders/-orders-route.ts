import * as v from 'valibot'
import { redirect } from '@tanstack/react-router'
import type { AppActorSystem } from '../../../../machines/actor-scope.machine'
import type { OrdersCollection } from '../../../features/orders/orders-data'
import { screenActorId } from '../-data/screen-reads'
import { orderFilterOf, ordersSearchOf, ordersSearchString, type OrderFilter, type OrdersSearch } from '../../../domain/order-filters'

/** The list's and the filter screen's search: the filter, read without throwing and written back in its one form. */
export const ordersSearch = (raw: Record<string, unknown>): OrdersSearch => ordersSearchOf(orderFilterOf(raw))

/** The list with a filter. */
export const ordersListHref = (filter: OrderFilter): string => `/orders${ordersSearchString(filter)}`

/** The filter screen, opened on a filter. */
export const ordersFilterHref = (filter: OrderFilter): string => `/orders/filter${ordersSearchString(filter)}`

/** An order's path (spec section 2: /orders/{id}/orderType/{orderType}). */
export const orderHref = (order: { readonly id: string; readonly order_type: string }): string =>
  `/orders/${encodeURIComponent(order.id)}/orderType/${encodeURIComponent(order.order_type)}`

/** An item's path (/orders/{id}/item/{itemId}). */
export const orderItemHref = (orderId: string, itemId: string): string => `/orders/${encodeURIComponent(orderId)}/item/${encodeURIComponent(itemId)}`

/** The orders area's reads (the layout's: filters, recent orders) and the list's, as screens of the app's system. */
export const ordersArea = '/orders/*'
export const ordersList = '/orders'

/** The list the consultant last saw in this visit (its collection's query), for the details' way back. */
export function lastListHref(system: Pick<AppActorSystem, 'get'>): string {
  // One cast: the actor under the list's id is the orders collection.
  const list = system.get(screenActorId(ordersList, 'list')) as OrdersCollection | undefined
  return list ? ordersListHref(list.getSnapshot().context.query) : '/orders'
}

/** An order's or an item's id in a path: the gateway's ids (digits, letters, dashes). */
export const OrderId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/))

/**
 * An edited or old link shows in its one form: what the filter could not read leaves the
 * address too, so the address, the chips and the list agree (and a shared link is the list seen).
 */
export function canonicalOrdersSearch({ location }: { location: { pathname: string; searchStr: string } }) {
  const canonical = ordersSearchString(orderFilterOf(Object.fromEntries(new URLSearchParams(location.searchStr))))
  if (new URLSearchParams(location.searchStr).toString() !== new URLSearchParams(canonical).toString()) {
    throw redirect({ href: `${location.pathname}${canonical}`, replace: true })
  }
}
