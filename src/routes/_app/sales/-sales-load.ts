import { redirect } from '@tanstack/react-router'
import { resolvePeriod, SALES_PERIODS, type PeriodSearch } from '../../../domain/periods'
import type { SalesFilter } from '../../../features/sales/sales-data'
import type { AppRouteContext } from '../../../app/router-context'
import { startSales } from '../-data/sales'
import { CategoryId, ItemStatusParam, pathParam } from '../-path-params'
import type { PeriodLoaderArgs } from '../-period-screen'

/**
 * The five sales routes' loaders (spec section 2: /sales, status/{status}, category/{category},
 * and both orders of the two): the period from the URL's search (each route's validateSearch is
 * parsePeriodSearch), the filter from its path.
 */

/** This month unless the URL says otherwise, as /commissions and the team: the dashboard's "Sales this month". */
const fallbackPeriod = 'this-month'

/** Which filter came first in the path, so a drill-down keeps the order the consultant chose. */
export type FilterOrder = 'status-first' | 'category-first'

/** The filter from the path's params; an unknown status or a malformed category sends back to /sales (same period). */
export function salesFilter(params: { status?: string; category?: string }, search: PeriodSearch): SalesFilter {
  const fallback = (): never => {
    throw redirect({ to: '/sales', search, replace: true })
  }
  return { status: pathParam(ItemStatusParam, params.status, fallback), category: pathParam(CategoryId, params.category, fallback) }
}

export function loadSales(context: AppRouteContext, search: PeriodSearch, filter: SalesFilter, order: FilterOrder) {
  const { id } = context.consultant
  const period = resolvePeriod(search, new Date(), SALES_PERIODS, fallbackPeriod)
  return { period, filter, order, ...startSales(context, id, period, filter) }
}

/** A sales route's loader: the filters its path has, in the order the route puts them. */
export const salesLoader =
  (order: FilterOrder) =>
  ({ context, deps, params }: PeriodLoaderArgs<{ status?: string; category?: string }>) =>
    loadSales(context, deps, salesFilter(params, deps), order)
