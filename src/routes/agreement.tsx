import { createFileRoute } from '@tanstack/react-router'
import { AgreementPage } from '../features/onboarding/agreement-page'

/** Terms and conditions (redirect rule 6 brings consultants here through /register). */
export const Route = createFileRoute('/agreement')({
  component: AgreementPage,
})
