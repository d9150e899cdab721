import { createFileRoute } from '@tanstack/react-router'
import { AgreementPage } from '../features/onboarding/agreement-page'
import { loadChakra } from '../ui/system-store'

/** Terms and conditions (redirect rule 6 brings consultants here through /register). */
export const Route = createFileRoute('/agreement')({
  // Its form controls are Chakra's: the Chakra chunk loads with this screen (src/ui/system-store.ts).
  loader: loadChakra,
  component: AgreementPage,
})
