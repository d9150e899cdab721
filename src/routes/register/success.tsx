import { createFileRoute, redirect } from '@tanstack/react-router'
import { RegisterSuccessPage } from '../../features/onboarding/register-success-page'
import { useLanguageChoice } from '../../features/preferences/use-language-choice'
import { loginData } from '../../../machines/session.selectors'

/** After POST consultants: leads to the agreement. Only for someone who has registered. */
export const Route = createFileRoute('/register/success')({
  beforeLoad: ({ context }) => {
    if (loginData(context.session.getSnapshot())?.jforce_agent !== true) throw redirect({ to: '/register', replace: true })
  },
  component: RegisterSuccessRoute,
})

function RegisterSuccessRoute() {
  const selectLanguage = useLanguageChoice()
  return <RegisterSuccessPage onSelectLanguage={selectLanguage} />
}
