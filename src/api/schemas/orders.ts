import * as v from 'valibot'
import { ITEM_STATUSES } from '../../domain/item-statuses'
import type { OrderFilterQuery } from '../../domain/order-filters'
import { KNOWN_ORDER_TYPES, ORDER_TYPE_FORMAT, OTHER_ORDER_TYPE } from '../../domain/order-types'
import { Count, IsoDateTime, Money, Option, ShownName } from './common'
import { knownOnly, knownOr, knownOrKept } from './known'

/** Ventures (spec section 3: mall, jpay, ods = food): what the demo gateway writes. */
export const KnownOrderType = v.picklist(KNOWN_ORDER_TYPES)
export type KnownOrderType = v.InferOutput<typeof KnownOrderType>
/**
 * An order type as answers are read: a known venture, another one kept as the gateway wrote it
 * (src/domain/order-types.ts: shown as a generic order, its detail asked for with the same
 * type), or 'other'.
 */
export const OrderType = knownOrKept('order type', KNOWN_ORDER_TYPES, ORDER_TYPE_FORMAT, OTHER_ORDER_TYPE)
export type OrderType = string

/** Order item status (spec section 4); labels come from the UI's catalogs. */
export const ItemStatus = v.picklist(ITEM_STATUSES)
export type ItemStatus = v.InferOutput<typeof ItemStatus>
/**
 * An item's status as answers are read (known.ts): a status this app does not know is
 * 'unknown', shown as such ('Status not known'), open (neither earned nor lost), never final.
 */
export const ItemStatusRead = knownOr('item status', ItemStatus.options, 'unknown')
export type ItemStatusRead = v.InferOutput<typeof ItemStatusRead>

export const TimelineEvent = v.object({ status: ItemStatusRead, date: IsoDateTime, detail: v.nullable(v.string()) })

/**
 * Why an item failed, was rejected or was returned (ours, not the spec's: docs/contract.md).
 * `code` names the reason for the app's own wording in every language (an unknown code shows
 * `text`, the gateway's words); optional, so a gateway without it still parses.
 */
export const ItemReason = v.object({ code: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/)), text: v.string() })
export type ItemReason = v.InferOutput<typeof ItemReason>

export const OrderItem = v.object({
  id: v.string(),
  name: ShownName,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1)),
  price_paid: Money,
  commission: Money,
  /** For jpay and food items, the service (airtime, data-bundles, bill-payments, tv-subscriptions, restaurant-orders). */
  category: Option,
  brand: v.nullable(v.string()),
  vendor: v.nullable(v.string()),
  sku: v.string(),
  product_id: v.string(),
  /** physical, digital or service */
  item_type: v.string(),
  order_type: OrderType,
  status: ItemStatusRead,
  image: v.nullable(v.string()),
  timeline: v.array(TimelineEvent),
  /** On failed, rejected and returned items only (see ItemReason). */
  reason: v.optional(v.nullable(ItemReason)),
})
export type OrderItem = v.InferOutput<typeof OrderItem>

/** One row of the orders list. */
export const OrderSummary = v.object({
  id: v.string(),
  number: v.string(),
  order_type: OrderType,
  created_at: IsoDateTime,
  last_event_at: IsoDateTime,
  completed_at: v.nullable(IsoDateTime),
  items_count: Count,
  total_paid: Money,
  total_commission: Money,
  /** Status of each item, for the list badges. */
  item_statuses: v.array(ItemStatusRead),
  customer_name: ShownName,
})
export type OrderSummary = v.InferOutput<typeof OrderSummary>

export const OrderPage = v.object({
  data: v.array(OrderSummary),
  total: Count,
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
})
export type OrderPage = v.InferOutput<typeof OrderPage>

/** GET watto/consultants/{id}/order/{orderId}?order_type= */
export const OrderDetail = v.object({
  ...v.omit(OrderSummary, ['item_statuses']).entries,
  customer: v.object({ name: ShownName, phone: v.nullable(v.string()), address: v.nullable(v.string()), email: v.nullable(v.string()) }),
  items: v.array(OrderItem),
  timeline: v.array(TimelineEvent),
})
export type OrderDetail = v.InferOutput<typeof OrderDetail>

/** GET .../orders/filters: the choices the filter screen offers. */
export const OrderFilters = v.object({
  /** A status this app does not know is not offered (it could not be put in the URL's filter). */
  statuses: knownOnly('filter status', 'id', ItemStatus.options, v.object({ id: ItemStatus, name: v.string() })),
  categories: v.array(Option),
  services: v.array(Option),
  item_types: v.array(Option),
})
export type OrderFilters = v.InferOutput<typeof OrderFilters>

/**
 * Orders list query: the filter's part (src/domain/order-filters.ts, `orderQueryOf`) and the page.
 * Array filters go out as repeated params (`status[]=a&status[]=b`).
 * Date ranges are inclusive calendar dates (YYYY-MM-DD).
 */
export interface OrderQuery extends OrderFilterQuery {
  page?: number
  per_page?: number
}

/** GET .../orders-success-rate-by-period?date_from&date_to. Counts of order items; failed includes rejected and returned. */
export const OrdersSuccessRate = v.object({
  from_date: v.string(),
  to_date: v.string(),
  success_rate: v.nullable(v.number()),
  orders_completed: Count,
  orders_failed: Count,
})
export type OrdersSuccessRate = v.InferOutput<typeof OrdersSuccessRate>
