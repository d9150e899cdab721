import { useMemo } from 'react'
import { createFileRoute, Outlet, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { AppShell } from '../features/shell/app-shell'
import { isImpersonating, loginData } from '../../machines/session.selectors'
import { provideAcceptAgreement } from './_app/-data/agreement'

/** The authenticated area (pathless): the shell around every consultant screen. The root's guard keeps visitors out. */
export const Route = createFileRoute('/_app')({
  component: AppLayout,
})

function AppLayout() {
  const { client, session } = Route.useRouteContext()
  const navigate = useNavigate()
  const login = useSelector(session, loginData)
  const impersonating = useSelector(session, isImpersonating)
  const acceptAgreement = useMemo(() => provideAcceptAgreement(client, session), [client, session])
  if (!login) return null
  const signOut = () => {
    session.send({ type: 'session.logout' })
    void navigate({ to: '/', replace: true })
  }
  return (
    <AppShell login={login} impersonating={impersonating} acceptAgreement={acceptAgreement} onSignOut={signOut}>
      <Outlet />
    </AppShell>
  )
}
