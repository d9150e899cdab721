import { msg } from '@lingui/core/macro'
import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { orderFilterOf } from '../../../domain/order-filters'
import { OrdersScreen, type OrdersLinks } from '../../../features/orders/orders-screen'
import { startOrdersList } from '../-data/orders'
import { consultantOf } from '../-period'
import { orderHref, ordersFilterHref, ordersListHref, ordersSearch, canonicalOrdersSearch } from './-orders-route'

const area = getRouteApi('/_app/orders')

/**
 * The orders list, filtered by the URL's search: another filter is a query on the same collection.
 * No onLeave: the list's reads go on while an order is open (the /orders layout stops them when
 * the area is left), so back from an order the list is where it was.
 */
export const Route = createFileRoute('/_app/orders/')({
  staticData: { title: msg`Orders` },
  validateSearch: ordersSearch,
  beforeLoad: canonicalOrdersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const filter = orderFilterOf(deps)
    return { filter, ...startOrdersList(context, consultantOf(context).id, filter) }
  },
  component: OrdersRoute,
})

function OrdersRoute() {
  const { filter, resources } = Route.useLoaderData()
  const choices = area.useLoaderData().resources.filters
  const links: OrdersLinks = { filterScreen: ordersFilterHref(filter), list: ordersListHref, order: orderHref }
  return <OrdersScreen filter={filter} orders={resources.list} choices={choices} links={links} />
}
