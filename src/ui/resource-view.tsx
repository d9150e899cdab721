import type { ReactNode } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { GatewayFailure } from '../api/errors'
import { cachedAnswerFailure, resourceStatus, type ResourceActor, type ResourceStatus } from '../../machines/resource.machine'
import { ErrorState } from './error-state'
import { Skeleton } from './skeleton'
import { useTransitionSelector } from './transition-selector'

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
  // Its changes are drawn in a transition, never in the urgent lane: an answer's figures, charts and rows
  // render in pieces that give way to the browser; status and data change together, in the same render.
  const { status, data, kept, failure } = useTransitionSelector(resource, shownResource, noResource, sameResource)
  return (
    <ResourceShown
      status={status}
      data={data}
      kept={kept}
      failure={failure}
      onRetry={() => resource.send({ type: 'resource.retry' })}
      loading={loading}
      compact={compact}
    >
      {children}
    </ResourceShown>
  )
}

/** What ResourceView draws for the status and data it shows (and its tests render without a DOM). */
export function ResourceShown<T>({
  status,
  data,
  kept,
  failure,
  onRetry,
  children,
  loading,
  compact,
}: Omit<ResourceViewProps<T>, 'resource'> & {
  status: ResourceStatus
  data: T | null
  kept: ReturnType<typeof cachedAnswerFailure>
  /** Why the last load failed (the error view words an offline one otherwise). */
  failure?: GatewayFailure | null
  onRetry: () => void
}) {
  if (status === 'error') return <ErrorState compact={compact} onRetry={onRetry} failure={failure} />
  if (status === 'loading' || data === null) return <>{loading ?? <LoadingLines />}</>
  return (
    <>
      {children(data)}
      {kept ? <ErrorState kept={{ retrying: kept === 'retrying' }} onRetry={onRetry} /> : null}
    </>
  )
}

export interface ShownResource<T> {
  readonly status: ResourceStatus
  readonly data: T | null
  /** The installed app's cached answer kept on screen after the network failed (or while it is asked again). */
  readonly kept: ReturnType<typeof cachedAnswerFailure>
  readonly failure: GatewayFailure | null
}

/**
 * A resource's status and data as a screen draws them, for ResourceView and for a part that reads a resource beside
 * the one its ResourceView shows: `useTransitionSelector(resource, shownResource, noResource, sameResource)`.
 */
export function shownResource<T>(snapshot: SnapshotFrom<ResourceActor<T>>): ShownResource<T> {
  return { status: resourceStatus(snapshot), data: snapshot.context.data, kept: cachedAnswerFailure(snapshot), failure: snapshot.context.failure }
}

/** What a resource draws with no actor (ResourceView always has one), and when two of its selections draw the same. */
export const noResource: ShownResource<never> = { status: 'loading', data: null, kept: null, failure: null }
export const sameResource = <T,>(a: ShownResource<T>, b: ShownResource<T>) =>
  a.status === b.status && a.data === b.data && a.kept === b.kept && a.failure === b.failure

/** A resource's answer, or null until there is one: `useTransitionSelector(resource, resourceData, null)`. */
export const resourceData = <T,>(snapshot: SnapshotFrom<ResourceActor<T>>): T | null => snapshot.context.data

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
