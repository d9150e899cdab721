/**
 * One paged collection read from the gateway (ARCHITECTURE: "one paged-collection machine
 * factory"): notifications, success rates, orders and every list screen after them. Spec
 * section 4: collections "go through loading, updated and error states"; section 9 gives the
 * page sizes.
 *
 * - `loading` reads page 1 of the query → `loaded`, or `error` (Try again: `list.retry`). In the
 *   installed app it asks the service worker's cache for page 1 at the same time, as every screen
 *   read does (`readCached`, src/api/cached-read.ts; machines/resource.machine.ts): a cached page 1
 *   shows at once (`loading.showingCached`) and the network's page 1 replaces it in place. No later
 *   page is asked while the cached one shows, so a cached page is never joined by pages of another
 *   moment; the network failing after it keeps it (`cachedAfterFailure`, `list.retry` asks again).
 * - `loaded` holds the pages read so far. `list.loadMore` reads the next page, unless the
 *   collection's `noMore` rule said nothing comes after the last one; the page joins the kept
 *   items through `merge` (append by default). A later page that fails keeps the items and
 *   sets `loadMoreFailure`; `list.loadMore` (or `list.retry`) asks for that same page again.
 * - `list.query` starts over at page 1 with a new query from any state: the items of the old
 *   query are dropped at once and an answer still on its way for it is discarded (the read is
 *   cancelled with the state that invoked it). A screen's filter change is this event on the same
 *   collection (the orders list), not a new collection.
 * - `list.position` keeps where the screen stood when it was left (scroll offset, measured rows),
 *   so coming back to the running collection finds the same place; a new query forgets it.
 *
 * Failures stay until the read that replaces them settles (a retry does not clear them first);
 * the selectors (`paged-collection.selectors.ts`) say what the screen shows meanwhile.
 *
 * `createPagedCollectionMachine<Item, Query>(options, effects?)` names the effects `loadPage` and `readCachedPage`
 * (input: a `PageRequest`) and `reportFailure` (a failure the client did not report: a bug); the app gives them as
 * it makes the machine, in one step with `pagedCollectionOf(options, request => client.x(request))`, as
 * `resourceOf` does. Tests provide fakes with `machine.provide(...)`. Types, rules and the setup:
 * paged-collection.setup.ts.
 */
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { readCached } from '../src/api/cached-read'
import { reportUnexpected } from '../src/api/errors'
import { failureOf, keepAndReportFailure } from './failure'
import {
  firstPage,
  pagedCollectionSetup,
  startingContext,
  type PageRequest,
  type PageResult,
  type PagedCollectionEffects,
  type PagedCollectionOptions,
} from './paged-collection.setup'

export {
  append,
  mergeBy,
  noMoreByTotal,
  noMoreWhenEmpty,
  type ListPosition,
  type LoadedPage,
  type MergeRule,
  type NoMoreRule,
  type PageRequest,
  type PageResult,
  type PagedCollectionContext,
  type PagedCollectionEffects,
  type PagedCollectionEvent,
  type PagedCollectionOptions,
  type PagedCollectionStateName,
  type PagedCollectionStateValue,
} from './paged-collection.setup'

export function createPagedCollectionMachine<Item, Query>(options: PagedCollectionOptions<Item>, effects?: PagedCollectionEffects<Item, Query>) {
  const { call, pageSize } = options

  return pagedCollectionSetup<Item, Query>(options, effects).createMachine({
    id: 'pagedCollection',
    context: ({ input }) => startingContext<Item, Query>(input.query),
    initial: 'loading',
    on: {
      'list.query': {
        target: '.loading',
        reenter: true,
        description: 'A new query (filters) starts over at page 1: the old items go at once and an answer still due for the old query is discarded',
        actions: { type: 'startOver', params: ({ event }) => ({ query: event.query }) },
      },
      'list.position': {
        guard: 'hasItems',
        description:
          "The screen is left (an order opened): where it stood, so coming back finds the same place. Not for a query whose first page is not in yet (the rows left were the old query's)",
        actions: { type: 'keepPosition', params: ({ event }) => ({ position: event.position }) },
      },
    },
    states: {
      loading: {
        description: "Page 1 from the network and, at the same time, from the worker's cache (readCached); the network's page 1 replaces a cached one",
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, page: firstPage, pageSize }),
          onDone: { target: 'loaded', actions: { type: 'keepPage', params: ({ event }) => ({ page: firstPage, result: event.output }) } },
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
              src: 'readCachedPage',
              input: ({ context }) => ({ query: context.query, page: firstPage, pageSize }),
              onDone: {
                target: 'showingCached',
                actions: { type: 'keepPage', params: ({ event }) => ({ page: firstPage, result: event.output }) },
              },
              // Nothing cached (or no worker).
              onError: 'waitingForNetwork',
            },
          },
          waitingForNetwork: { tags: 'busy' },
          showingCached: {
            description: "The cached page 1 shows; no later page is asked until the network's page 1 has replaced it (pages of two moments are never joined)",
          },
        },
      },
      cachedAfterFailure: {
        description: 'The network failed after the cached page 1 showed: it stays, and Try again asks the network again without hiding it',
        on: { 'list.retry': 'loading.showingCached' },
      },
      loaded: {
        on: {
          'list.loadMore': {
            guard: 'hasMore',
            target: 'loadingMore',
            description: "The next page, unless the collection's rule said there is no more (spec section 4)",
          },
          'list.retry': { guard: 'loadMoreFailed', target: 'loadingMore', description: 'Try again after a failed later page asks for that same page' },
        },
      },
      loadingMore: {
        tags: 'busy',
        description: 'The items stay on screen while the next page loads',
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, page: context.page + 1, pageSize }),
          onDone: {
            target: 'loaded',
            actions: { type: 'keepPage', params: ({ context, event }) => ({ page: context.page + 1, result: event.output }) },
          },
          onError: {
            target: 'loaded',
            description: 'A later page failed: the items stay and the page number does not move, so the next try asks for the same page',
            actions: [
              { type: 'keepLoadMoreFailure', params: failureOf(call) },
              { type: 'reportFailure', params: failureOf(call) },
            ],
          },
        },
      },
      error: {
        description: 'Page 1 could not be read: the error view offers Try again, which reads it again (no page reload)',
        on: { 'list.retry': 'loading' },
      },
    },
  })
}

export type PagedCollectionMachine<Item, Query> = ReturnType<typeof createPagedCollectionMachine<Item, Query>>
export type PagedCollectionActor<Item, Query> = ActorRefFrom<PagedCollectionMachine<Item, Query>>
export type PagedCollectionSnapshot<Item, Query> = SnapshotFrom<PagedCollectionMachine<Item, Query>>

/**
 * The paged-collection machine with the app's effects, given as it is made (like `resourceOf`): `loadPage` from the
 * network and, for page 1, from the offline cache (the same load, its gateway GETs asked of the cache only:
 * `readCached`), and a bug's report to the app's sink.
 */
export function pagedCollectionOf<Item, Query>(
  options: PagedCollectionOptions<Item>,
  loadPage: (request: PageRequest<Query>) => Promise<PageResult<Item>>,
): PagedCollectionMachine<Item, Query> {
  return createPagedCollectionMachine<Item, Query>(options, {
    loadPage: fromPromise<PageResult<Item>, PageRequest<Query>>(({ input }) => loadPage(input)),
    readCachedPage: fromPromise<PageResult<Item>, PageRequest<Query>>(({ input }) => readCached(() => loadPage(input))),
    reportFailure: (_, { failure }) => reportUnexpected(failure),
  })
}
