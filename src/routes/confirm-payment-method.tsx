import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPaymentMethodPage } from '../features/onboarding/confirm-payment-method-page'

/** Payment method confirmation (redirect rule 7): add the mandatory type. */
export const Route = createFileRoute('/confirm-payment-method')({
  component: ConfirmPaymentMethodPage,
})
