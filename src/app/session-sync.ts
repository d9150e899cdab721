import { loginData } from '../../machines/session.selectors'
import { sessionOwner } from '../../machines/session.machine'
import type { SessionActor } from './session'
import { storedValueKeys, type StoredValues } from './stored-values'

/**
 * Tabs agree on who is signed in (issue 18). The device's stored session (StoredValues.session, in localStorage) is
 * the one every tab of the app shares; each tab's session actor holds its own copy. A tab follows the device:
 * - when another tab changes it (the `storage` event: a sign-out, a sign-in, an update);
 * - before each navigation (the guard, src/routes/-navigation/guard.ts) and when the page is shown again, in case
 *   an event was missed (a frozen tab on a phone);
 * - once a minute, since the stored session also ends by itself: 30 days after the last sign-in or update, a day
 *   after a staff member's sign-in to view an account (StoredValues).
 * Signed out elsewhere, or out of time: the session ends here too (machines/session.machine.ts, `ended`). Signed in
 * elsewhere: this tab follows that session. Either way the tab leaves the previous consultant's screens at once.
 */

/** How often an open tab looks at the stored session without being told (its time may be up). */
export const storedSessionCheckMs = 60_000

/** The token of the session this tab shows, or null. */
const shownToken = (session: SessionActor): string | null => loginData(session.getSnapshot())?.jforce_token ?? null

/**
 * Tells the tab's session what the device stores now. True when the tab no longer shows the session it showed (signed
 * out, or another sign-in): the caller leaves that session's screens.
 */
export function followStoredSession(session: SessionActor, stored: StoredValues): boolean {
  const before = shownToken(session)
  session.send({ type: 'session.stored', login: stored.session.get() })
  return shownToken(session) !== before
}

export interface SessionSync {
  /** Follows the device now; leaves the screens when the tab's session changed. */
  check(): void
  /**
   * A call sent with `token` was answered 401. Only the session that sent it ends, and only if the tab still shows
   * it: an answer for a session the tab has left (signed out, another consultant signed in since, in this tab or
   * another) clears nothing of the session the device holds now. `page` is kept as the redirect target, for this
   * consultant only.
   */
  unauthorized(token: string | null, page: string): void
  /** Listens to the other tabs, the page being shown again and the clock; returns the way to stop. */
  start(target: Window): () => void
}

export function createSessionSync({
  session,
  stored,
  leave,
}: {
  session: SessionActor
  stored: StoredValues
  /** Leaves the screens of a session the tab no longer shows (the router goes to the intro, whose rules send on). */
  leave: () => void
}): SessionSync {
  const check = () => {
    if (followStoredSession(session, stored)) leave()
  }
  return {
    check,
    unauthorized(token, page) {
      check()
      const login = loginData(session.getSnapshot())
      if (login === null || token === null || login.jforce_token !== token) return
      stored.redirectTarget.set({ path: page, owner: sessionOwner(login) })
      session.send({ type: 'session.unauthorized' })
    },
    start(target) {
      const onStorage = (event: StorageEvent) => {
        // null: the whole storage was cleared.
        if (event.key === null || event.key === storedValueKeys.session) check()
      }
      const onShown = () => {
        if (target.document.visibilityState === 'visible') check()
      }
      target.addEventListener('storage', onStorage)
      target.document.addEventListener('visibilitychange', onShown)
      const timer = target.setInterval(check, storedSessionCheckMs)
      return () => {
        target.removeEventListener('storage', onStorage)
        target.document.removeEventListener('visibilitychange', onShown)
        target.clearInterval(timer)
      }
    },
  }
}
