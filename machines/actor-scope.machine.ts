/**
 * A scope of the app's one actor system (docs/architecture.md, "Screens' data: one actor system"):
 * it owns the actors spawned in it, by group, and ends them when it ends. The app's root is one
 * (systemId `app`: the session, the PWA, the consultant's scope) and so is the signed-in
 * consultant's (systemId `consultant`: every screen's reads, form, dialog, push and the unread
 * count). Stopping a scope stops everything in it: one stop ends a consultant's session.
 *
 * - `scope.open` starts a group of actors under a key (what the URL says: the consultant, the
 *   period, the filters). The same group with the same key again keeps the running actors (a
 *   loader the router runs twice, the same form mounted again); another key stops the group's
 *   actors first and starts the new ones.
 * - `scope.close` stops a group, only if it still runs under the key given (a later visit of the
 *   same screen is not stopped by the previous one leaving).
 *
 * Each actor is registered in the system under its `systemId` (`screen:/orders:list`,
 * `form:personal-info`), so `system.get(id)` finds it and the Stately inspector names it.
 * Pure: the logic to spawn comes with the event (the app makes it, src/app/system.ts).
 */
import { assign, enqueueActions, setup, type ActorRefFrom, type AnyActorLogic, type AnyActorRef, type InputFrom } from 'xstate'

/** One actor of a group: its logic, its system id and its input. */
export interface ScopeActor {
  readonly systemId: string
  readonly logic: AnyActorLogic
  readonly input?: unknown
}

export interface ScopeGroup {
  readonly key: string
  /**
   * The group's actors as spawned, by system id (also their ids among the scope's children). An actor
   * that reaches a final state leaves the system at once (a bonus whose results are final starts in
   * `noLongerAvailable`), yet its screen still renders its last snapshot: the group keeps its ref
   * until the group stops.
   */
  readonly refs: Readonly<Record<string, AnyActorRef>>
}

export interface ActorScopeContext {
  readonly groups: Readonly<Record<string, ScopeGroup>>
}

export type ActorScopeEvent =
  { type: 'scope.open'; group: string; key: string; actors: readonly ScopeActor[] } | { type: 'scope.close'; group: string; key?: string }

export const actorScopeMachine = setup({
  types: {
    context: {} as ActorScopeContext,
    events: {} as ActorScopeEvent,
  },
  guards: {
    otherKey: ({ context, event }) => event.type === 'scope.open' && context.groups[event.group]?.key !== event.key,
    runsUnderKey: ({ context, event }) =>
      event.type === 'scope.close' && context.groups[event.group] !== undefined && (event.key === undefined || context.groups[event.group]?.key === event.key),
  },
  actions: {
    stopGroup: enqueueActions(({ context, event, enqueue }) => {
      for (const id of Object.keys(context.groups[event.group]?.refs ?? {})) enqueue.stopChild(id)
    }),
    startGroup: assign(({ context, event, spawn }) => {
      if (event.type !== 'scope.open') return {}
      // The logic comes with the event: the scope runs whatever the app asks it to (one cast, here).
      const start = spawn as unknown as (logic: AnyActorLogic, options: { id: string; systemId: string; input?: unknown }) => AnyActorRef
      const refs = Object.fromEntries(
        event.actors.map((actor) => [actor.systemId, start(actor.logic, { id: actor.systemId, systemId: actor.systemId, input: actor.input })]),
      )
      return { groups: { ...context.groups, [event.group]: { key: event.key, refs } } }
    }),
    forgetGroup: assign({
      groups: ({ context, event }) => Object.fromEntries(Object.entries(context.groups).filter(([group]) => group !== event.group)),
    }),
  },
}).createMachine({
  id: 'actorScope',
  context: { groups: {} },
  on: {
    // Unhandled, a child's error would end the scope and every actor in it.
    'xstate.error.actor.*': { description: 'An actor that failed ends alone: the others in the scope go on' },
    'scope.open': {
      guard: 'otherKey',
      description: 'A group under another key (a new period, another filter): the old actors stop, the new ones start. The same key keeps them',
      actions: ['stopGroup', 'startGroup'],
    },
    'scope.close': {
      guard: 'runsUnderKey',
      description: 'The route, form or dialog is left: its actors stop, unless a later visit runs under another key',
      actions: ['stopGroup', 'forgetGroup'],
    },
  },
})

/** The scopes of the app's system: the app's own, and the signed-in consultant's (ended with the session). */
export type ScopeName = 'app' | 'consultant'

/**
 * The app's one actor system, as routes and hooks use it (src/app/system.ts makes it; the router
 * context and `useSystemActor` hand it on).
 */
export interface AppActorSystem {
  /**
   * Starts a group of actors in a scope under a key (`actors` is called only then), or keeps the
   * ones running under the same key; returns the group's actors by system id. The
   * consultant's scope exists while someone is signed in: without it, this throws.
   */
  open(scope: ScopeName, group: string, key: string, actors: () => readonly ScopeActor[]): Readonly<Record<string, AnyActorRef>>
  /**
   * One actor, started in a scope as a group of its own (its system id), or the one running there
   * under the same `key` (the system id when not given); another key replaces it.
   */
  start<L extends AnyActorLogic>(scope: ScopeName, systemId: string, logic: L, input?: InputFrom<L>, key?: string): ActorRefFrom<L>
  /** Stops a group, if it still runs under `key` (when given). */
  close(scope: ScopeName, group: string, key?: string): void
  /**
   * Counts one user (a shown component) of the group running under `key`; the returned release
   * ends that use, and the group closes a microtask after its last user let go (unless one came
   * back meanwhile: React's strict mode, or a component shown again in the same commit).
   */
  hold(scope: ScopeName, group: string, key: string): () => void
  /** The running actor registered under a system id. */
  get(systemId: string): AnyActorRef | undefined
  /** Called after every open and close (the hook that reads the system re-reads it). */
  subscribe(listener: () => void): () => void
}
