/**
 * The orders read within the orders area, the last five (`recentLimit`): the item screen shows an item of the order
 * just opened at once, without asking for it again. The app runs it as an actor of the area
 * (`screen:/orders/*:recent`, src/routes/_app/-data/orders.ts), so it ends when the area is left or the session ends.
 *
 * - `recent.read` keeps an order just read: the newest last; an order read again moves to the end with its new
 *   copy; beyond five, the oldest goes.
 */
import { assign, setup, type ActorRefFrom } from 'xstate'
import type { OrderDetail } from '../src/api'

export const recentLimit = 5

export type RecentOrdersEvent = { type: 'recent.read'; order: OrderDetail }

export const recentOrdersMachine = setup({
  types: { context: {} as { orders: readonly OrderDetail[] }, events: {} as RecentOrdersEvent },
}).createMachine({
  id: 'recentOrders',
  context: { orders: [] },
  on: {
    'recent.read': {
      actions: assign({ orders: ({ context, event }) => [...context.orders.filter((order) => order.id !== event.order.id), event.order].slice(-recentLimit) }),
    },
  },
})

export type RecentOrdersMachine = typeof recentOrdersMachine
export type RecentOrdersActor = ActorRefFrom<RecentOrdersMachine>
