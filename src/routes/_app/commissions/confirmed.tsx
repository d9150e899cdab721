import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from './-commissions-load'
import { commissionsScreen } from './-commissions-options'
import { BreakdownRoute } from './-breakdown-route'

/** Confirmed commissions by category. */
export const Route = createFileRoute('/_app/commissions/confirmed')({
  ...commissionsScreen,
  loader: breakdownLoader('confirmed', 'status-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
