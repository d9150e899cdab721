import { createFileRoute } from '@tanstack/react-router'
import { JoinPage } from '../features/onboarding/join-page'
import { loadChakra } from '../ui/system-store'

/** Not yet a member: join or log in with another account. The root guard keeps ?referral= for 7 days. */
export const Route = createFileRoute('/join')({
  // Its form controls are Chakra's: the Chakra chunk loads with this screen (src/ui/system-store.ts).
  loader: loadChakra,
  component: JoinPage,
})
