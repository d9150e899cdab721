import { useMemo } from 'react'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { AgreementBanner } from '../features/agreement/agreement-banner'
import { AppShell } from '../features/shell/app-shell'
import { SessionGap, type SessionGapKind } from '../features/shell/session-gap'
import { useSignOut } from '../ui/use-sign-out'
import { isFeatureEnabled } from '../../machines/featureToggles'
import { showsAgreementPrompt } from '../../machines/agreement.machine'
import { isImpersonating, loginData, type SessionSnapshot } from '../../machines/session.selectors'
import { provideAcceptAgreement } from './_app/-data/agreement'
import { unreadCountOf, unreadShown } from './_app/-data/unread-notifications'

/**
 * The authenticated area (pathless): the shell around every consultant screen, with the updated
 * agreement's banner when one waits. The root's guard keeps visitors out.
 */
export const Route = createFileRoute('/_app')({
  component: AppLayout,
})

/** Why there is no consultant to show the app for (the session is between two states). */
function sessionGap(snapshot: SessionSnapshot): SessionGapKind {
  // Signed out here or in another tab (or out of time): the tab is on its way to the intro.
  if (snapshot.matches('loggingOut') || snapshot.matches('ended')) return 'signingOut'
  if (snapshot.matches('unauthorized') || snapshot.matches('startingSignIn') || snapshot.matches('redirectingToSignIn')) return 'signingInAgain'
  return 'ended'
}

function AppLayout() {
  const { client, session } = Route.useRouteContext()
  const login = useSelector(session, loginData)
  const impersonating = useSelector(session, isImpersonating)
  const acceptAgreement = useMemo(() => provideAcceptAgreement(client, session), [client, session])
  const gap = useSelector(session, sessionGap)
  // The unread count: one consultant's, asked once the browser is idle (the screen's reads first).
  const counted = login && isFeatureEnabled(login, 'notifications') ? login.customer_data.id : null
  const unreadCount = useMemo(() => unreadCountOf(client, counted), [client, counted])
  const unread = useSelector(unreadCount ?? undefined, unreadShown)
  const { signOut } = useSignOut(session)
  if (!login) return <SessionGap kind={gap} onSignIn={() => session.send({ type: 'session.connect' })} />
  return (
    <AppShell
      login={login}
      impersonating={impersonating}
      unread={unreadCount ? unread : undefined}
      banner={showsAgreementPrompt(login, impersonating) ? <AgreementBanner login={login} accept={acceptAgreement} /> : null}
      onSignOut={signOut}
    >
      <Outlet />
    </AppShell>
  )
}
