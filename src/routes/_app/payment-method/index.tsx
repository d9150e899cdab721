import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { PaymentAccountsScreen } from '../../../features/payment-methods/payment-accounts-screen'
import { startPaymentAccounts } from '../-data/payment-accounts'

/** `?saved=added|updated` after the add or edit screen; anything else is dropped (never throws). */
const SavedSearch = v.object({ saved: v.fallback(v.optional(v.picklist(['added', 'updated'])), undefined) })

/** Payment Account (its title is the layout's, route.tsx): the consultant's accounts, adding one, the payout rule. */
export const Route = createFileRoute('/_app/payment-method/')({
  validateSearch: (raw: Record<string, unknown>) => v.parse(SavedSearch, raw),
  loader: ({ context }) => {
    const { id, login } = context.consultant
    return { required: login.payment_method_mandatory, ...startPaymentAccounts(context, id) }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: PaymentAccountsRoute,
})

function PaymentAccountsRoute() {
  const { resources, required } = Route.useLoaderData()
  const { saved } = Route.useSearch()
  return <PaymentAccountsScreen resources={resources} required={required} saved={saved ?? null} />
}
