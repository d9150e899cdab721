import type { GatewayClient, PushSubscription } from '../api'

/** What signing out needs of this browser's push subscription. */
export interface DevicePush {
  /** This browser's subscription as the gateway keeps it, or null (none, no worker, no push at all). */
  current(): Promise<PushSubscription | null>
  /** Drops it in the browser. */
  unsubscribe(): Promise<void>
}

/** The longest sign-out waits for this (ms): the consultant is leaving, and a slow network must not hold them. */
export const pushSignOutBudget = 3_000

/**
 * Signing out forgets this device's push subscription, at the gateway and in the browser: the next person to
 * sign in on this phone must not receive the previous consultant's notifications (their orders, commissions).
 * Best effort within `pushSignOutBudget`: a failure is no reason to keep the consultant signed in.
 */
export async function forgetDevicePush(client: GatewayClient, consultantId: number | null, device: () => Promise<DevicePush | null>): Promise<void> {
  const forget = async () => {
    const push = await device()
    const subscription = push ? await push.current() : null
    if (!push || !subscription) return
    if (consultantId !== null) await client.notifications.unsubscribe(consultantId, subscription).catch(() => undefined)
    await push.unsubscribe().catch(() => undefined)
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([forget().catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, pushSignOutBudget)))])
  clearTimeout(timer)
}

/**
 * The browser's push, loaded only when signing out and only where a service worker is registered (the push
 * code is not part of the first load; a browser without a worker has no subscription to forget).
 */
export async function browserPush(): Promise<DevicePush | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration) return null
  const { pushBrowser } = await import('../features/notifications/push-browser')
  return pushBrowser
}
