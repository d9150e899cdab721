import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from '../../-commissions-load'
import { commissionsScreen } from '../../-commissions-options'
import { BreakdownRoute } from '../../-breakdown-route'

/** One type's pending commissions by status and category. */
export const Route = createFileRoute('/_app/commissions/pending/$type/')({
  ...commissionsScreen,
  loader: breakdownLoader('pendingType', 'status-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
