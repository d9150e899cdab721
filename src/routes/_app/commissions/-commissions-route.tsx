import { useNavigate } from '@tanstack/react-router'
import { commissionStartDate } from '../../../config/constants'
import type { PeriodChoice } from '../../../ui/period-picker'
import { choiceSearch, searchString, today } from '../-period'

/** Commissions start on 2019-10-01 (spec section 9): a custom period cannot begin before. */
export const bounds = () => ({ min: commissionStartDate, max: today() })

/** A period chosen on a commissions screen: the same screen with the period in its search. */
export function usePeriodNavigation(path: string) {
  const navigate = useNavigate()
  return (choice: PeriodChoice) => void navigate({ href: path + searchString(choiceSearch(choice)) })
}
