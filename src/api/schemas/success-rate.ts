import * as v from 'valibot'
import { Count, IsoDate, ListOf, Named } from './common'

/**
 * One month of success rate. `success_rate` is a percentage (0-100), null without orders.
 * Counts are of order items that reached a final status in the month; failed includes rejected and returned.
 */
export const SuccessRateRecord = v.object({
  from_date: IsoDate,
  to_date: IsoDate,
  success_rate: v.nullable(v.number()),
  orders_completed: Count,
  orders_failed: Count,
  jforce_level: v.nullable(Named),
  /** Commission impact in percent (negative is a penalty). */
  impact_perc: v.number(),
  hide_impact: v.boolean(),
})
export type SuccessRateRecord = v.InferOutput<typeof SuccessRateRecord>

/**
 * GET watto/consultants/{id}/success-rates?date_from&date_to (path not in the spec; ours).
 * One record per month in the range, newest first; an empty list means no more months.
 */
export const SuccessRates = ListOf(SuccessRateRecord)
export type SuccessRates = v.InferOutput<typeof SuccessRates>

/** GET watto/success-rate-configs/{levelId}: the current penalty rates of a level. */
export const SuccessRateConfigs = ListOf(
  v.object({
    /** Inclusive lower and exclusive upper bound of the success rate (percent); the top band (max_rate 100) includes 100. */
    min_rate: v.number(),
    max_rate: v.number(),
    impact_perc: v.number(),
  }),
)
export type SuccessRateConfigs = v.InferOutput<typeof SuccessRateConfigs>
