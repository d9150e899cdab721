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
 *
 * `createReferenceListMachine<T>()` types the entries; the app provides `load`
 * (fromPromise with `{ key }` as input) with `machine.provide(...)`.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { GatewayFailure } from '../src/api'
import { toFailure } from '../src/api/errors'

export interface ReferenceListContext<T> {
  /** The list on screen, or null for nothing to load yet. */
  key: string | null
  /** The entries of every key loaded so far: each loads once while the machine runs. */
  cache: Partial<Record<string, readonly T[]>>
  /** Why the current key failed to load. */
  failure: GatewayFailure | null
}

export type ReferenceListEvent = { type: 'list.select'; key: string | null } | { type: 'list.retry' }

export type ReferenceListStatus = 'idle' | 'loading' | 'loaded' | 'error'

export function createReferenceListMachine<T>() {
  return setup({
    types: {
      input: {} as { key: string | null },
      context: {} as ReferenceListContext<T>,
      events: {} as ReferenceListEvent,
    },
    actors: {
      load: fromPromise<readonly T[], { key: string }>(() => Promise.reject(new Error('load is provided by the app (machine.provide)'))),
    },
    guards: {
      hasNoKey: ({ context }) => context.key === null,
      isCached: ({ context }) => context.key !== null && context.cache[context.key] !== undefined,
      isOtherKey: ({ context, event }) => event.type === 'list.select' && event.key !== context.key,
    },
  }).createMachine({
    id: 'referenceList',
    context: ({ input }) => ({ key: input.key, cache: {}, failure: null }),
    initial: 'choosing',
    on: {
      'list.select': {
        guard: 'isOtherKey',
        target: '.choosing',
        reenter: true,
        actions: assign({ key: ({ event }) => event.key, failure: null }),
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
        tags: 'busy',
        invoke: {
          src: 'load',
          input: ({ context }) => ({ key: context.key ?? '' }),
          onDone: {
            target: 'loaded',
            actions: assign({
              cache: ({ context, event }) => (context.key === null ? context.cache : { ...context.cache, [context.key]: event.output }),
            }),
          },
          onError: { target: 'error', actions: assign({ failure: ({ event }) => toFailure(event.error, 'reference list') }) },
        },
      },
      loaded: {},
      error: {
        description: 'The list failed to load: its field shows the error and Try again',
        on: { 'list.retry': { target: 'loading', actions: assign({ failure: null }) } },
      },
    },
  })
}

export type ReferenceListMachine<T> = ReturnType<typeof createReferenceListMachine<T>>

/** The entries of the chosen key, or an empty list while none are loaded. */
export function listEntries<T>(snapshot: { context: ReferenceListContext<T> }): readonly T[] {
  const { key, cache } = snapshot.context
  return (key === null ? undefined : cache[key]) ?? []
}

/** Where the chosen list stands, for its field. */
export function listStatus(snapshot: { value: string }): ReferenceListStatus {
  return STATUS_OF_STATE[snapshot.value] ?? 'loading'
}

const STATUS_OF_STATE: Partial<Record<string, ReferenceListStatus>> = {
  idle: 'idle',
  loading: 'loading',
  loaded: 'loaded',
  error: 'error',
}
