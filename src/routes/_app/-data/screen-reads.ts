import { createActor, type AnyStateMachine } from 'xstate'
import type { StartedResources } from '../../../../machines/resource.machine'

export interface ScreenReads<R> {
  readonly resources: R
  /** Stops the reads (the route's onLeave, or the next visit of the same screen). */
  stop(): void
}

const running = new Map<string, () => void>()

/**
 * Starts a screen's reads in its route's loader, so they go out beside the screen's chunk.
 * A screen's reads depend on its URL (period, filters): a new visit of the same screen (a
 * period chosen, a drill-down) stops the previous visit's reads, since TanStack Router calls
 * `onLeave` only when the route itself is left.
 */
export function startScreenReads<M extends { readonly [K in keyof M]: AnyStateMachine | null }>(
  screen: string,
  machines: M,
): ScreenReads<StartedResources<M>> {
  running.get(screen)?.()
  const actors = Object.fromEntries(Object.entries(machines as Record<string, AnyStateMachine | null>).map(([key, machine]) => [key, machine && createActor(machine).start()]))
  const stop = () => {
    for (const actor of Object.values(actors)) actor?.stop()
    if (running.get(screen) === stop) running.delete(screen)
  }
  running.set(screen, stop)
  // One cast where the keys are rebuilt: each value is the actor of the machine under the same key.
  return { resources: actors as StartedResources<M>, stop }
}
