import { createFileRoute } from '@tanstack/react-router'
import { BannedPage } from '../features/onboarding/banned-page'
import { useLanguageChoice } from '../features/preferences/use-language-choice'

/** Inactive account (redirect rule 3): contact the Help line, or sign out. */
export const Route = createFileRoute('/banned')({
  component: BannedRoute,
})

function BannedRoute() {
  const { session } = Route.useRouteContext()
  const selectLanguage = useLanguageChoice()
  return <BannedPage session={session} onSelectLanguage={selectLanguage} />
}
