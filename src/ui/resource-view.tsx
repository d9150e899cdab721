import { useDeferredValue, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { cachedAnswerFailure, resourceStatus, type ResourceActor } from '../../machines/resource.machine'
import { ErrorState } from './error-state'
import { Skeleton } from './skeleton'

export interface ResourceViewProps<T> {
  /**
   * A running resource of the app's actor system: the route's loader starts a screen's reads, or
   * the component that shows it asks for it with `useSystemActor(id, { logic })` (started on
   * mount, stopped on unmount). src/ui starts no actors.
   */
  resource: ResourceActor<T>
  children: (data: T) => ReactNode
  /** Shown while loading; three skeleton lines by default. */
  loading?: ReactNode
  /** The short error message (one card of a screen). */
  compact?: boolean
}

/**
 * Loading, then the data, or the error view whose Try again loads again (no page reload). In the installed app the
 * data may be the worker's cached copy; the network failing after it keeps it on screen, with Try again under it.
 */
export function ResourceView<T>({ resource, children, loading, compact }: ResourceViewProps<T>) {
  // An answer is drawn in a render that gives way to the browser every few milliseconds (a deferred value, React's
  // transition lane) instead of in the store's own update, which React renders in one go: a screen's figures, charts
  // and rows made one task of 10–15 ms on a desktop, 60–90 on a cheap phone, each time an answer came (issue 21 goal 1).
  // The placeholder stays on screen meanwhile; the deferred status and data change together, in the same render.
  const { status, data } = useShownResource(resource)
  const kept = useSelector(resource, cachedAnswerFailure)
  const retry = () => resource.send({ type: 'resource.retry' })
  if (status === 'error') return <ErrorState compact={compact} onRetry={retry} />
  if (status === 'loading' || data === null) return <>{loading ?? <LoadingLines />}</>
  return (
    <>
      {children(data)}
      {kept ? <ErrorState kept={{ retrying: kept === 'retrying' }} onRetry={retry} /> : null}
    </>
  )
}

/**
 * A resource's status and data as a screen draws them: deferred (ResourceView above), for a part that reads a resource
 * beside the one its ResourceView shows, so that its answer too is drawn in a render that gives way to the browser.
 */
export function useShownResource<T>(resource: ResourceActor<T>) {
  const status = useDeferredValue(useSelector(resource, resourceStatus))
  const data = useDeferredValue(useSelector(resource, (snapshot) => snapshot.context.data))
  return { status, data }
}

/**
 * Grey lines where content is coming. `busy` (the default) while it is on its way: a screen reader hears the region is
 * loading. A placeholder for content not asked for yet (code loaded as the consultant scrolls near it) is not busy, and
 * is hidden from assistive technology: nothing is loading there, and the lines say nothing.
 */
export function LoadingLines({ lines = 3, busy = true }: { lines?: number; busy?: boolean }) {
  return (
    <div
      className="ui-stack"
      style={{ ['--gap' as string]: '0.75rem' }}
      aria-busy={busy ? true : undefined}
      aria-hidden={busy ? undefined : true}
      data-placeholder={busy ? undefined : ''}
    >
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : undefined} />
      ))}
    </div>
  )
}
