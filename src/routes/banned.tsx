import { createFileRoute } from '@tanstack/react-router'
import { BannedPage } from '../features/onboarding/banned-page'

/** Inactive account (redirect rule 3): contact the Help Line, or sign out. */
export const Route = createFileRoute('/banned')({
  component: BannedRoute,
})

function BannedRoute() {
  const { session } = Route.useRouteContext()
  return <BannedPage session={session} />
}
