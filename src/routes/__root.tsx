import type { ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRootRouteWithContext, Navigate, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import type { GatewayClient } from '../api'
import type { SessionActor } from '../app/session'
import type { StoredValues } from '../app/storedValues'
import { PwaNotices } from '../features/pwa'
import { RouteError } from '../ui/route-error'
import { ensureFullSystem } from '../ui/system-store'
import { UiProvider } from '../ui/ui-provider'
import { guardNavigation, pageOf } from './-navigation/guard'

/** Pages that render on the first load's small Chakra system; every other loads the full one first. */
const FIRST_LOAD_PAGES = new Set(['intro', 'loginCallback'])

/** What every route receives from the router: the typed client and the app-level actors. */
export interface RouterContext {
  client: GatewayClient
  session: SessionActor
  stored: StoredValues
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>{children}</UiProvider>
    </I18nProvider>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    await guardNavigation(context, location)
    if (!FIRST_LOAD_PAGES.has(pageOf(location.pathname))) await ensureFullSystem()
  },
  component: () => (
    <Providers>
      <Outlet />
      <PwaNotices />
    </Providers>
  ),
  // The root's own failures render outside its component, so they bring the providers along.
  errorComponent: (props: ErrorComponentProps) => (
    <Providers>
      <RouteError {...props} />
    </Providers>
  ),
  // Any path without a screen goes to the intro.
  notFoundComponent: () => <Navigate to="/" replace />,
})
