/**
 * An order item's statuses (spec section 4), in the order they are listed. In a module of their
 * own: the route tree (every first load) checks path and search values against them, and the
 * contract's schemas (src/api/schemas/orders.ts) read answers with them.
 */
const itemStatuses = ['created', 'ongoing', 'delivered', 'failed', 'rejected', 'completed', 'returned'] as const

export type ItemStatus = (typeof itemStatuses)[number]

/** A status as answers are read: one this app does not know is 'unknown' (src/api/schemas/known.ts). */
export type ItemStatusRead = ItemStatus | 'unknown'

export const ITEM_STATUSES: readonly ItemStatus[] = itemStatuses
