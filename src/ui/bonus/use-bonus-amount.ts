import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useFormatters } from '../../i18n/use-formatters'
import type { BonusUnit } from './bonus-units'

/** An amount of a bonus in its unit, in words: "12 items", "GHS 300.00", "4 orders"; a unit this app does not know, "12". */
export function useBonusAmount(): (value: number, unit: BonusUnit) => string {
  const { money, number } = useFormatters()
  useLingui() // re-render on a language change
  return (value, unit) => {
    if (unit === 'currency') return money(value)
    if (unit === 'count') return number(value)
    return unit === 'items' ? plural(value, { one: '# item', other: '# items' }) : plural(value, { one: '# order', other: '# orders' })
  }
}
