import { createFileRoute } from '@tanstack/react-router'
import { salesLoader } from './-sales-load'
import { salesScreen } from './-sales-options'
import { SalesRoute } from './-sales-route'

/** Sales by category, then status. */
export const Route = createFileRoute('/_app/sales/category/$category/status/$status')({
  ...salesScreen,
  loader: salesLoader('category-first'),
  component: () => <SalesRoute from={Route.id} />,
})
