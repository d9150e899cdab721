import { useState } from 'react'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterPage } from '../../features/onboarding/register-page'
import { useLanguageChoice } from '../../features/preferences/use-language-choice'
import { loginData } from '../../../machines/session.selectors'
import { loadChakra } from '../../ui/system-store'
import { provideRegister } from '../-data/onboarding'

/**
 * The register form. The redirect rules let signed-out visitors and consultants whose
 * terms are not accepted stay here (rules 0, 4, 6); the form needs a signed-in visitor:
 * signed out, join first; already a consultant, the remaining step is the agreement.
 */
export const Route = createFileRoute('/register/')({
  beforeLoad: ({ context }) => {
    const login = loginData(context.session.getSnapshot())
    if (login === null) throw redirect({ to: '/join', replace: true })
    if (login.jforce_agent) throw redirect({ to: '/agreement', replace: true })
  },
  // Its form controls are Chakra's: the Chakra chunk loads with this screen (src/ui/system-store.ts).
  loader: loadChakra,
  component: RegisterRoute,
})

function RegisterRoute() {
  const { client, session, stored } = Route.useRouteContext()
  const [data] = useState(() => provideRegister(client, session, stored))
  const selectLanguage = useLanguageChoice()
  return <RegisterPage onSelectLanguage={selectLanguage} {...data} />
}
