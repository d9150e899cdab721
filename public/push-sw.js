/*
 * Push notifications, loaded into the app's service worker by pwa.config.ts
 * (workbox.importScripts: ['push-sw.js']). Plain script: it runs in the worker as it is.
 *
 * - push: reads the message (src/api/schemas/notifications.ts, PushPayload), drops a kind the
 *   consultant turned off on this device (the settings the notifications screen keeps in Cache
 *   Storage: src/features/notifications/push-settings.ts, same cache name and key), and shows it.
 * - notificationclick: opens the message's page in the app: an open window of the app is
 *   focused and sent there, or a new one opens. Only a path of this app is ever opened.
 * - pushsubscriptionchange: the browser rotated the subscription. The worker holds no session
 *   token, so it never calls the gateway: it subscribes again with the same key when the browser
 *   did not, keeps the new and the old subscription for the app in the same cache
 *   (src/features/notifications/push-records.ts, PUSH_CHANGE_KEY) and tells the app's open
 *   windows; the app, signed in, sends it to the gateway.
 */
'use strict'
;(() => {
  const SETTINGS_CACHE = 'consultant-push-settings-v1'
  const SETTINGS_KEY = '/push-settings.json'
  const TYPES = ['orders', 'commissions', 'bonuses', 'team', 'announcements']
  const FALLBACK_PATH = '/notifications'
  const DEVICE_KEY = '/push-device.json'
  const CHANGE_KEY = '/push-change.json'
  const CHANGE_MESSAGE = 'push-subscription-change'

  /** False only when the consultant turned this kind off on this device. */
  async function shows(type) {
    try {
      const cache = await caches.open(SETTINGS_CACHE)
      const answer = await cache.match(SETTINGS_KEY)
      if (!answer) return true
      const settings = await answer.json()
      return !(settings && settings[type] === false)
    } catch {
      return true
    }
  }

  /** A path of this app (pathname, search, hash), or the notifications list for anything else. */
  function internalPath(raw) {
    if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return FALLBACK_PATH
    try {
      const url = new URL(raw, self.location.origin)
      return url.origin === self.location.origin ? url.pathname + url.search + url.hash : FALLBACK_PATH
    } catch {
      return FALLBACK_PATH
    }
  }

  function readPayload(event) {
    try {
      const data = event.data ? event.data.json() : null
      return data && typeof data === 'object' ? data : {}
    } catch {
      return { body: event.data ? event.data.text() : '' }
    }
  }

  self.addEventListener('push', (event) => {
    event.waitUntil(
      (async () => {
        const data = readPayload(event)
        const type = TYPES.includes(data.type) ? data.type : 'announcements'
        if (!(await shows(type))) return
        const id = typeof data.id === 'number' ? data.id : null
        await self.registration.showNotification(typeof data.title === 'string' ? data.title : 'Sales Consultant', {
          body: typeof data.body === 'string' ? data.body : '',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          lang: '',
          dir: 'auto',
          tag: id === null ? undefined : `notification-${id}`,
          data: { url: internalPath(data.url), type },
        })
      })(),
    )
  })

  /** base64url (as the app keeps the gateway's key) → bytes. */
  function keyBytes(base64url) {
    const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'))
    return Uint8Array.from(binary, (c) => c.charCodeAt(0))
  }

  /** The key the rotated subscription was made with, or the one the app kept when push was turned on. */
  async function serverKey(cache, old) {
    const key = old && old.options && old.options.applicationServerKey
    if (key) return key
    const device = await cache.match(DEVICE_KEY)
    const kept = device ? await device.json().catch(() => null) : null
    return kept && typeof kept.key === 'string' ? keyBytes(kept.key) : null
  }

  self.addEventListener('pushsubscriptionchange', (event) => {
    event.waitUntil(
      (async () => {
        const cache = await caches.open(SETTINGS_CACHE)
        // Nobody turned push on on this device (or they turned it off, or signed out): nothing to keep.
        if (!(await cache.match(DEVICE_KEY))) return
        const old = event.oldSubscription || null
        let fresh = event.newSubscription || (await self.registration.pushManager.getSubscription())
        if (fresh && old && fresh.endpoint === old.endpoint) fresh = null // the one about to expire: make a new one
        if (!fresh) {
          const applicationServerKey = await serverKey(cache, old)
          if (!applicationServerKey) return
          fresh = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
        }
        const change = { subscription: fresh.toJSON(), previous: old ? old.toJSON() : null }
        await cache.put(CHANGE_KEY, new Response(JSON.stringify(change), { headers: { 'Content-Type': 'application/json' } }))
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
        for (const client of windows) client.postMessage({ type: CHANGE_MESSAGE })
      })(),
    )
  })

  self.addEventListener('notificationclick', (event) => {
    event.notification.close()
    const path = internalPath(event.notification.data && event.notification.data.url)
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
})()
