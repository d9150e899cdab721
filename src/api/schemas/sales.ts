import * as v from 'valibot'
import { Count, IsoDate, ListOf, Money, Option } from './common'
import { ItemStatus } from './orders'
import { knownOnly } from './known'

/** Totals for one period and the period of equal length just before it. */
export const Figures = v.object({ amount: Money, items: Count, orders: Count })
export type Figures = v.InferOutput<typeof Figures>

/** GET watto/consultants/{id}/sales/total?date_from&date_to[&status][&category] */
export const SalesTotal = v.object({
  current: Figures,
  previous: Figures,
  period: v.object({ from: IsoDate, to: IsoDate }),
  previous_period: v.object({ from: IsoDate, to: IsoDate }),
})
export type SalesTotal = v.InferOutput<typeof SalesTotal>

const Compared = { amount: Money, items: Count, previous_amount: Money, previous_items: Count }

/** GET .../sales/by-status?date_from&date_to[&category]. A row of a status this app does not know is left out (known.ts). */
export const SalesByStatus = v.object({ data: knownOnly('sales status row', 'status', ItemStatus.options, v.object({ status: ItemStatus, ...Compared })) })
export type SalesByStatus = v.InferOutput<typeof SalesByStatus>

/**
 * GET .../sales/by-category?date_from&date_to[&status]: all 26 categories, zeros included.
 * Services (jpay, food) are not product categories, so the rows need not add up to SalesTotal.
 */
export const SalesByCategory = ListOf(v.object({ category: Option, ...Compared }))
export type SalesByCategory = v.InferOutput<typeof SalesByCategory>

export interface SalesQuery {
  date_from: string
  date_to: string
  status?: string
  category?: string
}
