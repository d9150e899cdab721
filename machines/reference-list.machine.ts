/**
 * A reference list loaded by key and kept per key (ARCHITECTURE: "one resource
 * machine for reference lists"): sky-states, the cities of a state,
 * recruitment channels, banks. Single unkeyed reads use resource.machine.ts.
 *
 * - `list.select` picks the key: a key loaded before shows at once from the
 *   cache, a new one loads; null means nothing to load yet (no state chosen).
 * - A failed load sets the error flag for that list (spec section 8);
 *   `list.retry` loads it again. Choosing another key while one loads drops the
 *   older answer (the invoke is cancelled).
 * - In the installed app a key's list is asked of the service worker's cache at the
 *   same time as the network, as every screen read is (`readCached`,
 *   src/api/cached-read.ts; machines/resource.machine.ts): the cached copy shows at
 *   once (`loading.showingCached`), the network's list replaces it, and the network
 *   failing after it keeps it (`cachedAfterFailure`; `list.retry` asks again). Only the
 *   network's lists are kept per key: a key chosen again asks again.
 *
 * `createReferenceListMachine<T>(effects?)` types the entries and names the effects `load` and
 * `readCached` (fromPromise with `{ key }` as input) and `reportFailure` (a failure the client did
 * not report: a bug); the app gives them as it makes the machine, in one step with
 * `referenceListOf(load)`, as `resourceOf` does. Tests provide fakes with `machine.provide(...)`.
 */
import { assign, fromPromise, setup, stateIn, type PromiseActorLogic } from 'xstate'
import { readCached } from '../src/api/cached-read'
import type { GatewayFailure } from '../src/api'
import { reportUnexpected } from '../src/api/errors'
import { keepAndReportFailure, noReport, type FailureParams, type ReportFailure } from './failure'

export interface ReferenceListContext<T> {
  /** The list on screen, or null for nothing to load yet. */
  key: string | null
  /** The entries of every key loaded so far from the network: each loads once while the machine runs. */
  cache: Partial<Record<string, readonly T[]>>
  /** The worker's cached copy of the key being loaded, shown until the network's list replaces it. */
  cachedCopy: { readonly key: string; readonly entries: readonly T[] } | null
  /** Why the current key failed to load. */
  failure: GatewayFailure | null
}

export type ReferenceListEvent = { type: 'list.select'; key: string | null } | { type: 'list.retry' }

export type ReferenceListStatus = 'idle' | 'loading' | 'loaded' | 'error'

/** The effects of a reference list: a key's list from the network, the same from the worker's cache, and the report of a failure. */
export interface ReferenceListEffects<T> {
  readonly load: PromiseActorLogic<readonly T[], { key: string }>
  readonly readCached: PromiseActorLogic<readonly T[], { key: string }>
  readonly reportFailure: ReportFailure
}

export function createReferenceListMachine<T>(effects?: ReferenceListEffects<T>) {
  return setup({
    types: {
      input: {} as { key: string | null },
      context: {} as ReferenceListContext<T>,
      events: {} as ReferenceListEvent,
    },
    // Each effect is provided by the app (given here, or machine.provide): unprovided, the load fails, nothing is cached nor reported.
    actors: {
      load: effects?.load ?? fromPromise<readonly T[], { key: string }>(() => Promise.reject(new Error('load is provided by the app (machine.provide)'))),
      readCached: effects?.readCached ?? fromPromise<readonly T[], { key: string }>(() => Promise.reject(new Error('nothing cached'))),
    },
    guards: {
      hasNoKey: ({ context }) => context.key === null,
      isCached: ({ context }) => context.key !== null && context.cache[context.key] !== undefined,
      isOtherKey: ({ context, event }) => event.type === 'list.select' && event.key !== context.key,
      showingCached: stateIn({ loading: 'showingCached' }),
    },
    actions: {
      keepFailure: assign({ failure: (_, { failure }: FailureParams) => failure }),
      reportFailure: effects?.reportFailure ?? noReport,
    },
  }).createMachine({
    id: 'referenceList',
    context: ({ input }) => ({ key: input.key, cache: {}, cachedCopy: null, failure: null }),
    initial: 'choosing',
    on: {
      'list.select': {
        guard: 'isOtherKey',
        target: '.choosing',
        reenter: true,
        actions: assign({ key: ({ event }) => event.key, cachedCopy: null, failure: null }),
      },
    },
    states: {
      choosing: {
        always: [
          { guard: 'hasNoKey', target: 'idle' },
          { guard: 'isCached', target: 'loaded', description: 'Loaded before: shown from the cache' },
          { target: 'loading' },
        ],
      },
      idle: { description: 'Nothing to load yet (the cities before a state is chosen).' },
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ key: context.key ?? '' }),
          onDone: {
            target: 'loaded',
            actions: assign({
              cache: ({ context, event }) => (context.key === null ? context.cache : { ...context.cache, [context.key]: event.output }),
              cachedCopy: null,
              failure: null,
            }),
          },
          onError: [
            { guard: 'showingCached', target: 'cachedAfterFailure', actions: keepAndReportFailure('reference list') },
            { target: 'error', actions: keepAndReportFailure('reference list') },
          ],
        },
        initial: 'checkingCache',
        states: {
          checkingCache: {
            tags: 'busy',
            invoke: {
              src: 'readCached',
              input: ({ context }) => ({ key: context.key ?? '' }),
              onDone: {
                target: 'showingCached',
                actions: assign({ cachedCopy: ({ context, event }) => (context.key === null ? null : { key: context.key, entries: event.output }) }),
              },
              // Nothing cached (or no worker).
              onError: 'waitingForNetwork',
            },
          },
          waitingForNetwork: { tags: 'busy' },
          showingCached: {},
        },
      },
      loaded: {},
      cachedAfterFailure: {
        description: 'The network failed after the cached copy showed: it stays; Try again asks the network again',
        on: { 'list.retry': 'loading.showingCached' },
      },
      error: {
        description: 'The list failed to load: its field shows the error and Try again',
        on: { 'list.retry': { target: 'loading', actions: assign({ failure: null }) } },
      },
    },
  })
}

export type ReferenceListMachine<T> = ReturnType<typeof createReferenceListMachine<T>>

/**
 * The reference list machine with the app's effects, given as it is made (like `resourceOf`): its load, from the
 * network and from the offline cache (the same load, its gateway GETs asked of the cache only: `readCached`), and a
 * bug's report to the app's sink.
 */
export function referenceListOf<T>(load: (key: string) => Promise<readonly T[]>): ReferenceListMachine<T> {
  return createReferenceListMachine<T>({
    load: fromPromise<readonly T[], { key: string }>(({ input }) => load(input.key)),
    readCached: fromPromise<readonly T[], { key: string }>(({ input }) => readCached(() => load(input.key))),
    reportFailure: (_, { failure }) => reportUnexpected(failure),
  })
}

/** One empty list, the same on every read: a field drawn with React.memo is not redrawn for a new `[]`. */
const noEntries: readonly never[] = []

/** The entries of the chosen key (the network's, or the worker's cached copy meanwhile), or an empty list while none are loaded. */
export function listEntries<T>(snapshot: { context: ReferenceListContext<T> }): readonly T[] {
  const { key, cache, cachedCopy } = snapshot.context
  if (key === null) return noEntries
  return cache[key] ?? (cachedCopy?.key === key ? cachedCopy.entries : undefined) ?? noEntries
}

/** Where the chosen list stands, for its field: a cached copy on screen is loaded. */
export function listStatus(snapshot: { matches: (state: ReferenceListStateValue) => boolean }): ReferenceListStatus {
  if (snapshot.matches('idle')) return 'idle'
  if (snapshot.matches('error')) return 'error'
  if (snapshot.matches('loaded') || snapshot.matches('cachedAfterFailure') || snapshot.matches({ loading: 'showingCached' })) return 'loaded'
  return 'loading'
}

type ReferenceListStateValue = 'idle' | 'loaded' | 'cachedAfterFailure' | 'error' | { loading: 'showingCached' }
