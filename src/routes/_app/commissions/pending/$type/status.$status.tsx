import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from '../../-commissions-load'
import { commissionsScreen } from '../../-commissions-options'
import { BreakdownRoute } from '../../-breakdown-route'

/** Pending commissions of a type and status, by category. */
export const Route = createFileRoute('/_app/commissions/pending/$type/status/$status')({
  ...commissionsScreen,
  loader: breakdownLoader('pendingTypeStatus', 'status-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
