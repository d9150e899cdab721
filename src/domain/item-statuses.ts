import type { ItemStatus } from '../api'

/**
 * An order item's statuses (spec section 4), in the order they are listed. In a module of their
 * own: the route tree (every first load) checks path and search values against them.
 */
export const ITEM_STATUSES: readonly ItemStatus[] = ['created', 'ongoing', 'delivered', 'failed', 'rejected', 'completed', 'returned']
