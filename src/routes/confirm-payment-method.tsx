import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPaymentMethodPage } from '../features/onboarding/confirm-payment-method-page'
import { AddPaymentMethodForm } from '../features/payment-methods/payment-method-forms'
import { PaymentAccounts } from '../features/payment-methods/payment-method-list'
import { useLanguageChoice } from '../features/preferences/use-language-choice'
import { loadChakra } from '../ui/system-store'
import { providePaymentConfirmation } from './-data/onboarding'

/** Payment method confirmation (redirect rule 7): add the mandatory type. The onboarding page around the payment-methods parts. */
export const Route = createFileRoute('/confirm-payment-method')({
  // Its form controls are Chakra's: the Chakra chunk loads with this screen (src/ui/system-store.ts).
  loader: loadChakra,
  component: ConfirmPaymentMethodRoute,
})

function ConfirmPaymentMethodRoute() {
  const { client, session } = Route.useRouteContext()
  const [{ methods, add, loadBanks, added }] = useState(() => providePaymentConfirmation(client, session))
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
