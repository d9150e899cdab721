import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { loadSales, salesFilter, salesSearch } from './-sales-load'
import { SalesRoute } from './-sales-route'

/** Sales by status (the period in the search, the filter in the path). */
export const Route = createFileRoute('/_app/sales/status/$status')({
  staticData: { title: msg`Sales` },
  validateSearch: salesSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadSales(context, deps, salesFilter(params, deps), 'status-first'),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <SalesRoute data={Route.useLoaderData()} />
}
