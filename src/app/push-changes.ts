import type { GatewayClient } from '../api'
import { PUSH_CHANGE_KEY, PUSH_CHANGE_MESSAGE, PUSH_DEVICE_KEY } from '../platform/push-records'
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
 * Signed out (a session that ran out of time while the app was closed ends here, at the next start), a
 * subscription someone turned on on this device is nobody's to receive: it is dropped in the browser.
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
  let signedOutChecked = false
  const dropWhenSignedOut = async () => {
    if (await caches.match(PUSH_DEVICE_KEY, { cacheName: PUSH_SETTINGS_CACHE })) await dropForeignPush(null, browserPush)
  }
  const check = (again: boolean) => {
    const snapshot = session.getSnapshot()
    if (!snapshot.matches('signedOut')) signedOutChecked = false
    else if (!signedOutChecked) {
      signedOutChecked = true
      dropWhenSignedOut().catch(() => {})
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
