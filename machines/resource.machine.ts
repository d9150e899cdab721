/**
 * One resource read from the gateway (a content block, the home blocks, a summary):
 * loading → loaded | error (spec section 4: collections "go through loading, updated and
 * error states"). `resource.retry` loads again after an error (the error view's Try
 * again), `resource.reload` refreshes loaded data.
 *
 * `createResourceMachine<T>(call)` names the effect `load`; the caller provides it with
 * `machine.provide({ actors: { load: fromPromise(() => client.x()) } })`, or in one step
 * with `resourceOf(() => client.x(), call)`. `call` names the read for failures that are
 * not gateway errors. Tests provide fakes the same way.
 */
import { assign, fromPromise, setup, type ActorRefFrom, type AnyStateMachine, type SnapshotFrom } from 'xstate'
import type { GatewayFailure } from '../src/api'
import { toFailure } from '../src/api/errors'

export interface ResourceContext<T> {
  data: T | null
  /** Why the last load failed, or null. */
  failure: GatewayFailure | null
}

export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.reload' }

export function createResourceMachine<T>(call = 'resource') {
  return setup({
    types: {
      context: {} as ResourceContext<T>,
      events: {} as ResourceEvent,
    },
    actors: {
      load: fromPromise<T>(() => Promise.reject(new Error(`${call}: load is provided by the app (machine.provide)`))),
    },
  }).createMachine({
    id: 'resource',
    context: { data: null, failure: null },
    initial: 'loading',
    states: {
      loading: {
        tags: 'busy',
        invoke: {
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
          onError: { target: 'error', actions: assign({ failure: ({ event }) => toFailure(event.error, call) }) },
        },
      },
      loaded: {
        on: { 'resource.reload': 'loading' },
      },
      error: {
        description: 'The error view offers Try again, which loads again (no page reload).',
        on: { 'resource.retry': 'loading', 'resource.reload': 'loading' },
      },
    },
  })
}

export type ResourceMachine<T> = ReturnType<typeof createResourceMachine<T>>
export type ResourceActor<T> = ActorRefFrom<ResourceMachine<T>>
export type ResourceSnapshot<T> = SnapshotFrom<ResourceMachine<T>>

/** The resource machine with its load provided. */
export function resourceOf<T>(load: () => Promise<T>, call?: string): ResourceMachine<T> {
  return createResourceMachine<T>(call).provide({ actors: { load: fromPromise(load) } })
}

export type ResourceStatus = 'loading' | 'loaded' | 'error'

/** Where the read stands, for the screen: loading, the data, or the error view. */
export function resourceStatus(snapshot: { matches: (state: 'loaded' | 'error') => boolean }): ResourceStatus {
  if (snapshot.matches('loaded')) return 'loaded'
  if (snapshot.matches('error')) return 'error'
  return 'loading'
}

/**
 * Each read of a screen as its running actor (a part switched off stays null): a resource
 * machine, or any machine given with its input (`{ machine, input }`, a paged collection).
 */
export type StartedResources<M> = {
  readonly [K in keyof M]: StartedResource<M[K]>
}

/** A machine's running actor; null stays null (distributes over `ResourceMachine<T> | null`). */
export type StartedResource<M> =
  M extends ResourceMachine<infer T> ? ResourceActor<T> : M extends { readonly machine: infer X extends AnyStateMachine } ? ActorRefFrom<X> : null
