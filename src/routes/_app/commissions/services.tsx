import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from './-commissions-load'
import { commissionsScreen } from './-commissions-options'
import { BreakdownRoute } from './-breakdown-route'

/** Commissions on services. */
export const Route = createFileRoute('/_app/commissions/services')({
  ...commissionsScreen,
  loader: breakdownLoader('services', 'status-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
