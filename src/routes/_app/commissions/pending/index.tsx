import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../../domain/periods'
import { loadBreakdown } from '../-commissions-load'
import { BreakdownRoute } from '../-breakdown-route'

/** Pending commissions by whose sale. */
export const Route = createFileRoute('/_app/commissions/pending/')({
  staticData: { title: msg`Commissions` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBreakdown(context, deps, 'pending', {}, 'status-first'),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <BreakdownRoute data={Route.useLoaderData()} />
}
