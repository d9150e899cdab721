/**
 * How this device shows a consultant's push notifications (issue 12 §3, issue 22 §7): which kinds it shows, and the
 * quiet hours in which they come without sound or vibration. Kept on the device, not on the server (the spec has no
 * call for it), where the service worker can read them: Cache Storage, one JSON answer under a fixed key.
 * localStorage would be simpler, but a worker cannot read it. The worker (src/features/notifications/push-sw.ts)
 * imports the same cache name, key and reading.
 *
 * One consultant's: the record names whose it is (`owner`). The app shows a consultant only their own (anyone
 * else's reads as the defaults), the worker applies them only to the pushes of the consultant who turned push on on
 * this device (`PUSH_DEVICE_KEY`), and the end of that consultant's session forgets them (src/app/push-sign-out.ts),
 * so they are never handed to the next person on a shared phone.
 */
import { notificationTypes, type NotificationType } from '../api/schemas/notifications'
import { quietHoursOf, type QuietHours } from '../domain/quiet-hours'

export interface PushSettings {
  /** Each kind shown (true) or dropped (false) on this device. */
  readonly kinds: Readonly<Record<NotificationType, boolean>>
  /** When pushes come silently, or null for never. */
  readonly quiet: QuietHours | null
}

export const PUSH_SETTINGS_CACHE = 'consultant-push-settings-v1'
export const PUSH_SETTINGS_KEY = '/push-settings.json'

/** Every kind on, no quiet hours: what a consultant who turns notifications on expects. */
export const defaultPushSettings: PushSettings = {
  kinds: Object.fromEntries(notificationTypes.map((type) => [type, true])) as Record<NotificationType, boolean>,
  quiet: null,
}

/**
 * The kept record as the app and the worker read it: whose settings they are and the settings (a kind missing or
 * not a boolean is on; quiet hours that are not two clock times are none). Null when no consultant is named (a
 * record kept before owners were, or not ours): nobody's settings.
 */
export function readPushSettings(raw: unknown): { owner: number; settings: PushSettings } | null {
  const stored = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  if (typeof stored.owner !== 'number') return null
  const kept = stored.kinds !== null && typeof stored.kinds === 'object' ? (stored.kinds as Record<string, unknown>) : {}
  const kinds = { ...defaultPushSettings.kinds }
  for (const type of notificationTypes) if (typeof kept[type] === 'boolean') kinds[type] = kept[type]
  return { owner: stored.owner, settings: { kinds, quiet: quietHoursOf(stored.quiet) } }
}

async function keptRecord(storage: CacheStorage): Promise<ReturnType<typeof readPushSettings>> {
  const answer = await (await storage.open(PUSH_SETTINGS_CACHE)).match(PUSH_SETTINGS_KEY)
  return answer ? readPushSettings(await answer.json().catch(() => null)) : null
}

/** The consultant's settings on this device; the defaults when none are kept for them (or Cache Storage is missing). */
export async function loadPushSettings(owner: number, storage: CacheStorage | undefined = globalThis.caches): Promise<PushSettings> {
  if (!storage) return defaultPushSettings
  const kept = await keptRecord(storage)
  return kept?.owner === owner ? kept.settings : defaultPushSettings
}

export async function savePushSettings(owner: number, settings: PushSettings, storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) throw new Error('Cache Storage is not available')
  const cache = await storage.open(PUSH_SETTINGS_CACHE)
  const record = { owner, kinds: settings.kinds, quiet: settings.quiet }
  await cache.put(PUSH_SETTINGS_KEY, new Response(JSON.stringify(record), { headers: { 'Content-Type': 'application/json' } }))
}

/** The consultant's session ends: their settings go (another consultant's, kept since, stay theirs). */
export async function forgetPushSettings(owner: number, storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) return
  const kept = await keptRecord(storage)
  if (kept === null || kept.owner === owner) await (await storage.open(PUSH_SETTINGS_CACHE)).delete(PUSH_SETTINGS_KEY)
}
