import { createFileRoute } from '@tanstack/react-router'
import { JoinPage } from '../features/onboarding/join-page'
import { useLanguageChoice } from '../features/preferences/use-language-choice'

/** Not yet a member: join or log in with another account. The root guard keeps ?referral= for 7 days. */
export const Route = createFileRoute('/join')({
  component: JoinRoute,
})

function JoinRoute() {
  const { session, stored } = Route.useRouteContext()
  const selectLanguage = useLanguageChoice()
  return <JoinPage session={session} referral={stored.referralCode.get()} onSelectLanguage={selectLanguage} />
}
