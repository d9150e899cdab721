import { createFileRoute } from '@tanstack/react-router'
import { salesLoader } from './-sales-load'
import { salesScreen } from './-sales-options'
import { SalesRoute } from './-sales-route'

/** Sales: /sales, the period in the search (spec section 2). */
export const Route = createFileRoute('/_app/sales/')({ ...salesScreen, loader: salesLoader('status-first'), component: () => <SalesRoute from={Route.id} /> })
