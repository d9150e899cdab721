import { createFileRoute } from '@tanstack/react-router'
import { loadBalance } from './-commissions-load'
import { commissionsScreen } from './-commissions-options'
import { BalanceRoute } from './-balance-route'

/** The commission balance of the period and its breakdowns. */
export const Route = createFileRoute('/_app/commissions/')({ ...commissionsScreen, loader: loadBalance, component: () => <BalanceRoute from={Route.id} /> })
