/**
 * A push subscription the browser rotated (`pushsubscriptionchange`) reaches the gateway.
 *
 * The service worker has no session token and gets none: it cannot call the gateway. So
 * (docs/decisions/screens.md, "Push: a rotated subscription"):
 * - when the consultant turns push on, the app keeps beside the push settings (Cache Storage,
 *   the one storage a worker can read) whose subscription this is and the gateway's public key:
 *   `PUSH_DEVICE_KEY`, `{ owner, key }` (a consultant id and a public key: nothing secret);
 * - on `pushsubscriptionchange` the worker (src/features/notifications/push-sw.ts) subscribes again with the same key
 *   when the browser did not, keeps the new subscription and the old one under `PUSH_CHANGE_KEY`,
 *   and tells the app's open windows;
 * - the app, signed in (at its start, at a sign-in, or told by the worker), sends the new one to
 *   the gateway and drops the old one there (`resendChangedPush`), only for the consultant who
 *   turned push on on this device: another one signed in sends nothing.
 * Turning push off, off everywhere, or the end of the session forgets both records (`forgetPushDevice`). The
 * owner also decides whether push is "on" for the consultant signed in (push-browser.ts `check`), and which
 * subscription a sign-in drops (src/app/push-sign-out.ts).
 */
import * as v from 'valibot'
import { PushSubscription } from '../api/schemas/notifications'
import { PUSH_CHANGE_KEY, PUSH_DEVICE_KEY } from './push-records'
import { PUSH_SETTINGS_CACHE } from './push-settings'

const PushDevice = v.object({ owner: v.number(), key: v.string() })
const PushChange = v.object({ subscription: PushSubscription, previous: v.nullish(PushSubscription) })

async function read<S extends v.GenericSchema>(storage: CacheStorage, key: string, schema: S): Promise<v.InferOutput<S> | null> {
  const answer = await (await storage.open(PUSH_SETTINGS_CACHE)).match(key)
  if (!answer) return null
  const parsed = v.safeParse(schema, await answer.json().catch(() => null))
  return parsed.success ? parsed.output : null
}

const json = (value: unknown) => new Response(JSON.stringify(value), { headers: { 'Content-Type': 'application/json' } })

/** Push was turned on for `owner` with the gateway's `key`: the worker and the next start know whose it is. */
export async function rememberPushDevice(owner: number, key: string, storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (storage) await (await storage.open(PUSH_SETTINGS_CACHE)).put(PUSH_DEVICE_KEY, json({ owner, key }))
}

/** The consultant who turned push on on this device, or null (nobody, or a subscription made before owners were kept). */
export async function pushDeviceOwner(storage: CacheStorage | undefined = globalThis.caches): Promise<number | null> {
  return storage ? ((await read(storage, PUSH_DEVICE_KEY, PushDevice))?.owner ?? null) : null
}

/** Push is off on this device (or the consultant's session ends): nobody's subscription is kept or sent again. */
export async function forgetPushDevice(storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return
  const cache = await storage.open(PUSH_SETTINGS_CACHE)
  await Promise.all([cache.delete(PUSH_DEVICE_KEY), cache.delete(PUSH_CHANGE_KEY)])
}

export interface PushResend {
  /** The signed-in consultant. */
  readonly consultantId: number
  /** The gateway's calls for this consultant's devices. */
  subscribe(subscription: PushSubscription): Promise<unknown>
  unsubscribe(subscription: PushSubscription): Promise<unknown>
  /** The browser's subscription now (a change kept before the consultant turned push off is stale). */
  current(): Promise<PushSubscription | null>
  readonly storage?: CacheStorage | undefined
}

/**
 * 'none': no change kept; 'sent': the gateway has the new subscription (the old one dropped there,
 * best effort); 'notOwner': another consultant's device, nothing sent, the change kept for them;
 * 'stale': the change no longer matches the browser (push turned off since, or rotated again), dropped.
 * A failed send rejects and keeps the change for the next try.
 */
export type PushResendOutcome = 'none' | 'sent' | 'notOwner' | 'stale'

export async function resendChangedPush({
  consultantId,
  subscribe,
  unsubscribe,
  current,
  storage = globalThis.caches,
}: PushResend): Promise<PushResendOutcome> {
  if (!storage) return 'none'
  const change = await read(storage, PUSH_CHANGE_KEY, PushChange)
  if (!change) return 'none'
  const device = await read(storage, PUSH_DEVICE_KEY, PushDevice)
  if (device?.owner !== consultantId) return 'notOwner'
  const cache = await storage.open(PUSH_SETTINGS_CACHE)
  if ((await current())?.endpoint !== change.subscription.endpoint) {
    await cache.delete(PUSH_CHANGE_KEY)
    return 'stale'
  }
  await subscribe(change.subscription)
  if (change.previous && change.previous.endpoint !== change.subscription.endpoint) await unsubscribe(change.previous).catch(() => undefined)
  await cache.delete(PUSH_CHANGE_KEY)
  return 'sent'
}
