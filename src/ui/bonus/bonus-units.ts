import type { Bonus, BonusFormats } from '../../api'

export type BonusUnit = BonusFormats['data'][number]['unit']

/**
 * The unit of each format when the formats call has not answered (or left a format out): what the format's name says;
 * a format this app does not know is counted as a plain number.
 */
const defaultUnits: Readonly<Record<Bonus['format'], BonusUnit>> = { items_sold: 'items', sales_amount: 'currency', orders: 'orders', unknown: 'count' }

/** The unit a bonus's target and progress are counted in: the formats call's answer, else the format's own. */
export function bonusUnit(format: Bonus['format'], formats: BonusFormats['data'] | null): BonusUnit {
  return formats?.find((entry) => entry.format === format)?.unit ?? defaultUnits[format]
}
