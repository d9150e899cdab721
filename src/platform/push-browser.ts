/**
 * The browser's side of push (Push API, Notification permission, the service worker's
 * registration). The route combines these with the gateway's calls (src/routes/_app/-data/notifications.ts).
 */
import * as v from 'valibot'
import { PushSubscription as PushSubscriptionBody } from '../api/schemas/notifications'
import type { EnableOutcome, PushCheck } from '../../machines/push-subscription.machine'
import { forgetPushDevice, pushDeviceOwner, rememberPushDevice } from './push-rotation'
import { forgetPushSettings } from './push-settings'

/** The worker registers after sign-in (src/app/pwa.ts); a browser that never gets one in this long has none. */
const WORKER_WAIT_MS = 10_000

export interface PushBrowser {
  /** Push on this device for `consultant`: subscribed only if the browser holds a subscription that they turned on. */
  check(consultant: number): Promise<PushCheck>
  /**
   * Asks permission (now, after the consultant chose), subscribes with the gateway's key; null when refused. A
   * subscription of someone else's still held by the browser is dropped first: its endpoint is not reused.
   */
  subscribe(
    publicKey: string,
    consultant: number,
  ): Promise<{ outcome: Exclude<EnableOutcome, 'subscribed'> } | { outcome: 'subscribed'; subscription: PushSubscriptionBody }>
  /** This browser's subscription, as the gateway keeps it, or null. */
  current(): Promise<PushSubscriptionBody | null>
  /** Whose subscription this is (the consultant who turned push on here), or null. */
  owner(): Promise<number | null>
  /** Keeps on the device whose subscription this is (and the key), for a rotated one to reach the gateway (push-rotation.ts). */
  remember(owner: number, publicKey: string): Promise<void>
  /** Drops this browser's subscription, and what the device kept of it. */
  unsubscribe(): Promise<void>
  /** The consultant's session ends: their push settings on this device go (push-settings.ts). */
  forgetSettings(owner: number): Promise<void>
}

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

async function registration(): Promise<ServiceWorkerRegistration | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS)
  })
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** base64url → the bytes PushManager.subscribe takes as applicationServerKey. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** The whole subscription (endpoint and keys: the gateway encrypts with the keys), checked by the contract's schema. */
const body = (subscription: PushSubscription): PushSubscriptionBody => v.parse(PushSubscriptionBody, subscription.toJSON())

export const pushBrowser: PushBrowser = {
  async check(consultant) {
    if (!supported()) return { supported: false, permission: 'default', subscribed: false }
    const worker = await registration()
    if (!worker) return { supported: false, permission: Notification.permission, subscribed: false }
    const subscription = await worker.pushManager.getSubscription()
    // Another consultant's subscription (or one nobody knows the owner of) is not this consultant's push.
    const theirs = subscription !== null && (await pushDeviceOwner().catch(() => null)) === consultant
    return { supported: true, permission: Notification.permission, subscribed: theirs }
  },
  async subscribe(publicKey, consultant) {
    const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission()
    if (permission === 'denied') return { outcome: 'denied' }
    if (permission !== 'granted') return { outcome: 'dismissed' }
    const worker = await registration()
    if (!worker) throw new Error('no service worker to receive push')
    const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }
    const held = await worker.pushManager.getSubscription()
    if (held && (await pushDeviceOwner().catch(() => null)) !== consultant) {
      await forgetPushDevice().catch(() => undefined)
      await held.unsubscribe()
    }
    let subscription: PushSubscription
    try {
      subscription = await worker.pushManager.subscribe(options)
    } catch (error) {
      // A subscription made with another key (the gateway's keys changed): drop it and subscribe again.
      if (!(error instanceof DOMException && error.name === 'InvalidStateError')) throw error
      await (await worker.pushManager.getSubscription())?.unsubscribe()
      subscription = await worker.pushManager.subscribe(options)
    }
    return { outcome: 'subscribed', subscription: body(subscription) }
  },
  async current() {
    if (!supported()) return null
    const worker = await registration()
    const subscription = await worker?.pushManager.getSubscription()
    return subscription ? body(subscription) : null
  },
  owner: () => pushDeviceOwner(),
  remember: (owner, publicKey) => rememberPushDevice(owner, publicKey),
  async unsubscribe() {
    const worker = supported() ? await registration() : null
    const subscription = await worker?.pushManager.getSubscription()
    // The owner record goes only once the browser has dropped the subscription (issue 37 §4): a sign-out cut
    // short leaves it, and the next start drops what it names.
    if (subscription && !(await subscription.unsubscribe())) throw new Error('the browser kept the push subscription')
    await forgetPushDevice().catch(() => undefined)
  },
  forgetSettings: (owner) => forgetPushSettings(owner),
}
