import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { AccountScreen } from '../../features/account/account-screen'
import { useLanguageChoice } from '../../features/preferences/use-language-choice'
import { useSignOut } from '../../ui/use-sign-out'

/** The You page. */
export const Route = createFileRoute('/_app/account')({
  staticData: { title: msg`You` },
  component: AccountRoute,
})

function AccountRoute() {
  const { session } = Route.useRouteContext()
  const selectLanguage = useLanguageChoice()
  const { signOut } = useSignOut(session)
  return <AccountScreen onSelectLanguage={(locale) => void selectLanguage(locale)} onSignOut={signOut} />
}
