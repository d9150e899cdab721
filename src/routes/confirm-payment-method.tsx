import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPaymentMethodPage } from '../features/onboarding/confirm-payment-method-page'
import { loadChakra } from '../ui/system-store'

/** Payment method confirmation (redirect rule 7): add the mandatory type. */
export const Route = createFileRoute('/confirm-payment-method')({
  // Its form controls are Chakra's: the Chakra chunk loads with this screen (src/ui/system-store.ts).
  loader: loadChakra,
  component: ConfirmPaymentMethodPage,
})
