import type { GatewayClient } from '../api'
import { pushBrowser } from '../features/notifications/push-browser'
import { PUSH_CHANGE_MESSAGE, resendChangedPush } from '../features/notifications/push-rotation'
import { consultant, isImpersonating, type SessionActor } from '../../machines/session.selectors'

/**
 * A push subscription the browser rotated reaches the gateway (src/features/notifications/push-rotation.ts):
 * checked once signed in (the app's start, each sign-in) and whenever the worker says it kept a change
 * while the app is open. Started with the offline layer (src/app/pwa.ts), after the first screen. Silent:
 * a failed send stays kept for the next check; the client's report sink has the failure.
 */
export function followPushChanges(session: SessionActor, client: GatewayClient): void {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return
  let checked: number | null = null
  const check = (again: boolean) => {
    const snapshot = session.getSnapshot()
    const id = consultant(snapshot)?.id ?? null
    // Staff viewing an account never send a device's subscription for the consultant.
    if (id === null || isImpersonating(snapshot) || (id === checked && !again)) return
    checked = id
    resendChangedPush({
      consultantId: id,
      subscribe: (subscription) => client.notifications.subscribe(id, subscription),
      unsubscribe: (subscription) => client.notifications.unsubscribe(id, subscription),
      current: () => pushBrowser.current(),
    }).catch(() => {
      checked = null // kept: the next sign-in or message tries again
    })
  }
  check(false)
  session.subscribe(() => check(false))
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: unknown } | null>) => {
    if (event.data?.type === PUSH_CHANGE_MESSAGE) check(true)
  })
}
