import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../domain/periods'
import { loadBreakdown } from './-commissions-load'
import { BreakdownRoute } from './-breakdown-route'

/** Commissions grouped by whose sale earned them. */
export const Route = createFileRoute('/_app/commissions/group-by-sale')({
  staticData: { title: msg`Commissions` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBreakdown(context, deps, 'bySale', {}, 'status-first'),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <BreakdownRoute data={Route.useLoaderData()} />
}
