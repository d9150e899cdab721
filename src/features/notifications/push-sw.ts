/**
 * Push notifications in the app's service worker. Not part of the app's bundle: the build
 * (build/push-worker.ts) bundles this file with what it imports into one plain script,
 * dist/push-sw.js, which the generated worker loads (pwa.config.ts,
 * workbox.importScripts: ['push-sw.js']). So the worker's path rule IS the app's
 * (src/domain/safe-path.ts), and the record names are src/platform's push-records.ts and push-settings.ts.
 *
 * - push: reads the message (src/api/schemas/notifications.ts, PushPayload), drops it unless it is for the
 *   consultant signed in on this device now (signed-in-record.ts), puts the unread count it
 *   may carry on the app's icon (src/platform/app-badge.ts), drops a kind the consultant turned off on
 *   this device (the settings the notifications screen keeps in Cache Storage: push-settings.ts), and
 *   shows it, silently (no sound, no vibration) during the consultant's quiet hours.
 * - notificationclick: opens the message's page in the app: an open window of the app is
 *   focused and sent there, or a new one opens. Only a path of this app is ever opened
 *   (`toInternalPath`: `/.//evil.example` and `/%2e//evil.example` are refused, as in the app).
 * - pushsubscriptionchange: the browser rotated the subscription. The worker holds no session
 *   token, so it never calls the gateway: it subscribes again with the same key when the browser
 *   did not, keeps the new and the old subscription for the app in the same cache
 *   (push-records.ts, PUSH_CHANGE_KEY) and tells the app's open windows; the app, signed in,
 *   sends it to the gateway.
 */
import { notificationTypes, type NotificationType } from '../../api/schemas/notifications'
import { isQuietAt } from '../../domain/quiet-hours'
import { toInternalPath } from '../../domain/safe-path'
import { showAppBadge, type BadgeNavigator } from '../../platform/app-badge'
import { PUSH_CHANGE_KEY, PUSH_CHANGE_MESSAGE, PUSH_DEVICE_KEY } from '../../platform/push-records'
import { defaultPushSettings, PUSH_SETTINGS_CACHE, PUSH_SETTINGS_KEY, readPushSettings, type PushSettings } from '../../platform/push-settings'
import { readSignedIn, SIGNED_IN_KEY } from '../../platform/signed-in-record'

declare const self: ServiceWorkerGlobalScope

/** The kinds a consultant can turn off. */
const TYPES: readonly string[] = notificationTypes
const FALLBACK_PATH = '/notifications'

/**
 * The push settings of the consultant who turned push on on this device (the kinds shown, the quiet hours), read as
 * the app keeps them (push-settings.ts); the defaults (every kind, never quiet) when none are kept, or when they
 * are someone else's: one consultant's settings never apply to another's pushes.
 */
async function deviceSettings(): Promise<PushSettings> {
  try {
    const cache = await caches.open(PUSH_SETTINGS_CACHE)
    const [kept, device] = await Promise.all([cache.match(PUSH_SETTINGS_KEY), cache.match(PUSH_DEVICE_KEY)])
    const settings = kept ? readPushSettings(await kept.json()) : null
    const holder: unknown = device ? await device.json() : null
    const owner = holder !== null && typeof holder === 'object' ? (holder as Record<string, unknown>).owner : undefined
    return settings !== null && settings.owner === owner ? settings.settings : defaultPushSettings
  } catch {
    return defaultPushSettings
  }
}

/**
 * Whether a push is for the consultant signed in on this device now (issue 37 §3): the app keeps their id
 * (src/platform/signed-in-record.ts) and removes it at every end of a session. A push names its consultant
 * (`consultant_id`); one that does not is theirs only if they turned push on here. Anything else is dropped.
 */
async function forWhoIsSignedIn(data: Payload): Promise<boolean> {
  try {
    const cache = await caches.open(PUSH_SETTINGS_CACHE)
    const [kept, device] = await Promise.all([cache.match(SIGNED_IN_KEY), cache.match(PUSH_DEVICE_KEY)])
    const signedIn = readSignedIn(kept ? await kept.json() : null)
    if (signedIn === null) return false
    if (typeof data.consultant_id === 'number') return data.consultant_id === signedIn
    const holder: unknown = device ? await device.json() : null
    return holder !== null && typeof holder === 'object' && (holder as Record<string, unknown>).owner === signedIn
  } catch {
    return false
  }
}

/**
 * A path of this app (the app's own rule), or the notifications list for anything else. A window it opens starts the
 * app anew, which takes ?impersonate= and ?referral= from its address: a push never hands them over (issue 37 §10).
 */
function internalPath(raw: unknown): string {
  const path = toInternalPath(raw)
  if (path === null) return FALLBACK_PATH
  const url = new URL(path, 'https://app.invalid')
  url.searchParams.delete('impersonate')
  url.searchParams.delete('referral')
  return url.pathname + url.search + url.hash
}

type Payload = Record<string, unknown>

function readPayload(event: PushEvent): Payload {
  try {
    const data: unknown = event.data ? event.data.json() : null
    return data !== null && typeof data === 'object' ? (data as Payload) : {}
  } catch {
    return { body: event.data ? event.data.text() : '' }
  }
}

self.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      const data = readPayload(event)
      // Nobody's, or someone else's: no badge, no sound, nothing in the tray.
      if (!(await forWhoIsSignedIn(data))) return
      // The unread count on the app's icon while the app is closed (issue 22 §4), when the push carries it.
      if (typeof data.unread === 'number' && Number.isInteger(data.unread) && data.unread >= 0) {
        showAppBadge(data.unread, self.navigator as BadgeNavigator)
      }
      const type = (typeof data.type === 'string' && TYPES.includes(data.type) ? data.type : 'announcements') as NotificationType
      const settings = await deviceSettings()
      if (!settings.kinds[type]) return
      // Quiet hours, on the device's own clock and zone: shown, but without sound or vibration (issue 22 §7).
      const quiet = isQuietAt(Date.now(), settings.quiet, Intl.DateTimeFormat().resolvedOptions().timeZone)
      const id = typeof data.id === 'number' ? data.id : null
      await self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Sales Consultant', {
        body: typeof data.body === 'string' ? data.body : '',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: '',
        dir: 'auto',
        silent: quiet,
        ...(id === null ? {} : { tag: `notification-${id}` }),
        data: { url: internalPath(data.url), type },
      })
    })(),
  )
})

/** base64url (as the app keeps the gateway's key) → bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/** The key the rotated subscription was made with, or the one the app kept when push was turned on. */
async function serverKey(cache: Cache, old: PushSubscription | null): Promise<BufferSource | null> {
  const key = old?.options?.applicationServerKey
  if (key) return key
  const device = await cache.match(PUSH_DEVICE_KEY)
  const kept: unknown = device ? await device.json().catch(() => null) : null
  const value = kept !== null && typeof kept === 'object' ? (kept as Record<string, unknown>).key : undefined
  return typeof value === 'string' ? keyBytes(value) : null
}

/** The rotation event as browsers give it (Firefox: oldSubscription and newSubscription; Chromium: none). */
interface SubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription?: PushSubscription | null
  readonly newSubscription?: PushSubscription | null
}

self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as SubscriptionChangeEvent
  change.waitUntil(
    (async () => {
      const cache = await caches.open(PUSH_SETTINGS_CACHE)
      // Nobody turned push on on this device (or they turned it off, or signed out): nothing to keep.
      if (!(await cache.match(PUSH_DEVICE_KEY))) return
      const old = change.oldSubscription ?? null
      let fresh = change.newSubscription ?? (await self.registration.pushManager.getSubscription())
      if (fresh && old && fresh.endpoint === old.endpoint) fresh = null // the one about to expire: make a new one
      if (!fresh) {
        const applicationServerKey = await serverKey(cache, old)
        if (!applicationServerKey) return
        fresh = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
      }
      const kept = { subscription: fresh.toJSON(), previous: old ? old.toJSON() : null }
      await cache.put(PUSH_CHANGE_KEY, new Response(JSON.stringify(kept), { headers: { 'Content-Type': 'application/json' } }))
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      for (const client of windows) client.postMessage({ type: PUSH_CHANGE_MESSAGE })
    })(),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data: unknown = event.notification.data
  const path = internalPath(data !== null && typeof data === 'object' ? (data as Record<string, unknown>).url : undefined)
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin)
      if (open) {
        await open.focus()
        if ('navigate' in open) return open.navigate(path)
      }
      return self.clients.openWindow(path)
    })(),
  )
})
