import { createFileRoute } from '@tanstack/react-router'
import { salesLoader } from './-sales-load'
import { salesScreen } from './-sales-options'
import { SalesRoute } from './-sales-route'

/** Sales by category. */
export const Route = createFileRoute('/_app/sales/category/$category')({
  ...salesScreen,
  loader: salesLoader('category-first'),
  component: () => <SalesRoute from={Route.id} />,
})
