/**
 * The paged collection's setup (machines/paged-collection.machine.ts is the statechart): its types, the collections'
 * rules (`noMore`, `merge`), and the named actors, actions and guards the statechart refers to.
 */
import { assign, fromPromise, setup, stateIn, type PromiseActorLogic } from 'xstate'
import type { GatewayFailure } from '../src/api'
import { noReport, type FailureParams, type ReportFailure } from './failure'

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

/** A query's context before its first page: no items, no failure, nothing known of what follows. */
export const startingContext = <Item, Query>(query: Query): PagedCollectionContext<Item, Query> => ({
  query,
  items: [],
  page: 0,
  total: null,
  counts: {},
  failure: null,
  loadMoreFailure: null,
  noMore: false,
  position: null,
})

/** Page 1 of a query (pages are 1-based). */
export const firstPage = 1

/** The effects of a paged collection: a page read from the network, page 1 read from the worker's cache, and the report of a failure. */
export interface PagedCollectionEffects<Item, Query> {
  readonly loadPage: PromiseActorLogic<PageResult<Item>, PageRequest<Query>>
  readonly readCachedPage: PromiseActorLogic<PageResult<Item>, PageRequest<Query>>
  readonly reportFailure: ReportFailure
}

export function pagedCollectionSetup<Item, Query>(options: PagedCollectionOptions<Item>, effects?: PagedCollectionEffects<Item, Query>) {
  const { call, pageSize, noMore } = options
  const merge = options.merge ?? append

  return setup({
    types: {
      input: {} as { query: Query },
      context: {} as PagedCollectionContext<Item, Query>,
      events: {} as PagedCollectionEvent<Query>,
      tags: {} as 'busy',
    },
    // Each effect is provided by the app (given here, or machine.provide): unprovided, pages fail to load, nothing is cached nor reported.
    actors: {
      loadPage:
        effects?.loadPage ??
        fromPromise<PageResult<Item>, PageRequest<Query>>(() => Promise.reject(new Error(`${call}: loadPage is provided by the app (machine.provide)`))),
      readCachedPage: effects?.readCachedPage ?? fromPromise<PageResult<Item>, PageRequest<Query>>(() => Promise.reject(new Error(`${call}: nothing cached`))),
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
      startOver: assign((_, { query }: { query: Query }) => startingContext<Item, Query>(query)),
      keepPosition: assign({ position: (_, { position }: { position: ListPosition }) => position }),
      keepFailure: assign({ failure: (_, { failure }: FailureParams) => failure }),
      keepLoadMoreFailure: assign({ loadMoreFailure: (_, { failure }: FailureParams) => failure }),
      reportFailure: effects?.reportFailure ?? noReport,
    },
    guards: {
      hasMore: ({ context }) => !context.noMore,
      hasItems: ({ context }) => context.items.length > 0,
      loadMoreFailed: ({ context }) => context.loadMoreFailure !== null,
      showingCached: stateIn({ loading: 'showingCached' }),
    },
  })
}
