import { earlyReads, offlineCache } from '../config/constants'
import { dataFreshness } from '../platform/data-freshness'
import { writeSignedIn } from '../platform/signed-in-record'

/** Workbox's record of when each cached answer was stored (workbox-expiration): it names every URL read. */
export const expirationDatabase = { name: 'workbox-expiration', store: 'cache-entries' } as const

const warn = (what: string) => (error: unknown) => console.warn(`[pwa] could not clear ${what}:`, error)

/** Workbox's timestamps of the gateway's cached answers: their URLs name the consultant, their orders and filters. */
function clearExpirationRecords(): void {
  if (typeof indexedDB === 'undefined') return
  // Opened at its current version (never created here: `onupgradeneeded` aborts a database that did not exist).
  const request = indexedDB.open(expirationDatabase.name)
  request.onupgradeneeded = () => request.transaction?.abort()
  request.onerror = () => {}
  request.onsuccess = () => {
    const db = request.result
    try {
      if (db.objectStoreNames.contains(expirationDatabase.store))
        db.transaction(expirationDatabase.store, 'readwrite').objectStore(expirationDatabase.store).clear()
    } catch (error) {
      warn('the cache records')(error)
    } finally {
      db.close()
    }
  }
}

/** The notifications already in the tray: the next person must not read the last one's orders there. */
function closeTrayNotifications(): void {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return
  navigator.serviceWorker
    .getRegistration()
    .then(async (registration) => {
      for (const shown of (await registration?.getNotifications()) ?? []) shown.close()
    })
    .catch(warn('the notifications'))
}

/**
 * A session ends on this device (sign-out, a 401, another tab's sign-out, its time is up): everything the device
 * keeps of it beside the stored values goes at once, before any call (issue 37 §1, §9, docs/architecture.md "What the
 * device keeps"). The gateway answers the service worker cached and their records, when they were synced, the tray,
 * the boot script's early reads (with their token), and whom the worker shows pushes for. The icon's badge goes with
 * the consultant's scope of the actor system (followAppBadge, src/platform/app-badge.ts).
 */
export function clearOfflineData(): void {
  dataFreshness.clear()
  delete (globalThis as Record<PropertyKey, unknown>)[Symbol.for(earlyReads.symbol)]
  closeTrayNotifications()
  clearExpirationRecords()
  if (typeof caches === 'undefined') return // no Cache Storage (insecure origin, old browser): nothing was cached
  caches.delete(offlineCache.apiCacheName).catch(warn('the offline cache'))
  writeSignedIn(null).catch(warn('the signed-in record'))
}
