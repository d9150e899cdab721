import { msg } from '@lingui/core/macro'
import { createFileRoute, getRouteApi, linkOptions } from '@tanstack/react-router'
import { ordersFilterOf } from '../../../domain/order-filters'
import { OrdersScreen, type OrdersLinks } from '../../../features/orders/orders-screen'
import { startOrdersList } from '../-data/orders'
import { canonicalOrdersSearch, orderLink, ordersListLink } from './-orders-route'

const area = getRouteApi('/_app/orders')

/**
 * The orders list, filtered by the URL's search: another filter is a query on the same collection.
 * No onLeave: the list's reads go on while an order is open (the /orders layout stops them when
 * the area is left), so back from an order the list is where it was.
 */
export const Route = createFileRoute('/_app/orders/')({
  staticData: { title: msg`Orders` },
  validateSearch: ordersFilterOf,
  beforeLoad: canonicalOrdersSearch('/orders'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps: filter }) => ({ filter, ...startOrdersList(context, context.consultant.id, filter) }),
  component: OrdersRoute,
})

function OrdersRoute() {
  const { filter, resources } = Route.useLoaderData()
  const choices = area.useLoaderData().resources.filters
  const links: OrdersLinks = { filterScreen: linkOptions({ to: '/orders/filter', search: filter }), list: ordersListLink, order: orderLink }
  return <OrdersScreen filter={filter} orders={resources.list} choices={choices} links={links} />
}
