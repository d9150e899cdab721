import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { PwaActor } from '../../../machines/pwa.machine'
import { isOffline, type PwaSnapshot } from '../../../machines/pwa.selectors'
import { useSystemActor } from '../../forms/use-system-actor'
import { offlineCache } from '../../config/constants'
import { dataFreshness, noticeSyncedAt } from '../../platform/data-freshness'
import { useBrowserOffline } from '../../ui/use-browser-offline'

/**
 * The running offline and new-version actor, for the UI, or null: src/app/pwa.ts starts it in
 * the app's actor system (`pwa`) after the page has loaded (it brings workbox-window); until
 * then the UI has nothing to show.
 */
export function usePwaActor(): PwaActor | null {
  return useSystemActor<PwaActor>('pwa') ?? null
}

// The browser's own word on the connection (the error view reads it too).
export { useBrowserOffline }

/** When the data on screen was synced (epoch ms) if some of it came from the offline cache, else null. */
export function useDataSyncedAt(): number | null {
  return useSyncExternalStore(dataFreshness.subscribe, dataFreshness.syncedAt, () => null)
}

/**
 * The connection notice: offline (the pwa actor's word, the browser's until it runs) and the sync time it shows, if
 * any: offline as soon as cached answers show, online only once they have shown for `offlineCache.slowNetworkNoticeMs`
 * without the network's replacing them (`noticeSyncedAt`).
 */
export function useConnectionNotice(pwa: PwaActor | null): { offline: boolean; syncedAt: number | null } {
  const offline = usePwaState(pwa, isOffline, useBrowserOffline())
  const syncedAt = useDataSyncedAt()
  const since = useSyncExternalStore(dataFreshness.subscribe, dataFreshness.since, () => null)
  // The page's clock as of the last look: read again when the delay is over.
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (since === null || offline) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, since + offlineCache.slowNetworkNoticeMs - Date.now()))
    return () => clearTimeout(timer)
  }, [since, offline])
  return { offline, syncedAt: noticeSyncedAt({ offline, syncedAt, since, now }) }
}

/**
 * A value derived from the pwa actor's snapshot (a selector of machines/pwa.selectors.ts);
 * `fallback` until the actor runs. React's own store hook, not @xstate/react's useSelector:
 * the root mounts this on the first load, which stays lean.
 */
export function usePwaState<T extends boolean | number | string>(pwa: PwaActor | null, select: (snapshot: PwaSnapshot) => T, fallback: T): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!pwa) return () => {}
      const subscription = pwa.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [pwa],
  )
  return useSyncExternalStore(
    subscribe,
    () => (pwa ? select(pwa.getSnapshot()) : fallback),
    () => fallback,
  )
}
