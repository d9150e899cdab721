import { createFileRoute } from '@tanstack/react-router'
import { salesLoader } from './-sales-load'
import { salesScreen } from './-sales-options'
import { SalesRoute } from './-sales-route'

/** Sales by status, then category. */
export const Route = createFileRoute('/_app/sales/status/$status/category/$category')({
  ...salesScreen,
  loader: salesLoader('status-first'),
  component: () => <SalesRoute from={Route.id} />,
})
