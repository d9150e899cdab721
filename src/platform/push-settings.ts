/**
 * Which kinds of notification this device shows as push (issue 12 §3, beyond the peers): kept
 * on the device, not on the server (the spec has no call for it), where the service worker can
 * read them: Cache Storage, one JSON answer under a fixed key. localStorage would be simpler,
 * but a worker cannot read it. The worker (src/features/notifications/push-sw.ts) imports the same cache name and key.
 */
import { notificationTypes, type NotificationType } from '../api/schemas/notifications'

export type PushSettings = Readonly<Record<NotificationType, boolean>>

export const PUSH_SETTINGS_CACHE = 'consultant-push-settings-v1'
export const PUSH_SETTINGS_KEY = '/push-settings.json'

/** Every kind on: what a consultant who turns notifications on expects. */
export const defaultPushSettings: PushSettings = Object.fromEntries(notificationTypes.map((type) => [type, true])) as Record<NotificationType, boolean>

/** Settings from whatever was stored: a kind missing or not a boolean is on. */
export function parsePushSettings(raw: unknown): PushSettings {
  const stored = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  const settings = { ...defaultPushSettings }
  for (const type of notificationTypes) if (typeof stored[type] === 'boolean') settings[type] = stored[type]
  return settings
}

/** The settings kept on this device (every kind on when nothing is kept, or Cache Storage is missing). */
export async function loadPushSettings(storage: CacheStorage | undefined = globalThis.caches): Promise<PushSettings> {
  if (!storage) return defaultPushSettings
  const cache = await storage.open(PUSH_SETTINGS_CACHE)
  const answer = await cache.match(PUSH_SETTINGS_KEY)
  if (!answer) return defaultPushSettings
  try {
    return parsePushSettings(await answer.json())
  } catch {
    return defaultPushSettings
  }
}

export async function savePushSettings(settings: PushSettings, storage: CacheStorage | undefined = globalThis.caches): Promise<void> {
  if (!storage) throw new Error('Cache Storage is not available')
  const cache = await storage.open(PUSH_SETTINGS_CACHE)
  await cache.put(PUSH_SETTINGS_KEY, new Response(JSON.stringify(settings), { headers: { 'Content-Type': 'application/json' } }))
}
