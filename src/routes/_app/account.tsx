import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AccountScreen } from '../../features/account/account-screen'
import { useLanguageChoice } from '../../features/preferences/use-language-choice'

/** The You page. */
export const Route = createFileRoute('/_app/account')({
  staticData: { title: msg`You` },
  component: AccountRoute,
})

function AccountRoute() {
  const { session } = Route.useRouteContext()
  const navigate = useNavigate()
  const selectLanguage = useLanguageChoice()
  const signOut = () => {
    session.send({ type: 'session.logout' })
    void navigate({ to: '/', replace: true })
  }
  return <AccountScreen onSelectLanguage={(locale) => void selectLanguage(locale)} onSignOut={signOut} />
}
