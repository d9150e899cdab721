import { i18n } from '@lingui/core'
import { localeInUse } from '../../../i18n/activate'
import type { AnyStateMachine } from 'xstate'
import type { GatewayClient } from '../../../api'
import type { AppActorSystem } from '../../../../machines/actor-scope.machine'
import type { StartedResources } from '../../../../machines/resource.machine'

export interface ScreenReads<R> {
  readonly resources: R
  /** This call started them (a new key); false when the same view's reads were running already. */
  readonly started: boolean
  /** Stops the reads (the route's onLeave). */
  stop(): void
}

/** A read: a machine that needs no input, or a machine with its input (a paged collection's first query). */
export type ScreenRead = AnyStateMachine | { readonly machine: AnyStateMachine; readonly input: unknown } | null

/** The system id of one of a screen's reads: `screen:/orders:list`. */
export const screenActorId = (screen: string, name: string) => `screen:${screen}:${name}`

/**
 * A screen's reads, asked of the app's actor system in its route's loader, so they go out beside
 * the screen's chunk. They run in the signed-in consultant's scope (the session's end stops them)
 * as the group `screen:<screen>`, each under its system id (`screen:/sales:total`), which the
 * Stately inspector shows. A screen's reads depend on its URL (period, filters): a new visit of
 * the same screen with another `key` (its consultant, period and filters) stops the previous
 * visit's reads, since TanStack Router calls `onLeave` only when the route itself is left. The
 * router may run a loader twice for one visit (the first load of the app does): the same screen
 * with the same key gets the reads already running, not a second set. The language is part of
 * every key: the gateway answers in it (docs/contract.md, "Languages"), so after a switch the
 * router's reload (src/routes/-data/language-choice.ts) reads each screen again.
 */
export function startScreenReads<M extends { readonly [K in keyof M]: ScreenRead }>(
  system: AppActorSystem,
  screen: string,
  key: string,
  make: () => M,
): ScreenReads<StartedResources<M>> {
  const group = `screen:${screen}`
  // The language the answers are asked in (the client's): on the app's first load the loaders run while the
  // language's messages are still on their way, and Lingui's locale is still empty then. Keyed by that, the first
  // visit's reads were not found again by the next navigation (back from an order, another filter): started anew.
  const groupKey = `${localeInUse() ?? i18n.locale}:${key}`
  // Building the machines asks for nothing (cheap): they start only for a new key.
  const reads = Object.entries(make() as Record<string, ScreenRead>)
  let started = false
  const actors = system.open('consultant', group, groupKey, () => {
    started = true
    return reads.flatMap(([name, read]) =>
      read === null ? [] : [{ systemId: screenActorId(screen, name), ...('input' in read ? { logic: read.machine, input: read.input } : { logic: read }) }],
    )
  })
  return {
    // One cast where the names are rebuilt: each value is the actor of the machine under the same name (a switched-off part stays null).
    resources: Object.fromEntries(reads.map(([name]) => [name, actors[screenActorId(screen, name)] ?? null])) as StartedResources<M>,
    started,
    stop: () => system.close('consultant', group, groupKey),
  }
}

/** Stops a screen's reads whatever their key (an area that is left). */
export function stopScreenReads(system: AppActorSystem, screen: string) {
  system.close('consultant', `screen:${screen}`)
}

/** What a route's loader hands a screen's start function: the client, and the system to start the reads in (the router context has both). */
export interface ScreenContext {
  readonly client: GatewayClient
  readonly system: AppActorSystem
}
