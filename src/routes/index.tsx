import { createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { IntroPage, type ConnectStatus } from '../features/onboarding/intro-page'
import { useLanguageChoice } from '../features/preferences/use-language-choice'
import type { SessionSnapshot } from '../../machines/session.selectors'

export const Route = createFileRoute('/')({
  component: IntroRoute,
})

function connectStatusOf(snapshot: SessionSnapshot): ConnectStatus {
  if (snapshot.matches('loginFailed')) return 'loginFailed'
  if (snapshot.matches('startingSignIn') || snapshot.matches('redirectingToSignIn')) return 'connecting'
  if (snapshot.context.error?.kind === 'unsafeSignInAddress') return 'unsafeAddress'
  return snapshot.context.error ? 'failed' : 'idle'
}

function IntroRoute() {
  const { session } = Route.useRouteContext()
  const status = useSelector(session, connectStatusOf)
  const selectLanguage = useLanguageChoice()
  return <IntroPage status={status} onConnect={() => session.send({ type: 'session.connect' })} onSelectLanguage={selectLanguage} />
}
