import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from './-commissions-load'
import { commissionsScreen } from './-commissions-options'
import { BreakdownRoute } from './-breakdown-route'

/** One category's commissions. */
export const Route = createFileRoute('/_app/commissions/$category')({
  ...commissionsScreen,
  loader: breakdownLoader('category', 'category-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
