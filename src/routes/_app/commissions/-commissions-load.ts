import { redirect } from '@tanstack/react-router'
import { commissionStartDate } from '../../../config/constants'
import { COMMISSION_PERIODS, resolvePeriod, type PeriodSearch } from '../../../domain/periods'
import type { BreakdownKind, CommissionFilter } from '../../../features/commissions/commissions-data'
import type { AppRouteContext } from '../../../app/router-context'
import { startBalance, startBreakdown, startStatement } from '../-data/commissions'
import { CategoryId, CommissionTypeParam, ItemStatusParam, pathParam } from '../-path-params'
import type { PeriodLoaderArgs } from '../-period-screen'

/**
 * The commissions routes' loaders (spec section 2: /commissions and its eleven children): the
 * period from the URL's search (each route's validateSearch is parsePeriodSearch; This Month
 * unless it says otherwise), the filters from the path.
 */
const periodOf = (search: PeriodSearch) => resolvePeriod(search, new Date(), COMMISSION_PERIODS, 'this-month', commissionStartDate)

export function loadBalance({ context, deps }: PeriodLoaderArgs) {
  const { login, id } = context.consultant
  const period = periodOf(deps)
  return { period, ...startBalance(context, login, id, period) }
}

export function loadStatement({ context, deps }: PeriodLoaderArgs) {
  const { id } = context.consultant
  const period = periodOf(deps)
  return { period, ...startStatement(context, id, period) }
}

/** Which filter came first in a pending path (pending/{type}/status/… or pending/{type}/category/…). */
export type FilterOrder = 'status-first' | 'category-first'

export interface BreakdownParams {
  readonly type?: string
  readonly status?: string
  readonly category?: string
}

function loadBreakdown(context: AppRouteContext, search: PeriodSearch, kind: BreakdownKind, params: BreakdownParams, order: FilterOrder) {
  const { id } = context.consultant
  const period = periodOf(search)
  // A malformed filter (an edited or stale link) leads back to the balance, same period.
  const fallback = (): never => {
    throw redirect({ to: '/commissions', search, replace: true })
  }
  const filter: CommissionFilter = {
    type: pathParam(CommissionTypeParam, params.type, fallback),
    status: pathParam(ItemStatusParam, params.status, fallback),
    category: pathParam(CategoryId, params.category, fallback),
  }
  return { period, kind, filter, order, ...startBreakdown(context, id, period, kind, filter) }
}

/** A breakdown route's loader: its kind of breakdown, the filters its path has, in the order the route puts them. */
export const breakdownLoader =
  (kind: BreakdownKind, order: FilterOrder) =>
  ({ context, deps, params }: PeriodLoaderArgs<BreakdownParams>) =>
    loadBreakdown(context, deps, kind, params, order)
