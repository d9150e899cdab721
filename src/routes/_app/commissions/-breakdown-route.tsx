import { useLoaderData, type RegisteredRouter, type RouteIds } from '@tanstack/react-router'
import { periodSearchOf, type PeriodSearch, type ResolvedPeriod } from '../../../domain/periods'
import { BreakdownScreen, type BreakdownLinks } from '../../../features/commissions/breakdown-screen'
import type { BreakdownKind, CommissionFilter } from '../../../features/commissions/commissions-data'
import type { FilterOrder } from './-commissions-load'
import { commissionsLink, pendingLink, useCommissionsPeriod } from './-commissions-route'

/** The links of each breakdown: rows lead one filter deeper; chips remove one; back leads to the balance. */
function breakdownLinks(kind: BreakdownKind, filter: CommissionFilter, order: FilterOrder, period: ResolvedPeriod): BreakdownLinks {
  const search = periodSearchOf(period)
  const none = { type: null, status: null, category: null }
  const back = commissionsLink('balance', none, order, search)
  const pending = (next: Partial<CommissionFilter>, nextOrder: FilterOrder = order) => pendingLink({ ...filter, ...next }, nextOrder, search)
  const without = (key: keyof CommissionFilter) => {
    if (kind === 'category') return commissionsLink('confirmed', none, order, search)
    if (!kind.startsWith('pending')) return commissionsLink('balance', none, order, search)
    return key === 'type' ? commissionsLink('pending', none, order, search) : pending({ [key]: null })
  }
  switch (kind) {
    case 'confirmed':
    case 'category':
      return { category: (category) => commissionsLink('category', { ...none, category }, order, search), without, back }
    case 'services':
      return { without, back }
    case 'bySale':
    case 'pending':
      return { type: (type) => pendingLink({ ...none, type }, order, search), without, back }
    case 'pendingType':
      return {
        status: (status) => pending({ status }, 'status-first'),
        category: (category) => pending({ category }, 'category-first'),
        without,
        back,
      }
    case 'pendingTypeStatus':
      return { status: (status) => pending({ status }), category: (category) => pending({ category }, 'status-first'), without, back }
    case 'pendingTypeCategory':
      return { status: (status) => pending({ status }, 'category-first'), category: (category) => pending({ category }), without, back }
    case 'pendingLeaf':
      return { category: (category) => pending({ category }), without, back }
  }
}

/** The commissions routes but the balance and the statement: confirmed, services, group-by-sale, a category, pending. */
type BreakdownRouteId = Exclude<
  Extract<RouteIds<RegisteredRouter['routeTree']>, `/_app/commissions/${string}`>,
  '/_app/commissions/' | '/_app/commissions/statement'
>

/** The breakdown screen of the route `from`. */
export function BreakdownRoute({ from }: { from: BreakdownRouteId }) {
  const data = useLoaderData({ from })
  const { kind, filter, order, period } = data
  const screenLink = (search: PeriodSearch) => commissionsLink(kind, filter, order, search)
  return (
    <BreakdownScreen
      {...useCommissionsPeriod(period, screenLink)}
      kind={kind}
      filter={filter}
      resources={data.resources}
      links={breakdownLinks(kind, filter, order, period)}
    />
  )
}
