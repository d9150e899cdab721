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
/** A read: a machine that needs no input, or a machine with its input (a paged collection's first query). */
export type ScreenRead = AnyStateMachine | { readonly machine: AnyStateMachine; readonly input: unknown } | null

export function startScreenReads<M extends { readonly [K in keyof M]: ScreenRead }>(
  screen: string,
  key: string,
  make: () => M,
): ScreenReads<StartedResources<M>> {
  const current = running.get(screen)
  // The same view again: its reads go on (one cast: the key names the same machines).
  if (current?.key === key) return current.reads as ScreenReads<StartedResources<M>>
  current?.reads.stop()
  const reads = make() as Record<string, ScreenRead>
  const start = (read: ScreenRead) =>
    read === null ? null : 'input' in read ? createActor(read.machine, { input: read.input }).start() : createActor(read).start()
  const actors = Object.fromEntries(Object.entries(reads).map(([name, read]) => [name, start(read)]))
  const screenReads: ScreenReads<StartedResources<M>> = {
    // One cast where the names are rebuilt: each value is the actor of the machine under the same name.
    resources: actors as StartedResources<M>,
    stop: () => {
      for (const actor of Object.values(actors)) actor?.stop()
      if (running.get(screen)?.reads === screenReads) running.delete(screen)
    },
  }
  running.set(screen, { key, reads: screenReads })
  return screenReads
}
