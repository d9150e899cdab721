/**
 * What a list screen reads from a paged collection: pure functions of a snapshot. They take
 * the few parts they read, so every collection's snapshot fits whatever its items and query.
 */
import type { PagedCollectionContext, PagedCollectionStateValue } from './paged-collection.machine'
import { cachedAnswerFailure } from './resource.machine'

export interface PagedCollectionView {
  matches(state: PagedCollectionStateValue): boolean
  readonly context: Pick<PagedCollectionContext<unknown, unknown>, 'items' | 'failure' | 'loadMoreFailure' | 'noMore'>
}

export type CollectionStatus = 'loading' | 'error' | 'empty' | 'ready'

/**
 * What the screen shows: a spinner, the error view (Try again), the collection's no-data
 * message (spec section 8), or the items. Items read before stay 'ready' while a later page
 * loads, and after it failed.
 */
export function collectionStatus(snapshot: PagedCollectionView): CollectionStatus {
  // A cached page 1 (the installed app) shows as the network's would, while the network is asked.
  if (snapshot.matches({ loading: 'checkingCache' }) || snapshot.matches({ loading: 'waitingForNetwork' })) return 'loading'
  if (snapshot.matches('error')) return 'error'
  if (snapshot.context.items.length > 0) return 'ready'
  return snapshot.context.failure === null ? 'empty' : 'error'
}

/** A "Load more" (or the end of the scroll) would read another page. */
export const canLoadMore = (snapshot: PagedCollectionView): boolean => snapshot.matches('loaded') && !snapshot.context.noMore

/** A later page is on its way (the list's footer spinner). */
export const isLoadingMore = (snapshot: PagedCollectionView): boolean => snapshot.matches('loadingMore')

/** A later page failed: the footer says so and offers Try again (`list.loadMore` or `list.retry`). */
export const loadMoreFailed = (snapshot: PagedCollectionView): boolean => snapshot.matches('loaded') && snapshot.context.loadMoreFailure !== null

/**
 * The items are the worker's cached page 1 (the installed app): 'showing' while the network's page 1 is on
 * its way, 'failed' once the network failed (Try again: `list.retry`), 'retrying' while it asks again; else
 * null. No later page is read meanwhile, so the list's footer says neither "more" nor "the end".
 */
export function cachedFirstPage(snapshot: PagedCollectionView): 'showing' | 'failed' | 'retrying' | null {
  return cachedAnswerFailure(snapshot) ?? (snapshot.matches({ loading: 'showingCached' }) ? 'showing' : null)
}
