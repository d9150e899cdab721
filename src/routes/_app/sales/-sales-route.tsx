import { useNavigate } from '@tanstack/react-router'
import { defaultPeriodStart } from '../../../config/constants'
import { periodSearchOf, SALES_PERIODS } from '../../../domain/periods'
import { SalesScreen, type SalesLinks } from '../../../features/sales/sales-screen'
import type { PeriodChoice } from '../../../ui/period-picker'
import { choiceSearch, searchString, today } from '../-period'
import { salesPath, type SalesLoaderData } from './-sales-load'

/** The sales screen of the five routes (loaded with the route's component chunk, not with the route tree). */
export function SalesRoute({ data }: { data: SalesLoaderData }) {
  const navigate = useNavigate()
  const { period, filter, order, resources } = data
  const search = searchString(periodSearchOf(period))
  const links: SalesLinks = {
    status: (status) => salesPath({ ...filter, status }, filter.category && !filter.status ? 'category-first' : order) + search,
    category: (category) => salesPath({ ...filter, category }, filter.status && !filter.category ? 'status-first' : order) + search,
    without: (key) => salesPath({ ...filter, [key]: null }, order) + search,
  }
  const onPeriodChange = (choice: PeriodChoice) => void navigate({ href: salesPath(filter, order) + searchString(choiceSearch(choice)), replace: false })
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
