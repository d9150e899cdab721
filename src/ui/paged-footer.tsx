import type { ReactNode } from 'react'
import type { PagedCollectionActor } from '../../machines/paged-collection.machine'
import { cachedFirstPage, canLoadMore, isLoadingMore, loadMoreFailed, type PagedCollectionView } from '../../machines/paged-collection.selectors'
import { Button } from './button'
import { ErrorState } from './error-state'
import { useTransitionSelector } from './transition-selector'

/**
 * What a paged list's footer shows. While the rows are the worker's cached first page (the installed app) no later
 * page is read: nothing, or the kept answer's Try again once the network failed ('cachedFailed', 'cachedRetrying').
 */
export type PagedFooterState = 'cachedShowing' | 'cachedFailed' | 'cachedRetrying' | 'failed' | 'loading' | 'more' | 'end'

export function pagedFooterState(snapshot: PagedCollectionView): PagedFooterState {
  const cached = cachedFirstPage(snapshot)
  if (cached === 'showing') return 'cachedShowing'
  if (cached) return cached === 'failed' ? 'cachedFailed' : 'cachedRetrying'
  if (loadMoreFailed(snapshot)) return 'failed'
  if (isLoadingMore(snapshot)) return 'loading'
  return canLoadMore(snapshot) ? 'more' : 'end'
}

export interface PagedFooterProps<Item, Query> {
  readonly collection: PagedCollectionActor<Item, Query>
  readonly className: string
  /** Its changes said by a screen reader (aria-live polite). */
  readonly live?: boolean
  /** Drawn first, whatever the rest shows (a count said to a screen reader). */
  readonly children?: ReactNode
  /** The button that asks for the next page. */
  readonly more: { readonly label: ReactNode; readonly variant: 'ghost' | 'outline'; readonly loadingText?: ReactNode; readonly testId?: string }
  /** The next page on its way, in the button's place; without it, the button shows itself busy. */
  readonly loading?: ReactNode
  /** A later page that failed, given its Try again; the compact error view by default. */
  readonly failed?: (retry: () => void) => ReactNode
  /** The end of the list (null: nothing). */
  readonly end: ReactNode
}

/**
 * Below a paged list's rows: more to read, the next page on its way, a page that failed (Try again), or the end.
 * Drawn in a transition as the rows are; a second tap on a button not yet redrawn is ignored by the machine.
 */
export function PagedFooter<Item, Query>({ collection, className, live, children, more, loading, failed, end }: PagedFooterProps<Item, Query>) {
  const state = useTransitionSelector(collection, pagedFooterState, 'cachedShowing')
  const retry = () => collection.send({ type: 'list.retry' })
  return (
    <div className={className} aria-live={live ? 'polite' : undefined}>
      {children}
      {state === 'cachedShowing' ? null : state === 'cachedFailed' || state === 'cachedRetrying' ? (
        <ErrorState kept={{ retrying: state === 'cachedRetrying' }} onRetry={retry} />
      ) : state === 'failed' ? (
        failed ? (
          failed(retry)
        ) : (
          <ErrorState compact onRetry={retry} />
        )
      ) : state === 'loading' && loading ? (
        loading
      ) : state === 'end' ? (
        end
      ) : (
        <Button
          variant={more.variant}
          loading={state === 'loading'}
          loadingText={more.loadingText}
          onClick={() => collection.send({ type: 'list.loadMore' })}
          data-testid={more.testId}
        >
          {more.label}
        </Button>
      )}
    </div>
  )
}
