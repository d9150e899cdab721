import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { AgreementBanner } from '../features/agreement/agreement-banner'
import { AppShell } from '../features/shell/app-shell'
import { SessionGap, type SessionGapKind } from '../features/shell/session-gap'
import type { SignedInConsultant } from '../app/router-context'
import { useSignOut } from '../ui/use-sign-out'
import { isFeatureEnabled } from '../../machines/feature-toggles'
import { showsAgreementPrompt } from '../../machines/agreement.machine'
import { isImpersonating, loginData, type SessionSnapshot } from '../../machines/session.selectors'
import type { ResourceActor } from '../../machines/resource.machine'
import { provideAcceptAgreement } from './_app/-data/agreement'
import { useSystemActor } from '../forms/use-system-actor'
import { unreadCountId, unreadCountMachine, unreadShown } from './_app/-data/unread-notifications'

/**
 * The authenticated area (pathless): the shell around every consultant screen, with the updated
 * agreement's banner when one waits. The root's guard keeps visitors out.
 */
export const Route = createFileRoute('/_app')({
  // Run on every navigation, after the root's guard: the screens' loaders read the consultant signed in now from the
  // context (`context.consultant`). A session that ended since the guard sends to the intro.
  beforeLoad: ({ context }) => {
    const login = loginData(context.session.getSnapshot())
    const id = login?.customer_data.id ?? null
    if (!login || id === null) throw redirect({ to: '/', replace: true })
    return { consultant: { login, id } satisfies SignedInConsultant }
  },
  // The updated agreement's accept form, as logic: the banner's dialog starts it in the system (`dialog:updated-agreement`).
  loader: ({ context }) => ({ acceptAgreement: provideAcceptAgreement(context.client, context.session) }),
  component: AppLayout,
})

/** Why there is no consultant to show the app for (the session is between two states). */
function sessionGap(snapshot: SessionSnapshot): SessionGapKind {
  // Signed out here or in another tab (or out of time), with no failure to tell: the tab is on its way to the intro.
  if (snapshot.matches('signedOut') && snapshot.context.error === null) return 'signingOut'
  if (snapshot.matches('unauthorized') || snapshot.matches('startingSignIn') || snapshot.matches('redirectingToSignIn')) return 'signingInAgain'
  return 'ended'
}

function AppLayout() {
  const { session } = Route.useRouteContext()
  const { acceptAgreement } = Route.useLoaderData()
  const login = useSelector(session, loginData)
  const impersonating = useSelector(session, isImpersonating)
  const gap = useSelector(session, sessionGap)
  const unreadCount = useSystemActor<ResourceActor<number>>(unreadCountId)
  const unread = useSelector(unreadCount, unreadShown)
  const { signOut } = useSignOut(session)
  if (!login) return <SessionGap kind={gap} onSignIn={() => session.send({ type: 'session.connect' })} />
  const counted = isFeatureEnabled(login, 'notifications') ? login.customer_data.id : null
  return (
    <AppShell
      login={login}
      impersonating={impersonating}
      unread={counted === null ? undefined : unread}
      banner={showsAgreementPrompt(login, impersonating) ? <AgreementBanner login={login} accept={acceptAgreement} /> : null}
      onSignOut={signOut}
    >
      {counted === null ? null : <UnreadCount key={counted} consultantId={counted} />}
      <Outlet />
    </AppShell>
  )
}

/**
 * Starts the unread count while the shell shows: one consultant's (in the consultant's scope, as
 * `unread-count`), asked once the browser is idle (the screen's reads first). The shell reads it
 * from the system; it renders nothing.
 */
function UnreadCount({ consultantId }: { consultantId: number }) {
  const { client } = Route.useRouteContext()
  useSystemActor(unreadCountId, { logic: unreadCountMachine(client, consultantId), key: String(consultantId) })
  return null
}
