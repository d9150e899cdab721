import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPaymentMethodPage } from '../features/onboarding/confirm-payment-method-page'
import { AddPaymentMethodForm } from '../features/payment-methods/payment-method-forms'
import { PaymentAccounts } from '../features/payment-methods/payment-method-list'
import { useLanguageChoice } from '../features/preferences/use-language-choice'
import { startPaymentConfirmation } from './-data/onboarding'
import { withChakra } from './-with-chakra'

/** Payment method confirmation (redirect rule 7): add the mandatory type. The onboarding page around the payment-methods parts. */
export const Route = createFileRoute('/confirm-payment-method')({
  // The accounts are read beside the Chakra chunk, whose controls the form uses (src/ui/system-store.ts).
  loader: ({ context }) => withChakra(startPaymentConfirmation(context)),
  onLeave: (match) => match.loaderData?.stop(),
  component: ConfirmPaymentMethodRoute,
})

function ConfirmPaymentMethodRoute() {
  const { session } = Route.useRouteContext()
  const { methods, add, loadBanks, added } = Route.useLoaderData()
  const selectLanguage = useLanguageChoice()
  return (
    <ConfirmPaymentMethodPage
      session={session}
      added={added}
      onSelectLanguage={selectLanguage}
      accounts={<PaymentAccounts methods={methods} />}
      addAccount={(form) => <AddPaymentMethodForm {...form} add={add} loadBanks={loadBanks} />}
    />
  )
}
