/**
 * One resource read from the gateway (a content block, the home blocks, a summary):
 * loading → loaded | error (spec section 4: collections "go through loading, updated and
 * error states"). `resource.retry` loads again after an error (the error view's Try
 * again), `resource.reload` refreshes loaded data.
 *
 * While the network is asked, the last synced answer is read from the service worker's cache
 * (`readCached`, src/api/cached-read.ts) and shown if it comes first (`showingCached`); the
 * network's answer replaces it in place. If the network then fails, the cached answer stays
 * (`cachedAfterFailure`), its time on the offline notice. Without a worker (a first visit, the
 * tests) nothing is cached and the read is as it was: loading, then the network's answer.
 *
 * `createResourceMachine<T>(call, effects?)` names the effects `load`, `readCached` and `reportFailure` (a failure
 * the client did not report: a bug); the app gives them as it makes the machine, in one step with
 * `resourceOf((from) => client.x(), call)`. `call` names the read for failures that are not gateway errors. Tests
 * provide fakes with `machine.provide(...)`.
 */
import { assign, fromPromise, setup, stateIn, type ActorRefFrom, type AnyStateMachine, type PromiseActorLogic, type SnapshotFrom } from 'xstate'
import type { GatewayFailure } from '../src/api'
import { readCached, type ReadFrom } from '../src/api/cached-read'
import { reportUnexpected } from '../src/api/errors'
import { keepAndReportFailure, noReport, type FailureParams, type ReportFailure } from './failure'

export interface ResourceContext<T> {
  data: T | null
  /** Why the last load failed, or null. */
  failure: GatewayFailure | null
}

export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.reload' }

/** The effects of a resource machine: its load from the network, the same load from the worker's cache, and the report of a failure. */
export interface ResourceEffects<T> {
  readonly load: PromiseActorLogic<T>
  readonly readCached: PromiseActorLogic<T>
  readonly reportFailure: ReportFailure
}

export function createResourceMachine<T>(call = 'resource', effects?: ResourceEffects<T>) {
  // Each effect is provided by the app (given here, or machine.provide): unprovided, the load fails, nothing is cached nor reported.
  const unprovided = fromPromise<T>(() => Promise.reject(new Error(`${call}: provided by the app (machine.provide)`)))
  return setup({
    types: {
      context: {} as ResourceContext<T>,
      events: {} as ResourceEvent,
    },
    actors: { load: effects?.load ?? unprovided, readCached: effects?.readCached ?? unprovided },
    guards: { showingCached: stateIn({ loading: 'showingCached' }) },
    actions: {
      keepFailure: assign({ failure: (_, { failure }: FailureParams) => failure }),
      reportFailure: effects?.reportFailure ?? noReport,
    },
  }).createMachine({
    id: 'resource',
    context: { data: null, failure: null },
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'load',
          onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output, failure: null }) },
          onError: [
            { guard: 'showingCached', target: 'cachedAfterFailure', actions: keepAndReportFailure(call) },
            { target: 'error', actions: keepAndReportFailure(call) },
          ],
        },
        initial: 'checkingCache',
        states: {
          checkingCache: {
            tags: 'busy',
            invoke: {
              src: 'readCached',
              onDone: { target: 'showingCached', actions: assign({ data: ({ event }) => event.output }) },
              // Nothing cached (or no worker).
              onError: 'waitingForNetwork',
            },
          },
          waitingForNetwork: { tags: 'busy' },
          showingCached: {},
        },
      },
      loaded: {
        on: { 'resource.reload': 'loading.waitingForNetwork' },
      },
      cachedAfterFailure: {
        on: { 'resource.retry': 'loading.showingCached', 'resource.reload': 'loading.showingCached' },
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

/**
 * The resource machine with the app's effects: its load, from the network and from the offline cache (the same
 * load, its gateway GETs asked of the cache only: src/api/cached-read.ts), and a bug's report to the app's sink. A
 * load that waits before it asks (an await before its first call) takes `from` and waits only when it reads from
 * the network.
 */
export function resourceOf<T>(load: (from: ReadFrom) => Promise<T>, call?: string): ResourceMachine<T> {
  // Given as the machine is made, not with `provide`, which builds the machine a second time (a screen's loader makes
  // one per read: /commissions seven, on the first load's path).
  return createResourceMachine<T>(call, {
    load: fromPromise(() => load('network')),
    readCached: fromPromise(() => readCached(load)),
    reportFailure: (_, { failure }) => reportUnexpected(failure),
  })
}

export type ResourceStatus = 'loading' | 'loaded' | 'error'

/** A machine that shows the worker's cached answer first (a resource, a paged collection's page 1, a reference list), as its snapshot is read here. */
export interface CachedFirstView {
  matches(state: 'cachedAfterFailure' | { loading: 'showingCached' }): boolean
  readonly context: { readonly failure: GatewayFailure | null }
}

/**
 * The network failed after the cached answer showed: 'failed' while it stays on screen with Try again, 'retrying'
 * while Try again asks the network (the cached answer still shown); null otherwise (the error view is the other case).
 */
export function cachedAnswerFailure(snapshot: CachedFirstView): 'failed' | 'retrying' | null {
  if (snapshot.matches('cachedAfterFailure')) return 'failed'
  return snapshot.matches({ loading: 'showingCached' }) && snapshot.context.failure !== null ? 'retrying' : null
}

/** Where the read stands, for the screen: loading (nothing to show yet), the data (the network's or the cached), or the error view. */
export function resourceStatus(snapshot: { matches: (state: 'error') => boolean; hasTag: (tag: 'busy') => boolean }): ResourceStatus {
  if (snapshot.matches('error')) return 'error'
  return snapshot.hasTag('busy') ? 'loading' : 'loaded'
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
