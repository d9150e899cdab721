/**
 * When the data on screen was synced (spec section 4, offline support): the app's record of the gateway answers that
 * came from the service worker's cache, run as `data-freshness` in the app's scope (src/platform/data-freshness.ts).
 *
 * - `freshness.record` ({ request, syncedAt }): a GET was answered; `syncedAt` (epoch ms) when it came from the
 *   cache, null when fresh from the network (a cached answer the network has replaced no longer counts).
 * - fresh: no cached answer shows. cached: some do, since the first of them, unbroken while others come and go;
 *   after `slowNetworkNotice` there (the network slow, or failed) it is `lasting`: the notice may show it online.
 * - `freshness.clear`: every record goes (the screen changes, the session ends).
 */
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { offlineCache } from '../src/config/constants'

export interface DataFreshnessContext {
  /** The sync time of each cached answer shown, by request (`GET path?query`). */
  cached: Readonly<Record<string, number>>
  /** The oldest of them, or null when every answer came fresh. */
  syncedAt: number | null
}

export type DataFreshnessEvent = { type: 'freshness.record'; request: string; syncedAt: number | null } | { type: 'freshness.clear' }

const oldest = (cached: Readonly<Record<string, number>>): number | null => {
  const times = Object.values(cached)
  return times.length === 0 ? null : Math.min(...times)
}
const none: DataFreshnessContext = { cached: {}, syncedAt: null }

export const dataFreshnessMachine = setup({
  types: {
    context: {} as DataFreshnessContext,
    events: {} as DataFreshnessEvent,
  },
  delays: {
    /** Online, cached answers show on the notice only once the network has been this slow to replace them. */
    slowNetworkNotice: offlineCache.slowNetworkNoticeMs,
  },
  guards: {
    /** A cached answer with another sync time than the one recorded for its request. */
    newSyncTime: ({ context, event }) => event.type === 'freshness.record' && event.syncedAt !== null && context.cached[event.request] !== event.syncedAt,
    /** The network answered a request whose cached answer was recorded. */
    replaced: ({ context, event }) => event.type === 'freshness.record' && event.syncedAt === null && event.request in context.cached,
    /** … and it was the last cached answer shown. */
    lastReplaced: ({ context, event }) =>
      event.type === 'freshness.record' && event.syncedAt === null && event.request in context.cached && Object.keys(context.cached).length === 1,
  },
  actions: {
    keep: assign(({ context, event }) => {
      if (event.type !== 'freshness.record' || event.syncedAt === null) return {}
      const cached = { ...context.cached, [event.request]: event.syncedAt }
      return { cached, syncedAt: oldest(cached) }
    }),
    forget: assign(({ context, event }) => {
      if (event.type !== 'freshness.record') return {}
      const cached = Object.fromEntries(Object.entries(context.cached).filter(([request]) => request !== event.request))
      return { cached, syncedAt: oldest(cached) }
    }),
    forgetAll: assign(none),
  },
}).createMachine({
  id: 'dataFreshness',
  context: none,
  initial: 'fresh',
  states: {
    fresh: {
      on: { 'freshness.record': { guard: 'newSyncTime', target: 'cached', actions: 'keep' } },
    },
    cached: {
      initial: 'recent',
      states: {
        recent: { after: { slowNetworkNotice: 'lasting' } },
        lasting: {},
      },
      on: {
        'freshness.record': [
          { guard: 'lastReplaced', target: 'fresh', actions: 'forgetAll' },
          { guard: 'replaced', actions: 'forget' },
          { guard: 'newSyncTime', actions: 'keep' },
        ],
        'freshness.clear': { target: 'fresh', actions: 'forgetAll' },
      },
    },
  },
})

export type DataFreshnessMachine = typeof dataFreshnessMachine
export type DataFreshnessActor = ActorRefFrom<DataFreshnessMachine>
export type DataFreshnessSnapshot = SnapshotFrom<DataFreshnessMachine>

/** The oldest sync time among the cached answers shown, or null when every answer came fresh. */
export const syncedAtOf = (snapshot: DataFreshnessSnapshot): number | null => snapshot.context.syncedAt

/**
 * The sync time the connection notice shows: offline, as soon as cached answers show; online, only once they have
 * shown for `slowNetworkNotice` (the network is slow, or failed), so a network that answers a moment after the cache
 * shows no notice at all (it would flash, and be the page's largest new element). Null: no notice for the data.
 */
export const noticeSyncedAt = (snapshot: DataFreshnessSnapshot, offline: boolean): number | null =>
  offline || snapshot.matches({ cached: 'lasting' }) ? snapshot.context.syncedAt : null
