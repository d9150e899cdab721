import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterPage } from '../../features/onboarding/register-page'
import { useLanguageChoice } from '../../features/preferences/use-language-choice'
import { loginData } from '../../../machines/session.selectors'
import { loadChakra } from '../../ui/system-store'
import { registerData } from '../-data/onboarding'

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
  // No read of its own (each reference list is its field's actor): the writes ride in the loader's data.
  loader: async ({ context }) => {
    await loadChakra()
    return registerData(context)
  },
  component: RegisterRoute,
})

function RegisterRoute() {
  const data = Route.useLoaderData()
  const selectLanguage = useLanguageChoice()
  return <RegisterPage onSelectLanguage={selectLanguage} {...data} />
}
