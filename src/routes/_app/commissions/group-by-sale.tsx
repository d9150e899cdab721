import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from './-commissions-load'
import { commissionsScreen } from './-commissions-options'
import { BreakdownRoute } from './-breakdown-route'

/** Commissions grouped by whose sale earned them. */
export const Route = createFileRoute('/_app/commissions/group-by-sale')({
  ...commissionsScreen,
  loader: breakdownLoader('bySale', 'status-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
