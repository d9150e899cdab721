import { lazy, Suspense, type ReactNode } from 'react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createRootRouteWithContext, Navigate, Outlet, type ErrorComponentProps } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { RouterContext } from '../app/router-context'
import { draftOwner } from '../domain/form-drafts'
import { LanguageChoiceProvider } from '../features/preferences/use-language-choice'
import { PwaNotices } from '../features/pwa'
import { FormDraftsProvider } from '../forms/form-drafts'
import { ActorSystemProvider } from '../forms/use-system-actor'
import { RouteError } from '../ui/route-error'
import { UiProvider } from '../ui/ui-provider'
import { loginData, tellsStorageFull } from '../../machines/session.selectors'
import { guardNavigation } from './-navigation/guard'
import { provideLanguageChoice } from './-data/language-choice'

/** The context's type lives in src/app/router-context.ts (the guard imports it from there, not from here); route files may take it from either. */
export type { RouterContext }

function Providers({ children }: { children: ReactNode }) {
  const { session, stored, system } = Route.useRouteContext()
  const { chooseLanguage } = Route.useLoaderData()
  // Forms keep their drafts in the tab for the consultant signed in (src/forms/form-drafts.tsx).
  const draftsOwner = useSelector(session, (snapshot) => draftOwner(loginData(snapshot)))
  return (
    <I18nProvider i18n={i18n}>
      <ActorSystemProvider system={system}>
        <LanguageChoiceProvider value={chooseLanguage}>
          <FormDraftsProvider slot={stored.formDrafts} owner={draftsOwner}>
            <UiProvider>{children}</UiProvider>
          </FormDraftsProvider>
        </LanguageChoiceProvider>
      </ActorSystemProvider>
    </I18nProvider>
  )
}

/** Loaded only on the rare device whose storage is full (issue 37 §5): nothing of it in the first load. */
const StorageFullNotice = lazy(() => import('../features/shell/storage-full-notice'))

function StorageFull() {
  const { session } = Route.useRouteContext()
  const tell = useSelector(session, tellsStorageFull)
  if (!tell) return null
  return (
    <Suspense fallback={null}>
      <StorageFullNotice onSeen={() => session.send({ type: 'session.storageNoticeSeen' })} />
    </Suspense>
  )
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => guardNavigation(context, location),
  // Anyone's (signed in or not): no read, the language choice as a write. Made once: the root is never left,
  // and what it is made of (the client, the session, the stored values) lasts as long as the app.
  // After a switch the router reloads the screen, whose reads are keyed by language: the gateway's texts come again in it.
  loader: ({ context }) => ({ chooseLanguage: provideLanguageChoice(context.client, context.session, context.stored, undefined, context.reload) }),
  staleTime: Infinity,
  component: () => (
    <Providers>
      <Outlet />
      <PwaNotices />
      <StorageFull />
    </Providers>
  ),
  // The root's own failures render outside its component, so they bring Lingui along;
  // RouteError is plain (a Chakra chunk that failed to load lands here too).
  errorComponent: (props: ErrorComponentProps) => (
    <I18nProvider i18n={i18n}>
      <RouteError {...props} />
    </I18nProvider>
  ),
  // Any path without a screen goes to the intro.
  notFoundComponent: () => <Navigate to="/" replace />,
})
