import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../domain/periods'
import { loadBreakdown } from './-commissions-load'
import { BreakdownRoute } from './-breakdown-route'

/** Confirmed commissions by category. */
export const Route = createFileRoute('/_app/commissions/confirmed')({
  staticData: { title: msg`Commissions` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBreakdown(context, deps, 'confirmed', {}, 'status-first'),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <BreakdownRoute data={Route.useLoaderData()} />
}
