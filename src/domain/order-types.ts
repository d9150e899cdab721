/**
 * Order types (ventures, spec section 3: "mall, jpay, ods (food)"). In a module of their own:
 * the route tree (every first load) checks the order type in /orders/{id}/orderType/{type}
 * with it, and the orders schema reads answers with it.
 *
 * A type this app does not know yet is kept as the gateway wrote it, when it is written as a
 * type is (lower-case letters, digits, `-` and `_`, at most 32): the list shows the order as a
 * generic one and its detail opens with the same type (the detail call names it). Anything
 * else reads as `other`.
 */
export const KNOWN_ORDER_TYPES = ['mall', 'jpay', 'ods'] as const
export type KnownOrderType = (typeof KNOWN_ORDER_TYPES)[number]

/** How an order type is written: safe in a path segment and a query. */
export const ORDER_TYPE_FORMAT = /^[a-z0-9_-]{1,32}$/

/** What an order type unreadable as one becomes. */
export const OTHER_ORDER_TYPE = 'other'

export const isKnownOrderType = (type: string): type is KnownOrderType => (KNOWN_ORDER_TYPES as readonly string[]).includes(type)
