import { offlineCache } from '../config/constants'
import { dataFreshness } from '../platform/data-freshness'

/**
 * Logout: the gateway answers the service worker cached for offline reading belong to the
 * consultant who leaves, so the cache goes with the session (the next GET recreates it).
 * The deletion is asked for before the page leaves for the central sign-out; the browser
 * carries it out even when the page is gone by then.
 */
export function clearOfflineData(): void {
  dataFreshness.clear()
  if (typeof caches === 'undefined') return // no Cache Storage (insecure origin, old browser): nothing was cached
  caches.delete(offlineCache.apiCacheName).catch((error: unknown) => console.warn('[pwa] could not clear the offline cache:', error))
}
