import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../../../domain/periods'
import { loadBreakdown } from '../../-commissions-load'
import { BreakdownRoute } from '../../-breakdown-route'

/** Pending commissions of a type and status, by category. */
export const Route = createFileRoute('/_app/commissions/pending/$type/status/$status')({
  staticData: { title: msg`Commissions` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadBreakdown(context, deps, 'pendingTypeStatus', params, 'status-first'),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <BreakdownRoute data={Route.useLoaderData()} />
}
