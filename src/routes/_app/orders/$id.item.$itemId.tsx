import { msg } from '@lingui/core/macro'
import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { ItemDetailScreen } from '../../../features/orders/item-detail-screen'
import { monthRateMachine, startOrderItem } from '../-data/orders'
import { pathParam } from '../-path-params'
import { backToList, OrderId, orderLink } from './-orders-route'

const area = getRouteApi('/_app/orders')

/** One order item (spec section 2: /orders/{id}/item/{itemId}), read from its order. */
export const Route = createFileRoute('/_app/orders/$id/item/$itemId')({
  staticData: { title: msg`Item detail` },
  loader: ({ context, params }) => {
    const back = backToList(context.system)
    const orderId = pathParam(OrderId, params.id, back)
    const itemId = pathParam(OrderId, params.itemId, back)
    const { id } = context.consultant
    return { itemId, monthRate: monthRateMachine(context.client, id), ...startOrderItem(context, id, orderId) }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: ItemDetailRoute,
})

function ItemDetailRoute() {
  const { resources, itemId, monthRate } = Route.useLoaderData()
  const choices = area.useLoaderData().resources.filters
  // The item's path has no order type: the way back to its order is made once the order has loaded.
  return <ItemDetailScreen resources={resources} itemId={itemId} choices={choices} monthRate={monthRate} links={{ order: orderLink }} />
}
