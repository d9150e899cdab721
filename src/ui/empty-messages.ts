/**
 * The no-data messages of the error catalogue (spec section 8), as given but 'No sales' (the app's
 * sentence case, issue 38), as message descriptors: a list with nothing to show passes one to `EmptyState`.
 */
import { msg } from '@lingui/core/macro'

export const emptyMessages = {
  orders: msg`You don't have orders`,
  /** Orders with filters applied. */
  ordersFiltered: msg`No orders found`,
  commissions: msg`No commissions`,
  sales: msg`No sales`,
  bonuses: msg`No bonus available right now`,
  notifications: msg`You don't have notifications`,
  /** Success rate: not applicable without orders for the month. */
  successRate: msg`No data`,
  paymentAccounts: msg`No payment account added`,
  teamMembers: msg`You don't have any members on your team...`,
  teamLeader: msg`You still don't have a team leader...`,
  /** Level screens: a consultant without a level (ours, not in the catalogue). */
  level: msg`You don't have a level yet`,
} as const

export type EmptyMessage = keyof typeof emptyMessages
