import { createActor, type AnyStateMachine } from 'xstate'
import type { StartedResources } from '../../../../machines/resource.machine'

export interface ScreenReads<R> {
  readonly resources: R
  /** Stops the reads (the route's onLeave, or the next visit of the same screen). */
  stop(): void
}

const running = new Map<string, { key: string; reads: ScreenReads<unknown> }>()

/**
 * Starts a screen's reads in its route's loader, so they go out beside the screen's chunk.
 * A screen's reads depend on its URL (period, filters): a new visit of the same screen (a
 * period chosen, a drill-down) stops the previous visit's reads, since TanStack Router calls
 * `onLeave` only when the route itself is left. The router may run a loader twice for one
 * visit (the first load of the app does): the same screen with the same `key` (its
 * consultant, period and filters) gets the reads already running, not a second set.
 */
export function startScreenReads<M extends { readonly [K in keyof M]: AnyStateMachine | null }>(
  screen: string,
  key: string,
  make: () => M,
): ScreenReads<StartedResources<M>> {
  const current = running.get(screen)
  // The same view again: its reads go on (one cast: the key names the same machines).
  if (current?.key === key) return current.reads as ScreenReads<StartedResources<M>>
  current?.reads.stop()
  const machines = make() as Record<string, AnyStateMachine | null>
  const actors = Object.fromEntries(Object.entries(machines).map(([name, machine]) => [name, machine && createActor(machine).start()]))
  const reads: ScreenReads<StartedResources<M>> = {
    // One cast where the names are rebuilt: each value is the actor of the machine under the same name.
    resources: actors as StartedResources<M>,
    stop: () => {
      for (const actor of Object.values(actors)) actor?.stop()
      if (running.get(screen)?.reads === reads) running.delete(screen)
    },
  }
  running.set(screen, { key, reads })
  return reads
}
