import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../domain/periods'
import { loadSales, salesFilter } from './-sales-load'
import { SalesRoute } from './-sales-route'

/** Sales by status (the period in the search, the filter in the path). */
export const Route = createFileRoute('/_app/sales/status/$status')({
  staticData: { title: msg`Sales` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadSales(context, deps, salesFilter(params, deps), 'status-first'),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <SalesRoute data={Route.useLoaderData()} />
}
