import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from '../-commissions-load'
import { commissionsScreen } from '../-commissions-options'
import { BreakdownRoute } from '../-breakdown-route'

/** Pending commissions by whose sale. */
export const Route = createFileRoute('/_app/commissions/pending/')({
  ...commissionsScreen,
  loader: breakdownLoader('pending', 'status-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
