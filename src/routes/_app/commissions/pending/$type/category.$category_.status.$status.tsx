import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from '../../-commissions-load'
import { commissionsScreen } from '../../-commissions-options'
import { BreakdownRoute } from '../../-breakdown-route'

/**
 * Pending commissions of a type, category and status.
 * `$category_`, same URL: a flat name would nest it in category.$category, whose loader starts other reads in the same
 * screen group (stopping one set) and whose screen, rendered instead of this one, waits on them (issue 38).
 */
export const Route = createFileRoute('/_app/commissions/pending/$type/category/$category_/status/$status')({
  ...commissionsScreen,
  loader: breakdownLoader('pendingLeaf', 'category-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
