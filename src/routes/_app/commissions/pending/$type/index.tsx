import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../../../domain/periods'
import { loadBreakdown } from '../../-commissions-load'
import { BreakdownRoute } from '../../-breakdown-route'

/** One type's pending commissions by status and category. */
export const Route = createFileRoute('/_app/commissions/pending/$type/')({
  staticData: { title: msg`Commissions` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadBreakdown(context, deps, 'pendingType', params, 'status-first'),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <BreakdownRoute data={Route.useLoaderData()} />
}
