import { useNavigate } from '@tanstack/react-router'
import { country } from '../../../config/country'
import { commissionStartDate } from '../../../config/constants'
import { COMMISSION_PERIODS, periodSearchOf, type ResolvedPeriod } from '../../../domain/periods'
import { BalanceScreen, type BalanceLinks } from '../../../features/commissions/balance-screen'
import { BreakdownScreen, type BreakdownLinks } from '../../../features/commissions/breakdown-screen'
import type { BreakdownKind, CommissionFilter } from '../../../features/commissions/commissions-data'
import type { PeriodChoice } from '../../../ui/period-picker'
import { choiceSearch, searchString, today } from '../-period'
import { enc, pendingPath, type FilterOrder, type loadBalance, type loadBreakdown } from './-commissions-load'

/** Commissions start on 2019-10-01 (spec section 9): a custom period cannot begin before. */
const bounds = () => ({ min: commissionStartDate, max: today() })

function usePeriodNavigation(path: string) {
  const navigate = useNavigate()
  return (choice: PeriodChoice) => void navigate({ href: path + searchString(choiceSearch(choice)) })
}

export function BalanceRoute({ data }: { data: ReturnType<typeof loadBalance> }) {
  const search = searchString(periodSearchOf(data.period))
  const links: BalanceLinks = {
    confirmed: `/commissions/confirmed${search}`,
    pending: `/commissions/pending${search}`,
    bySale: `/commissions/group-by-sale${search}`,
    services: `/commissions/services${search}`,
    pendingType: (type) => `/commissions/pending/${enc(type)}${search}`,
  }
  return (
    <BalanceScreen
      period={data.period}
      presets={COMMISSION_PERIODS}
      bounds={bounds()}
      currency={country.currency}
      resources={data.resources}
      links={links}
      onPeriodChange={usePeriodNavigation('/commissions')}
    />
  )
}

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
    kind === 'confirmed' ? '/commissions/confirmed'
    : kind === 'services' ? '/commissions/services'
    : kind === 'bySale' ? '/commissions/group-by-sale'
    : kind === 'category' ? `/commissions/${enc(filter.category ?? '')}`
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
