import { createFileRoute, redirect } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { loginData, settledSession, redirectSessionOf } from '../../../machines/session.selectors'
import { resolveRedirect } from '../../../machines/redirect.machine'
import { sessionOwner } from '../../../machines/session.machine'
import { redirectFor } from '../../app/stored-values'
import { parseCallbackSearch } from '../-navigation/hand-over'
import '../../ui/base.css'
import '../../features/onboarding/intro.css'

/**
 * Back from the central sign-in with ?code&state. The session checks the state
 * against the one stored before leaving (a mismatch starts the sign-in again, never
 * a login call), exchanges the code, then the redirect rules send the consultant on:
 * to the stored page or /home, or through onboarding.
 */
export const Route = createFileRoute('/login/callback')({
  validateSearch: parseCallbackSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { session, stored, toggleOf }, location, deps }) => {
    const storedState = stored.authState.get()
    stored.authState.clear()
    session.send({ type: 'session.callback', code: deps.code ?? null, state: deps.state ?? null, storedState })
    const snapshot = await settledSession(session)
    const login = loginData(snapshot)
    const target = resolveRedirect({
      page: 'loginCallback',
      path: location.href,
      ...redirectSessionOf(snapshot),
      // The page kept before the sign-in, if this consultant's (or kept while nobody was signed in).
      storedRedirect: redirectFor(stored.redirectTarget.get(), login ? sessionOwner(login) : null),
      toggleOf,
    })
    throw redirect({ href: target ?? '/home', replace: true }) // href: data, resolveRedirect's answer (a path kept before signing in)
  },
  pendingMs: 0,
  pendingComponent: SigningIn,
  component: SigningIn,
})

/** Plain elements, no Chakra: like the intro, the callback is part of the first load. */
function SigningIn() {
  return (
    <div className="ui-page ui-center">
      <div className="intro-signing-in" role="status">
        <span className="ui-spinner" aria-hidden="true" />
        <p>
          <Trans>Signing you in…</Trans>
        </p>
      </div>
    </div>
  )
}
