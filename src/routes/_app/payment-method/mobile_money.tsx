import { createFileRoute } from '@tanstack/react-router'
import { loadAddPaymentAccount } from './-add-load'
import { AddPaymentAccount } from './-add-route'

/** Add a mobile money account: the holder's full name and phone number (4-3-4). */
export const Route = createFileRoute('/_app/payment-method/mobile_money')({
  loader: loadAddPaymentAccount,
  component: () => <AddPaymentAccount from={Route.id} />,
})
