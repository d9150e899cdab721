import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { loadAddPaymentAccount } from './-add-load'
import { AddPaymentAccount } from './-add-route'

/** Add a bank account: bank, account name as registered at the bank, account number (3-3-4). */
export const Route = createFileRoute('/_app/payment-method/bank_transfer')({
  staticData: { title: msg`Payment account` },
  loader: ({ context }) => loadAddPaymentAccount(context),
  component: AddRoute,
})

function AddRoute() {
  const { session } = Route.useRouteContext()
  const { writes } = Route.useLoaderData()
  return <AddPaymentAccount session={session} writes={writes} type="bank_transfer" />
}
