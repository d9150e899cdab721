import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ItemStatusRead } from '../../api'
import { isKnownOrderType, type KnownOrderType } from '../../domain/order-types'
import type { OrderDateField, OrderDateWhen } from '../../domain/order-filters'
import type { BadgePalette } from '../../ui/badge'

/** Ventures (spec section 3: mall, jpay, ods/food). */
const orderTypeLabels: Readonly<Record<KnownOrderType, MessageDescriptor>> = {
  mall: msg`Mall`,
  jpay: msg`JPay`,
  ods: msg`Food`,
}
const otherOrderType = msg`Order`

/** An order type's name; a type this app does not know is a generic order (src/domain/order-types.ts). */
export const orderTypeLabel = (type: string): MessageDescriptor => (isKnownOrderType(type) ? orderTypeLabels[type] : otherOrderType)

/** A status's colour: open in neutral tones, completed green, the three that pay nothing red. */
export const statusPalette: Readonly<Record<ItemStatusRead, BadgePalette>> = {
  created: 'gray',
  ongoing: 'blue',
  delivered: 'orange',
  completed: 'green',
  failed: 'red',
  rejected: 'red',
  returned: 'red',
  unknown: 'gray',
}

export const dateFieldLabels: Readonly<Record<OrderDateField, MessageDescriptor>> = {
  created: msg`Created`,
  completed: msg`Completed`,
  'last-event': msg`Last event`,
}

export const dateWhenLabels: Readonly<Record<OrderDateWhen, MessageDescriptor>> = {
  all: msg`All time`,
  today: msg`Today`,
  between: msg`Between`,
}

/**
 * The reasons the gateway names (the contract's ItemReason codes), worded in each language.
 * A code not listed here shows the gateway's own text.
 */
export const reasonLabels: Readonly<Record<string, MessageDescriptor>> = {
  cancelled_by_customer: msg`The customer cancelled the order.`,
  invalid_order: msg`Invalid order: the customer's details could not be confirmed.`,
  out_of_stock: msg`Out of stock at the vendor.`,
  customer_unreachable: msg`Delivery failed: the customer could not be reached.`,
  refused_at_delivery: msg`Delivery failed: the customer refused the package.`,
  wrong_address: msg`Delivery failed: wrong address.`,
  wrong_size: msg`Returned: wrong size.`,
  damaged: msg`Returned: damaged on arrival.`,
  not_as_described: msg`Returned: not as described.`,
  changed_mind: msg`Returned: the customer changed their mind.`,
  payment_failed: msg`The payment failed.`,
  invalid_phone_number: msg`Invalid phone number.`,
  biller_unavailable: msg`The biller was unavailable.`,
  cancelled_by_restaurant: msg`The restaurant cancelled the order.`,
}
