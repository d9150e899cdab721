import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from '../../-commissions-load'
import { commissionsScreen } from '../../-commissions-options'
import { BreakdownRoute } from '../../-breakdown-route'

/**
 * Pending commissions of a type, status and category.
 * `$status_`, same URL: a flat name would nest it in status.$status, whose loader starts other reads in the same
 * screen group (stopping one set) and whose screen, rendered instead of this one, waits on them (issue 38).
 */
export const Route = createFileRoute('/_app/commissions/pending/$type/status/$status_/category/$category')({
  ...commissionsScreen,
  loader: breakdownLoader('pendingLeaf', 'status-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
