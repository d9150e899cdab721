import * as v from 'valibot'
import { Count, ListOf, Money, Option } from './common'
import { ItemStatus } from './orders'
import { knownOnly } from './known'

/** direct (own sales), indirect1 (team), indirect2 (team of the team). */
export const CommissionType = v.picklist(['direct', 'indirect1', 'indirect2'])
export type CommissionType = v.InferOutput<typeof CommissionType>

/** Confirmed: completed items in the range. Pending: items that may complete before month end. */
const Split = { confirmed: Money, pending: Money }

/** GET watto/consultants/{id}/commissions/total?date_from&date_to */
export const CommissionTotal = v.object({
  ...Split,
  /** Penalty from the success rate of date_to's month: a positive percent (0 when none), and its amount. */
  penalty_perc: v.number(),
  penalty_amount: Money,
  /** confirmed - penalty_amount */
  payable: Money,
})
export type CommissionTotal = v.InferOutput<typeof CommissionTotal>

/** GET .../commissions/grouped-by-type?date_from&date_to. A row of a type this app does not know is left out (known.ts). */
export const CommissionsByType = v.object({
  data: knownOnly('commission type row', 'type', CommissionType.options, v.object({ type: CommissionType, ...Split, items: Count })),
})
export type CommissionsByType = v.InferOutput<typeof CommissionsByType>

/** GET .../commissions/total-services?date_from&date_to: commissions on services (jpay, food). */
export const CommissionsByService = ListOf(v.object({ service: Option, ...Split, items: Count }))
export type CommissionsByService = v.InferOutput<typeof CommissionsByService>

/** GET .../commissions/grouped-by-category?date_from&date_to[&type][&status] */
export const CommissionsByCategory = ListOf(v.object({ category: Option, ...Split, items: Count }))
export type CommissionsByCategory = v.InferOutput<typeof CommissionsByCategory>

/** GET .../commissions/grouped-by-status?date_from&date_to[&type][&category]. A row of a status this app does not know is left out (known.ts). */
export const CommissionsByStatus = v.object({
  data: knownOnly('commission status row', 'status', ItemStatus.options, v.object({ status: ItemStatus, amount: Money, items: Count })),
})
export type CommissionsByStatus = v.InferOutput<typeof CommissionsByStatus>

export interface CommissionQuery {
  date_from: string
  date_to: string
  type?: CommissionType
  status?: string
  category?: string
}

/** GET ewoks/voucher-payment-threshold: above it commissions are paid in cash, else in vouchers. */
export const PayoutThreshold = v.object({ threshold: Money, currency: v.string() })
export type PayoutThreshold = v.InferOutput<typeof PayoutThreshold>
