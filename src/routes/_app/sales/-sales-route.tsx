import { linkOptions, useLoaderData, useNavigate, type RegisteredRouter, type RouteIds } from '@tanstack/react-router'
import { defaultPeriodStart } from '../../../config/constants'
import { periodSearchOf, SALES_PERIODS, type PeriodSearch } from '../../../domain/periods'
import { SalesScreen, type SalesLinks } from '../../../features/sales/sales-screen'
import type { PeriodChoice } from '../../../ui/period-picker'
import { choiceSearch, today } from '../-period'
import type { SalesFilter } from '../../../features/sales/sales-data'
import type { FilterOrder } from './-sales-load'

/** The five sales routes (src/routes/_app/sales/). */
type SalesRouteId = Extract<RouteIds<RegisteredRouter['routeTree']>, `/_app/sales/${string}`>

/** The sales screen of the route `from` (loaded with the route's component chunk, not with the route tree). */
export function SalesRoute({ from }: { from: SalesRouteId }) {
  const navigate = useNavigate()
  const { period, filter, order, resources } = useLoaderData({ from })
  const search = periodSearchOf(period)
  const links: SalesLinks = {
    status: (status) => salesLink({ ...filter, status }, filter.category && !filter.status ? 'category-first' : order, search),
    category: (category) => salesLink({ ...filter, category }, filter.status && !filter.category ? 'status-first' : order, search),
    without: (key) => salesLink({ ...filter, [key]: null }, order, search),
  }
  const onPeriodChange = (choice: PeriodChoice) => void navigate({ ...salesLink(filter, order, choiceSearch(choice)), replace: false })
  return (
    <SalesScreen
      period={period}
      presets={SALES_PERIODS}
      bounds={{ min: defaultPeriodStart, max: today() }}
      filter={filter}
      resources={resources}
      links={links}
      onPeriodChange={onPeriodChange}
    />
  )
}

/** A sales view: its filters in the path, in the order they were chosen, and the period in the search. */
function salesLink({ status, category }: SalesFilter, order: FilterOrder, search: PeriodSearch) {
  if (status && category) {
    return order === 'category-first'
      ? linkOptions({ to: '/sales/category/$category/status/$status', params: { category, status }, search })
      : linkOptions({ to: '/sales/status/$status/category/$category', params: { status, category }, search })
  }
  if (status) return linkOptions({ to: '/sales/status/$status', params: { status }, search })
  if (category) return linkOptions({ to: '/sales/category/$category', params: { category }, search })
  return linkOptions({ to: '/sales', search })
}
