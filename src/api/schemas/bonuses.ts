import * as v from 'valibot'
import { Count, Id, IsoDateTime, ListOf, Money, Option } from './common'
import { knownOr } from './known'

/** available: can be joined; in_progress; achieved (completed); expired (no longer available). */
export const BonusState = v.picklist(['available', 'in_progress', 'achieved', 'expired'])
export type BonusState = v.InferOutput<typeof BonusState>
/** As answers are read (known.ts): another state is 'unknown', and the bonus's phase comes from its dates and progress alone (src/domain/bonus-status.ts). */
const BonusStateRead = knownOr('bonus state', BonusState.options, 'unknown')

export const BonusFormat = v.picklist(['items_sold', 'sales_amount', 'orders'])
export type BonusFormat = v.InferOutput<typeof BonusFormat>
/** As answers are read: another format is 'unknown', counted as a plain number (src/ui/bonus/bonus-units.ts). */
const BonusFormatRead = knownOr('bonus format', BonusFormat.options, 'unknown')

export const BonusUnit = v.picklist(['items', 'currency', 'orders'])
/** As answers are read: another unit is 'count', a plain number. */
const BonusUnitRead = knownOr('bonus unit', BonusUnit.options, 'count')

export const Bonus = v.object({
  id: Id,
  name: v.string(),
  state: BonusStateRead,
  /** How target and progress are counted and shown. */
  format: BonusFormatRead,
  target: v.number(),
  /** Items sold (or amount, or orders, by format) so far. */
  progress: v.number(),
  /** "You get": the reward. */
  reward: Money,
  starts_at: IsoDateTime,
  ends_at: IsoDateTime,
  /** Calculation goes on for this many days after ends_at. */
  grace_period_days: Count,
  b2c_only: v.boolean(),
  daily_chain_performance: v.boolean(),
})
export type Bonus = v.InferOutput<typeof Bonus>

/** GET mandalorian/consultants/{id}/bonuses and .../homepage-bonuses */
export const Bonuses = ListOf(Bonus)
export type Bonuses = v.InferOutput<typeof Bonuses>

/** GET .../bonuses/{bonusId} */
export const BonusDetail = v.object({
  ...Bonus.entries,
  description: v.string(),
  categories: v.array(Option),
  /** For daily chain bonuses: one entry per day of the bonus. */
  daily: v.array(v.object({ date: v.string(), progress: v.number(), achieved: v.boolean() })),
})
export type BonusDetail = v.InferOutput<typeof BonusDetail>

/** GET mandalorian/bonuses/grace-period */
export const GracePeriod = v.object({ days: Count })
export type GracePeriod = v.InferOutput<typeof GracePeriod>

/** GET mandalorian/temp/format: how each bonus format is measured (unit of target and progress). */
export const BonusFormats = ListOf(v.object({ format: BonusFormatRead, unit: BonusUnitRead }))
export type BonusFormats = v.InferOutput<typeof BonusFormats>
