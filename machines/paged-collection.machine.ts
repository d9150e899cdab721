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
 * `createPagedCollectionMachine<Item, Query>(options)` names the effect `loadPage` (input: a
 * `PageRequest`); the app provides it with `machine.provide({ actors: { loadPage: fromPromise(...) } })`,
 * or in one step with `pagedCollectionOf(options, request => client.x(request))`.
 */
import { assign, fromPromise, setup, stateIn, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import { readCached } from '../src/api/cached-read'
import type { GatewayFailure } from '../src/api'
import { toFailure } from '../src/api/errors'

/** What one page read answers: its items and, when the gateway says, how many there are in all. */
export interface PageResult<Item> {
  readonly items: readonly Item[]
  readonly total?: number | null
  /** Other counts the gateway gives with a page (notifications: total_unread); the latest page's replace earlier ones. */
  readonly counts?: Readonly<Record<string, number>>
}

/** What a page read asks for. */
export interface PageRequest<Query> {
  readonly query: Query
  /** 1-based. */
  readonly page: number
  readonly pageSize: number
}

/** A page just read, as the `noMore` rule sees it. */
export interface LoadedPage<Item> {
  /** The page just read (1-based). */
  readonly page: number
  readonly pageSize: number
  readonly result: PageResult<Item>
  /** Every item kept once this page has joined them. */
  readonly items: readonly Item[]
}

export type NoMoreRule<Item> = (loaded: LoadedPage<Item>) => boolean
export type MergeRule<Item> = (kept: readonly Item[], page: readonly Item[]) => Item[]

export interface PagedCollectionOptions<Item> {
  /** Names the read for failures that are not gateway errors (like resource.machine's `call`). */
  readonly call: string
  readonly pageSize: number
  /** True when nothing comes after the page just loaded. */
  readonly noMore: NoMoreRule<Item>
  /** How a new page joins the items kept (default: append). */
  readonly merge?: MergeRule<Item>
}

export interface PagedCollectionContext<Item, Query> {
  query: Query
  items: readonly Item[]
  /** The last page loaded, 0 before any. */
  page: number
  /** How many items the query has in all, null when unknown. */
  total: number | null
  /** The counts of the latest page read that had some (`PageResult.counts`); empty before any. */
  counts: Readonly<Record<string, number>>
  /** Why page 1 could not be read. */
  failure: GatewayFailure | null
  /** Why a later page could not be read; the items stay. */
  loadMoreFailure: GatewayFailure | null
  /** Nothing comes after the last page loaded. */
  noMore: boolean
  /** Where the screen stood when it was left (kept while the collection runs; a new query starts at the top). */
  position: ListPosition | null
}

/** Where a list's screen stood: its scroll offset and what the view measured (opaque to the machine). */
export interface ListPosition {
  readonly offset: number
  readonly measured?: unknown
}

export type PagedCollectionEvent<Query> =
  { type: 'list.loadMore' } | { type: 'list.retry' } | { type: 'list.query'; query: Query } | { type: 'list.position'; position: ListPosition }

export type PagedCollectionStateName = 'loading' | 'loaded' | 'loadingMore' | 'error' | 'cachedAfterFailure'
/** Where page 1 stands while it loads: asking the cache, waiting for the network (nothing cached), or the cached page shown. */
export type PagedCollectionStateValue = PagedCollectionStateName | { loading: 'checkingCache' | 'waitingForNetwork' | 'showingCached' }

/**
 * Notifications (spec section 4: no more "when total is not greater than page times page
 * size"), and orders (page, per_page, total). Without a total, a page shorter than the page
 * size is the last one.
 */
export const noMoreByTotal = <Item>({ page, pageSize, result }: LoadedPage<Item>): boolean =>
  typeof result.total === 'number' ? result.total <= page * pageSize : result.items.length < pageSize

/** Success rates (spec section 4: the 'no more' flag "is set when a page returns empty"). */
export const noMoreWhenEmpty = <Item>({ result }: LoadedPage<Item>): boolean => result.items.length === 0

/** The default: a new page goes after the items kept. */
export const append = <Item>(kept: readonly Item[], page: readonly Item[]): Item[] => [...kept, ...page]

/**
 * Success rates "merge by from_date" (spec section 4): an item of the new page replaces the kept
 * one with the same key where it stands; items with new keys follow, in the page's order.
 */
export function mergeBy<Item>(key: (item: Item) => string): MergeRule<Item> {
  return (kept, page) => {
    const byKey = new Map<string, Item>()
    for (const item of kept) byKey.set(key(item), item)
    for (const item of page) byKey.set(key(item), item)
    return [...byKey.values()]
  }
}

const firstPage = 1

export function createPagedCollectionMachine<Item, Query>(options: PagedCollectionOptions<Item>) {
  const { call, pageSize, noMore } = options
  const merge = options.merge ?? append

  return setup({
    types: {
      input: {} as { query: Query },
      context: {} as PagedCollectionContext<Item, Query>,
      events: {} as PagedCollectionEvent<Query>,
      tags: {} as 'busy',
    },
    actors: {
      loadPage: fromPromise<PageResult<Item>, PageRequest<Query>>(() =>
        Promise.reject(new Error(`${call}: loadPage is provided by the app (machine.provide)`)),
      ),
      // Unprovided (no worker, the tests), nothing is cached.
      readCachedPage: fromPromise<PageResult<Item>, PageRequest<Query>>(() => Promise.reject(new Error(`${call}: nothing cached`))),
    },
    actions: {
      /** Page 1 replaces the items (and clears every failure); a later page joins them. */
      keepPage: assign(({ context }, { page, result }: { page: number; result: PageResult<Item> }) => {
        const items = merge(page === firstPage ? [] : context.items, result.items)
        return {
          items,
          page,
          // A page without a total keeps the one an earlier page of the same query gave.
          total: result.total !== undefined ? result.total : page === firstPage ? null : context.total,
          counts: result.counts ?? (page === firstPage ? {} : context.counts),
          noMore: noMore({ page, pageSize, result, items }),
          failure: page === firstPage ? null : context.failure,
          loadMoreFailure: null,
        }
      }),
      startOver: assign((_, { query }: { query: Query }) => ({
        query,
        items: [],
        page: 0,
        total: null,
        counts: {},
        failure: null,
        loadMoreFailure: null,
        noMore: false,
        position: null,
      })),
      keepPosition: assign({ position: (_, { position }: { position: ListPosition }) => position }),
      keepFailure: assign({ failure: (_, { error }: { error: unknown }) => toFailure(error, call) }),
      keepLoadMoreFailure: assign({ loadMoreFailure: (_, { error }: { error: unknown }) => toFailure(error, call) }),
    },
    guards: {
      hasMore: ({ context }) => !context.noMore,
      hasItems: ({ context }) => context.items.length > 0,
      loadMoreFailed: ({ context }) => context.loadMoreFailure !== null,
      showingCached: stateIn({ loading: 'showingCached' }),
    },
  }).createMachine({
    id: 'pagedCollection',
    context: ({ input }) => ({
      query: input.query,
      items: [],
      page: 0,
      total: null,
      counts: {},
      failure: null,
      loadMoreFailure: null,
      noMore: false,
      position: null,
    }),
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
            {
              guard: 'showingCached',
              target: 'cachedAfterFailure',
              actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
            },
            { target: 'error', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
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
            actions: { type: 'keepLoadMoreFailure', params: ({ event }) => ({ error: event.error }) },
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
 * The paged-collection machine with `loadPage` provided, from the network and, for page 1, from the
 * offline cache (the same load, its gateway GETs asked of the cache only: `readCached`), like `resourceOf`.
 */
export function pagedCollectionOf<Item, Query>(
  options: PagedCollectionOptions<Item>,
  loadPage: (request: PageRequest<Query>) => Promise<PageResult<Item>>,
): PagedCollectionMachine<Item, Query> {
  return createPagedCollectionMachine<Item, Query>(options).provide({
    actors: {
      loadPage: fromPromise<PageResult<Item>, PageRequest<Query>>(({ input }) => loadPage(input)),
      readCachedPage: fromPromise<PageResult<Item>, PageRequest<Query>>(({ input }) => readCached(() => loadPage(input))),
    },
  })
}
