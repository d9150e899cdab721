import { COMMISSION_PERIODS, periodSearchOf, type ResolvedPeriod } from '../../../domain/periods'
import { BreakdownScreen, type BreakdownLinks } from '../../../features/commissions/breakdown-screen'
import type { BreakdownKind, CommissionFilter } from '../../../features/commissions/commissions-data'
import { searchString } from '../-period'
import { enc, pendingPath, type FilterOrder, type loadBreakdown } from './-commissions-load'
import { bounds, usePeriodNavigation } from './-commissions-route'

/** The links of each breakdown: rows lead one filter deeper; chips remove one. */
function breakdownLinks(kind: BreakdownKind, filter: CommissionFilter, order: FilterOrder, period: ResolvedPeriod): BreakdownLinks {
  const search = searchString(periodSearchOf(period))
  const pending = (next: Partial<CommissionFilter>, nextOrder: FilterOrder = order) => pendingPath({ ...filter, ...next }, nextOrder) + search
  const without = (key: keyof CommissionFilter) => {
    if (kind === 'category') return `/commissions/confirmed${search}`
    if (!kind.startsWith('pending')) return `/commissions${search}`
    return key === 'type' ? `/commissions/pending${search}` : pending({ [key]: null })
  }
  switch (kind) {
    case 'confirmed':
    case 'category':
      return { category: (category) => `/commissions/${enc(category)}${search}`, without }
    case 'services':
      return { without }
    case 'bySale':
    case 'pending':
      return { type: (type) => pendingPath({ type, status: null, category: null }, order) + search, without }
    case 'pendingType':
      return {
        status: (status) => pending({ status }, 'status-first'),
        category: (category) => pending({ category }, 'category-first'),
        without,
      }
    case 'pendingTypeStatus':
      return { status: (status) => pending({ status }), category: (category) => pending({ category }, 'status-first'), without }
    case 'pendingTypeCategory':
      return { status: (status) => pending({ status }, 'category-first'), category: (category) => pending({ category }), without }
    case 'pendingLeaf':
      return { category: (category) => pending({ category }), without }
  }
}

export function BreakdownRoute({ data }: { data: ReturnType<typeof loadBreakdown> }) {
  const { kind, filter, order, period } = data
  const path =
    kind === 'confirmed'
      ? '/commissions/confirmed'
      : kind === 'services'
        ? '/commissions/services'
        : kind === 'bySale'
          ? '/commissions/group-by-sale'
          : kind === 'category'
            ? `/commissions/${enc(filter.category ?? '')}`
            : pendingPath(filter, order)
  return (
    <BreakdownScreen
      kind={kind}
      period={period}
      presets={COMMISSION_PERIODS}
      bounds={bounds()}
      filter={filter}
      resources={data.resources}
      links={breakdownLinks(kind, filter, order, period)}
      onPeriodChange={usePeriodNavigation(path)}
    />
  )
}
