import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { commissionsSearch, loadBalance } from './-commissions-load'
import { BalanceRoute } from './-balance-route'

/** The commission balance of the period and its breakdowns. */
export const Route = createFileRoute('/_app/commissions/')({
  staticData: { title: msg`Commissions` },
  validateSearch: commissionsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBalance(context, deps),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <BalanceRoute data={Route.useLoaderData()} />
}
