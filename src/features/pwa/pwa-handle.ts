import { useCallback, useSyncExternalStore } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { pwaMachine } from '../../../machines/pwa.machine'
import type { PwaSnapshot } from '../../../machines/pwa.selectors'
import { dataFreshness } from './data-freshness'

export type PwaActor = ActorRefFrom<typeof pwaMachine>

/**
 * The running offline and new-version actor, for the UI. src/app/pwa.ts starts it after
 * the page has loaded (it brings workbox-window) and publishes it here; until then the
 * UI has nothing to show.
 */
let current: PwaActor | null = null
const listeners = new Set<() => void>()

export function publishPwa(actor: PwaActor): void {
  current = actor
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The pwa actor once started, else null. */
export function usePwaActor(): PwaActor | null {
  return useSyncExternalStore(subscribe, () => current, () => null)
}

/** When the data on screen was synced (epoch ms) if some of it came from the offline cache, else null. */
export function useDataSyncedAt(): number | null {
  return useSyncExternalStore(dataFreshness.subscribe, dataFreshness.syncedAt, () => null)
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
  return useSyncExternalStore(subscribe, () => (pwa ? select(pwa.getSnapshot()) : fallback), () => fallback)
}
