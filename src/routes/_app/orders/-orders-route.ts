import * as v from 'valibot'
import { defaultParseSearch, defaultStringifySearch, linkOptions, redirect } from '@tanstack/react-router'
import type { AppActorSystem } from '../../../../machines/actor-scope.machine'
import type { OrdersCollection } from '../../../features/orders/orders-data'
import { screenActorId } from '../-data/screen-reads'
import { noOrdersFilter, ordersFilterOf, type OrdersFilter } from '../../../domain/order-filters'

/** An order's link (spec section 2: /orders/{id}/orderType/{orderType}). */
export const orderLink = (order: { readonly id: string; readonly order_type: string }) =>
  linkOptions({ to: '/orders/$id/orderType/$orderType', params: { id: order.id, orderType: order.order_type } })

/** An item's link (/orders/{id}/item/{itemId}). */
export const orderItemLink = (orderId: string, itemId: string) => linkOptions({ to: '/orders/$id/item/$itemId', params: { id: orderId, itemId } })

/** The list with a filter. */
export const ordersListLink = (filter: OrdersFilter) => linkOptions({ to: '/orders', search: filter })

/** The orders area's reads (the layout's: filters, recent orders) and the list's, as screens of the app's system. */
export const ordersArea = '/orders/*'
export const ordersList = '/orders'

/** The list the consultant last saw in this visit (its collection's query), for the details' way back. */
export function lastListLink(system: Pick<AppActorSystem, 'get'>) {
  // One cast: the actor under the list's id is the orders collection.
  const list = system.get(screenActorId(ordersList, 'list')) as OrdersCollection | undefined
  return ordersListLink(list?.getSnapshot().context.query ?? noOrdersFilter)
}

/** An order's or an item's malformed path leads back to that list. */
export const backToList = (system: Pick<AppActorSystem, 'get'>) => (): never => {
  throw redirect({ ...lastListLink(system), replace: true })
}

/** An order's or an item's id in a path: the gateway's ids (digits, letters, dashes). */
export const OrderId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/))

/**
 * An edited or old link shows in its one form: what the filter could not read leaves the
 * address too, so the address, the chips and the list agree (and a shared link is the list seen).
 * Read from the address itself: the router's `search` keeps the keys `validateSearch` dropped.
 */
export function canonicalOrdersSearch(to: '/orders' | '/orders/filter') {
  return ({ location }: { location: { searchStr: string } }) => {
    const search = ordersFilterOf(defaultParseSearch(location.searchStr))
    const canonical = new URLSearchParams(defaultStringifySearch(search)).toString()
    if (new URLSearchParams(location.searchStr).toString() !== canonical) throw redirect({ to, search, replace: true })
  }
}
