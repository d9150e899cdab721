/**
 * When the data on screen was synced (spec section 4, offline support). The service worker
 * stamps every gateway answer it caches with `x-synced-at` (pwa.config.ts): an answer that
 * arrives with the stamp was served from that cache (offline, or the network too slow),
 * one without it came from the network just now. The client (src/app/client.ts) records
 * every GET here; the offline indicator and any screen read the oldest time still shown.
 * Plain TypeScript, no React: the client chunk imports it too.
 */
import { offlineCache } from '../config/constants'

export interface DataFreshness {
  /** A GET was answered: `syncedAt` (epoch ms) when it came from the cache, null when fresh from the network. */
  record(request: string, syncedAt: number | null): void
  /** The oldest sync time among the cached answers recorded, or null when every answer came fresh. */
  syncedAt(): number | null
  /** Since when (epoch ms, the page's clock) cached answers have been recorded without a break, or null while none are. */
  since(): number | null
  subscribe(listener: () => void): () => void
  /** Forget every record: the screen changes, or the consultant signs out. */
  clear(): void
}

export function createDataFreshness(): DataFreshness {
  const cached = new Map<string, number>()
  const listeners = new Set<() => void>()
  let oldest: number | null = null
  let since: number | null = null
  const changed = () => {
    oldest = cached.size === 0 ? null : Math.min(...cached.values())
    since = oldest === null ? null : (since ?? Date.now())
    listeners.forEach((listener) => listener())
  }
  return {
    record(request, syncedAt) {
      if (syncedAt === null) {
        if (cached.delete(request)) changed()
      } else if (cached.get(request) !== syncedAt) {
        cached.set(request, syncedAt)
        changed()
      }
    },
    syncedAt: () => oldest,
    since: () => since,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    clear() {
      if (cached.size === 0) return
      cached.clear()
      changed()
    },
  }
}

/**
 * The sync time the connection notice shows: offline, as soon as cached answers are on screen; online, only once they
 * have been for `slowAfter` ms (the network is slow, or failed), so a network that answers a moment after the cache
 * shows no notice at all (it would flash, and be the page's largest new element). Null: no notice for the data.
 */
export function noticeSyncedAt(
  { offline, syncedAt, since, now }: { offline: boolean; syncedAt: number | null; since: number | null; now: number },
  slowAfter: number = offlineCache.slowNetworkNoticeMs,
): number | null {
  if (syncedAt === null || since === null) return null
  return offline || now - since >= slowAfter ? syncedAt : null
}

/** The `x-synced-at` stamp as epoch ms; null when absent or unreadable. */
export function parseSyncedAt(header: string | null): number | null {
  if (!header) return null
  const time = Date.parse(header)
  return Number.isNaN(time) ? null : time
}

/** The app's one record, shared by the client (writes) and the UI (reads). */
export const dataFreshness = createDataFreshness() // module state: written by the client's answer hook before any screen exists; cleared on each navigation, it holds times, not a consultant's data
