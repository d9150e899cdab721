import { msg } from '@lingui/core/macro'
import { createFileRoute, getRouteApi, useNavigate } from '@tanstack/react-router'
import { defaultPeriodStart } from '../../../config/constants'
import { ordersFilterOf } from '../../../domain/order-filters'
import { OrderFilterScreen } from '../../../features/orders/order-filter-screen'
import { today } from '../-period'
import { canonicalOrdersSearch, ordersListLink } from './-orders-route'

const area = getRouteApi('/_app/orders')

/** The orders' filters (spec section 2), opened on the filter in force (the URL's search). */
export const Route = createFileRoute('/_app/orders/filter')({
  staticData: { title: msg`Filters` },
  validateSearch: ordersFilterOf,
  beforeLoad: canonicalOrdersSearch('/orders/filter'),
  component: OrderFilterRoute,
})

function OrderFilterRoute() {
  const navigate = useNavigate()
  const filter = Route.useSearch()
  const choices = area.useLoaderData().resources.filters
  return (
    <OrderFilterScreen
      // A new filter in the URL (back and forward) starts the form again from it.
      key={JSON.stringify(filter)}
      filter={filter}
      choices={choices}
      bounds={{ min: defaultPeriodStart, max: today() }}
      cancel={ordersListLink(filter)}
      // The filter screen gives way to the list it chose: Back from there goes to where the consultant came from.
      onApply={(next) => void navigate({ ...ordersListLink(next), replace: true })}
    />
  )
}
