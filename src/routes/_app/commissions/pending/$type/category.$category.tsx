import { createFileRoute } from '@tanstack/react-router'
import { breakdownLoader } from '../../-commissions-load'
import { commissionsScreen } from '../../-commissions-options'
import { BreakdownRoute } from '../../-breakdown-route'

/** Pending commissions of a type and category, by status. */
export const Route = createFileRoute('/_app/commissions/pending/$type/category/$category')({
  ...commissionsScreen,
  loader: breakdownLoader('pendingTypeCategory', 'category-first'),
  component: () => <BreakdownRoute from={Route.id} />,
})
