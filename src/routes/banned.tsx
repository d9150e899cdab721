import { createFileRoute } from '@tanstack/react-router'
import { BannedPage } from '../features/onboarding/banned-page'
import { loadChakra } from '../ui/system-store'

/** Inactive account (redirect rule 3): contact the Help Line, or sign out. */
export const Route = createFileRoute('/banned')({
  // Its form controls are Chakra's: the Chakra chunk loads with this screen (src/ui/system-store.ts).
  loader: loadChakra,
  component: BannedPage,
})
