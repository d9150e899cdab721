import { createFileRoute, Outlet } from '@tanstack/react-router'
import { startOrderArea, stopOrdersArea } from '../-data/orders'

/**
 * The orders area: the list, its filters, an order, an item. The filters call is shared (the
 * filter screen's choices, the list's chip names). Leaving the area stops the list's reads; going
 * from the list to an order and back does not, so the list comes back where it was.
 */
export const Route = createFileRoute('/_app/orders')({
  staticData: { toggle: 'orders' },
  loader: ({ context }) => {
    const reads = startOrderArea(context, context.consultant.id)
    // onLeave calls it: the route tree (every first load) does not import the orders' data modules.
    return { ...reads, leaveArea: () => stopOrdersArea(context.system) }
  },
  onLeave: (match) => match.loaderData?.leaveArea(),
  component: Outlet,
})
