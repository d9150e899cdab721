import { useCallback, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import { noticeSyncedAt, syncedAtOf, type DataFreshnessActor } from '../../../machines/data-freshness.machine'
import type { PwaActor } from '../../../machines/pwa.machine'
import { isOffline, type PwaSnapshot } from '../../../machines/pwa.selectors'
import { useSystemActor } from '../../forms/use-system-actor'
import { dataFreshnessId } from '../../platform/data-freshness'
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

/** The app's record of when the data on screen was synced (src/platform/data-freshness.ts), or null outside the app. */
function useDataFreshness(): DataFreshnessActor | null {
  return useSystemActor<DataFreshnessActor>(dataFreshnessId) ?? null
}

/** When the data on screen was synced (epoch ms) if some of it came from the offline cache, else null. */
export function useDataSyncedAt(): number | null {
  return useActorValue(useDataFreshness(), syncedAtOf, null)
}

/**
 * The connection notice: offline (the pwa actor's word, the browser's until it runs) and the sync time it shows, if
 * any: offline as soon as cached answers show, online only once they have shown for `offlineCache.slowNetworkNoticeMs`
 * without the network's replacing them (`noticeSyncedAt`, the record's `cached.lasting`).
 */
export function useConnectionNotice(pwa: PwaActor | null): { offline: boolean; syncedAt: number | null } {
  const offline = usePwaState(pwa, isOffline, useBrowserOffline())
  const syncedAt = useActorValue(useDataFreshness(), (snapshot) => noticeSyncedAt(snapshot, offline), null)
  return { offline, syncedAt }
}

/**
 * A value derived from the pwa actor's snapshot (a selector of machines/pwa.selectors.ts);
 * `fallback` until the actor runs.
 */
export function usePwaState<T extends boolean | number | string>(pwa: PwaActor | null, select: (snapshot: PwaSnapshot) => T, fallback: T): T {
  return useActorValue(pwa, select, fallback)
}

/**
 * A plain value of an actor's snapshot, drawn at once; `fallback` while there is no actor. React's own store hook, not
 * @xstate/react's useSelector: the root mounts it on the first load, which stays lean.
 */
function useActorValue<A extends AnyActorRef, T extends boolean | number | string | null>(
  actor: A | null,
  select: (snapshot: SnapshotFrom<A>) => T,
  fallback: T,
): T {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  return useSyncExternalStore(
    subscribe,
    () => (actor ? select(actor.getSnapshot() as SnapshotFrom<A>) : fallback),
    () => fallback,
  )
}
