import type { GatewayClient, PushSubscription } from '../api'

/** What ending and starting a session need of this browser's push subscription. */
export interface DevicePush {
  /** This browser's subscription as the gateway keeps it, or null (none, no worker, no push at all). */
  current(): Promise<PushSubscription | null>
  /** The consultant who turned push on on this device (kept beside the push settings), or null: unknown. */
  owner(): Promise<number | null>
  /** Drops it in the browser, and what the device kept of it. */
  unsubscribe(): Promise<void>
  /** Forgets the consultant's push settings on this device (the kinds shown, the quiet hours); another's stay. */
  forgetSettings(owner: number): Promise<void>
}

/** The longest ending or starting a session waits for push (ms): a slow network must not hold the consultant. */
export const pushSignOutBudget = 3_000

/** Runs `work` for at most `pushSignOutBudget`; never rejects. */
async function withinBudget(work: () => Promise<unknown>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([work().catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, pushSignOutBudget)))])
  clearTimeout(timer)
}

/**
 * A session ends (sign-out, an unauthorized answer, signed out in another tab, its time is up): this device's push
 * subscription goes, in the browser and at the gateway, so the next person to sign in on this phone does not receive
 * the consultant's notifications (their orders, commissions). The browser's goes at once, beside the gateway's call
 * (the subscription was read first): a page that leaves when the budget is spent has dropped it already. A
 * subscription another consultant turned on since (they signed in on this device after) is theirs and stays. The
 * consultant's push settings on this device (the kinds shown, the quiet hours) go too, subscribed or not. Best
 * effort within `pushSignOutBudget`: a failure is no reason to keep the consultant signed in.
 */
export async function forgetDevicePush(
  client: GatewayClient,
  consultantId: number | null,
  device: () => Promise<DevicePush | null>,
  /** The ended session's token, when the app no longer holds it (a sign-out). */
  token?: string,
): Promise<void> {
  await withinBudget(async () => {
    const push = await device()
    if (!push) return
    const settings = consultantId === null ? null : push.forgetSettings(consultantId).catch(() => undefined)
    const subscription = await push.current()
    const owner = subscription ? await push.owner().catch(() => null) : null
    if (!subscription || (owner !== null && owner !== consultantId)) {
      await settings
      return
    }
    await Promise.all([
      settings,
      push.unsubscribe().catch(() => undefined),
      consultantId === null ? null : client.notifications.unsubscribe(consultantId, subscription, token).catch(() => undefined),
    ])
  })
}

/**
 * A sign-in, before anything else: a push subscription on this device that is not the new consultant's (someone
 * else turned it on, or nobody knows who; staff viewing an account own none) is dropped in the browser, so their
 * notifications stop reaching this phone. The gateway cannot be told without its owner's session; the push
 * service answers "gone" for it from now on, and a gateway forgets such an endpoint. Within `pushSignOutBudget`.
 */
export async function dropForeignPush(owner: number | null, device: () => Promise<DevicePush | null>): Promise<void> {
  await withinBudget(async () => {
    const push = await device()
    if (!push || !(await push.current())) return
    if (owner !== null && (await push.owner().catch(() => null)) === owner) return
    await push.unsubscribe()
  })
}

/**
 * The browser's push, loaded only when a session starts or ends and only where a service worker is registered (the
 * push code is not part of the first load; a browser without a worker has no subscription to forget).
 */
export async function browserPush(): Promise<DevicePush | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.getRegistration()
  if (!registration) return null
  const { pushBrowser } = await import('../platform/push-browser')
  return pushBrowser
}
