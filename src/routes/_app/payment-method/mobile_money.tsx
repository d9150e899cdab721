import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { loadAddPaymentAccount } from './-add-load'
import { AddPaymentAccount } from './-add-route'

/** Add a mobile money account: the holder's full name and phone number (4-3-4). */
export const Route = createFileRoute('/_app/payment-method/mobile_money')({
  staticData: { title: msg`Payment account` },
  loader: ({ context }) => loadAddPaymentAccount(context),
  component: AddRoute,
})

function AddRoute() {
  const { session } = Route.useRouteContext()
  const { writes } = Route.useLoaderData()
  return <AddPaymentAccount session={session} writes={writes} type="mobile_money" />
}
