import { createFileRoute } from '@tanstack/react-router'
import { loadAddPaymentAccount } from './-add-load'
import { AddPaymentAccount } from './-add-route'

/** Add a bank account: bank, account name as registered at the bank, account number (3-3-4). */
export const Route = createFileRoute('/_app/payment-method/bank_transfer')({
  loader: loadAddPaymentAccount,
  component: () => <AddPaymentAccount from={Route.id} />,
})
