import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { ContributorsPage } from '../features/contributors/contributors-page'
import { useLanguageChoice } from '../features/preferences/use-language-choice'
import { isSignedIn } from '../../machines/session.selectors'

/**
 * The spec's core page (redirect rule 1: no redirect logic): outside the signed-in area, so a
 * visitor, a consultant half-way through onboarding or a banned one can open it as well.
 */
export const Route = createFileRoute('/contributors')({
  staticData: { title: msg`Contributors` },
  component: ContributorsRoute,
})

function ContributorsRoute() {
  const { session } = Route.useRouteContext()
  const signedIn = useSelector(session, isSignedIn)
  const selectLanguage = useLanguageChoice()
  return <ContributorsPage signedIn={signedIn} onSelectLanguage={(locale) => void selectLanguage(locale)} />
}
