import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { parsePeriodSearch } from '../../../domain/periods'
import { loadBalance } from './-commissions-load'
import { BalanceRoute } from './-balance-route'

/** The commission balance of the period and its breakdowns. */
export const Route = createFileRoute('/_app/commissions/')({
  staticData: { title: msg`Commissions` },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadBalance(context, deps),
  onLeave: (match) => match.loaderData?.stop(),
  component: Screen,
})

function Screen() {
  return <BalanceRoute data={Route.useLoaderData()} />
}
