import { linkOptions, useNavigate } from '@tanstack/react-router'
import { commissionStartDate } from '../../../config/constants'
import { COMMISSION_PERIODS, type PeriodSearch, type ResolvedPeriod } from '../../../domain/periods'
import type { BreakdownKind, CommissionFilter } from '../../../features/commissions/commissions-data'
import type { AppLinkOptions } from '../../../ui/app-link'
import type { PeriodChoice } from '../../../ui/period-picker'
import { choiceSearch, today } from '../-period'
import type { FilterOrder } from './-commissions-load'

/**
 * A commissions screen's period props: the commissions' presets, from 2019-10-01 (spec section 9: a custom period
 * cannot begin before) to today, and a period chosen as the same screen (`link`) with the period in its search.
 */
export function useCommissionsPeriod(period: ResolvedPeriod, link: (search: PeriodSearch) => AppLinkOptions) {
  const navigate = useNavigate()
  return {
    period,
    presets: COMMISSION_PERIODS,
    bounds: { min: commissionStartDate, max: today() },
    onPeriodChange: (choice: PeriodChoice) => void navigate(link(choiceSearch(choice))),
  }
}

/** A pending view: its filters in the path, in the order they were chosen, and the period in the search. */
export function pendingLink({ type, status, category }: CommissionFilter, order: FilterOrder, search: PeriodSearch): AppLinkOptions {
  if (!type) return linkOptions({ to: '/commissions/pending', search })
  if (status && category) {
    return order === 'category-first'
      ? linkOptions({ to: '/commissions/pending/$type/category/$category/status/$status', params: { type, category, status }, search })
      : linkOptions({ to: '/commissions/pending/$type/status/$status/category/$category', params: { type, status, category }, search })
  }
  if (status) return linkOptions({ to: '/commissions/pending/$type/status/$status', params: { type, status }, search })
  if (category) return linkOptions({ to: '/commissions/pending/$type/category/$category', params: { type, category }, search })
  return linkOptions({ to: '/commissions/pending/$type', params: { type }, search })
}

/** A commissions view of a kind (the balance, a breakdown), with the period in its search. */
export function commissionsLink(kind: BreakdownKind | 'balance', filter: CommissionFilter, order: FilterOrder, search: PeriodSearch): AppLinkOptions {
  switch (kind) {
    case 'balance':
      return linkOptions({ to: '/commissions', search })
    case 'confirmed':
      return linkOptions({ to: '/commissions/confirmed', search })
    case 'services':
      return linkOptions({ to: '/commissions/services', search })
    case 'bySale':
      return linkOptions({ to: '/commissions/group-by-sale', search })
    case 'category':
      return linkOptions({ to: '/commissions/$category', params: { category: filter.category ?? '' }, search })
    default:
      return pendingLink(filter, order, search)
  }
}
