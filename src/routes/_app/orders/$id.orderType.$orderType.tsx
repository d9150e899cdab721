import { msg } from '@lingui/core/macro'
import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import * as v from 'valibot'
import { ORDER_TYPE_FORMAT } from '../../../domain/order-types'
import { OrderDetailScreen } from '../../../features/orders/order-detail-screen'
import { startOrderDetail } from '../-data/orders'
import { pathParam } from '../-path-params'
import { backToList, lastListLink, OrderId, orderItemLink } from './-orders-route'

const area = getRouteApi('/_app/orders')

/**
 * An order type as the orders schema keeps it (src/domain/order-types.ts): a known venture or one the app
 * does not know yet, whose detail still opens; checked here without the schema module (the route tree carries this).
 */
const OrderTypeParam = v.pipe(v.string(), v.regex(ORDER_TYPE_FORMAT))

/** One order (spec section 2: /orders/{id}/orderType/{orderType}); a malformed id or type leads back to the list. */
export const Route = createFileRoute('/_app/orders/$id/orderType/$orderType')({
  staticData: { title: msg`Order detail` },
  loader: ({ context, params }) => {
    const back = backToList(context.system)
    const orderId = pathParam(OrderId, params.id, back)
    const orderType = pathParam(OrderTypeParam, params.orderType, back)
    return startOrderDetail(context, context.consultant.id, orderId, orderType)
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: OrderDetailRoute,
})

function OrderDetailRoute() {
  const { resources } = Route.useLoaderData()
  const choices = area.useLoaderData().resources.filters
  const { system } = Route.useRouteContext()
  return <OrderDetailScreen resources={resources} choices={choices} links={{ list: lastListLink(system), item: orderItemLink }} />
}
