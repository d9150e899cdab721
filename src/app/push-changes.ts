import type { GatewayClient } from '../api'
import { PUSH_CHANGE_KEY, PUSH_CHANGE_MESSAGE } from '../platform/push-records'
import { PUSH_SETTINGS_CACHE } from '../platform/push-settings'
import { consultant, isImpersonating, type SessionActor } from '../../machines/session.selectors'
import { browserPush, dropForeignPush } from './push-sign-out'

/**
 * A push subscription the browser rotated reaches the gateway (src/platform/push-rotation.ts):
 * checked once signed in (the app's start, each sign-in) and whenever the worker says it kept a change
 * while the app is open. Started with the offline layer (src/app/pwa.ts), after the first screen; the push
 * code loads only when a change is kept. Silent: a failed send stays kept for the next check; the client's
 * report sink has the failure.
 *
 * At every start and whenever who is signed in changes, a subscription on this device that is not the signed-in
 * consultant's is dropped in the browser (issue 37 §4): signed out (a session that ran out of time while the app was
 * closed ends here), staff viewing an account, another consultant's, or one whose owner record is gone (an
 * interrupted sign-out). The push code loads only when the browser holds a subscription.
 */
export function followPushChanges(session: SessionActor, client: GatewayClient): void {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return
  let checked: number | null = null
  const resend = async (id: number) => {
    if (!(await caches.match(PUSH_CHANGE_KEY, { cacheName: PUSH_SETTINGS_CACHE }))) return
    const [{ resendChangedPush }, { pushBrowser }] = await Promise.all([import('../platform/push-rotation'), import('../platform/push-browser')])
    await resendChangedPush({
      consultantId: id,
      subscribe: (subscription) => client.notifications.subscribe(id, subscription),
      unsubscribe: (subscription) => client.notifications.unsubscribe(id, subscription),
      current: () => pushBrowser.current(),
    })
  }
  const dropForeign = async (owner: number | null) => {
    const registration = await navigator.serviceWorker.getRegistration()
    if (await registration?.pushManager?.getSubscription()) await dropForeignPush(owner, browserPush)
  }
  // Whose subscription the device may hold, as last checked: undefined before the first check.
  let holder: number | null | undefined
  const check = (again: boolean) => {
    const snapshot = session.getSnapshot()
    const settledOwner = snapshot.matches('signedOut')
      ? null
      : snapshot.matches('signedIn') && !isImpersonating(snapshot)
        ? (consultant(snapshot)?.id ?? null)
        : undefined
    if (settledOwner !== undefined && settledOwner !== holder) {
      holder = settledOwner
      dropForeign(settledOwner).catch(() => {})
    }
    const id = consultant(snapshot)?.id ?? null
    // Staff viewing an account never send a device's subscription for the consultant.
    if (id === null || isImpersonating(snapshot) || (id === checked && !again)) return
    checked = id
    resend(id).catch(() => {
      checked = null // kept: the next sign-in or message tries again
    })
  }
  check(false)
  session.subscribe(() => check(false))
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === PUSH_CHANGE_MESSAGE) check(true)
  })
}
