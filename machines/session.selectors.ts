/** What screens and the router read from the session: pure functions of a snapshot. */
import { waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { delays } from './config'
import type { Consultant, LoginData } from '../src/api'
import type { RedirectInput } from './redirect.machine'
import type { LoginChanges, SessionError, sessionMachine } from './session.machine'

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>
/** The running session (src/app/session.ts starts it); screens read it with these selectors. */
export type SessionActor = ActorRefFrom<typeof sessionMachine>

export const isSignedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('signedIn')

export const loginData = (snapshot: SessionSnapshot): LoginData | null => (isSignedIn(snapshot) ? snapshot.context.login : null)

export const consultant = (snapshot: SessionSnapshot): Consultant | null => loginData(snapshot)?.customer_data ?? null

/**
 * Staff viewing another account: only when the gateway says so. A stored impersonation e-mail
 * proves nothing: anyone can open a `?impersonate=` link.
 */
export const isImpersonating = (snapshot: SessionSnapshot): boolean => loginData(snapshot)?.impersonating === true

/** The login just failed (redirect rule 2); lasts until the alert clears itself. */
export const hasLoginFailed = (snapshot: SessionSnapshot): boolean => snapshot.matches('loginFailed')

/** The error to show on the intro (the login-error alert, or a sign-in that could not start), or null. */
export const loginError = (snapshot: SessionSnapshot): SessionError | null => snapshot.context.error

/**
 * Nothing under way: not restoring, signing in, logging in or out, nor leaving
 * for the central sign-in. The router's `beforeLoad` waits for this
 * (`waitFor(actor, isSettled)`) before asking the redirect rules.
 */
export const isSettled = (snapshot: SessionSnapshot): boolean => !snapshot.hasTag('busy')

/** The session once settled; rejects after `delays.sessionSettleTimeout` (a stuck session gets the error view, not an endless wait). */
export const settledSession = (session: SessionActor): Promise<SessionSnapshot> => waitFor(session, isSettled, { timeout: delays.sessionSettleTimeout })

/** The session's part of the redirect rules' input. */
export const redirectSessionOf = (snapshot: SessionSnapshot): Pick<RedirectInput, 'login' | 'loginFailed' | 'impersonating'> => ({
  login: loginData(snapshot),
  loginFailed: hasLoginFailed(snapshot),
  impersonating: isImpersonating(snapshot),
})

/**
 * Tells the session what a write changed, for the session signed in when this is called: call it before the write
 * goes out. An answer that comes back after that session ended (signed out, another consultant signed in) is dropped.
 */
export function updateThisSession(session: SessionActor): (login: LoginChanges) => void {
  const token = loginData(session.getSnapshot())?.jforce_token ?? ''
  return (login) => session.send({ type: 'session.update', login, token })
}

/** The session is held in memory for this tab (the device's storage is full), and the consultant has not read so yet. */
export const tellsStorageFull = (snapshot: SessionSnapshot): boolean => isSignedIn(snapshot) && snapshot.context.storageFull === 'tell'
