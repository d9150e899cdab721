import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../../../domain/periods'
import { loadBreakdown } from '../../-commissions-load'
import { BreakdownRoute } from '../../-breakdown-route'

/**
 * Pending commissions of a type, category and status.
 * `$category_`, same URL: a flat name would nest it in category.$category, whose loader starts other reads in the same
 * screen group (stopping one set) and whose screen, rendered instead of this one, waits on them (issue 38).
 */
export const Route = createFileRoute('/_app/commissions/pending/$type/category/$category_/status/$status')({
  staticData: { title: msg`Commissions` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadBreakdown(context, deps, 'pendingLeaf', params, 'category-first'),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <BreakdownRoute data={Route.useLoaderData()} />
}
