import type { ReactNode } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { resourceStatus, type ResourceActor, type ResourceMachine } from '../../machines/resource.machine'
import { ErrorState } from './error-state'
import { Skeleton } from './skeleton'

interface ViewProps<T> {
  children: (data: T) => ReactNode
  /** Shown while loading; three skeleton lines by default. */
  loading?: ReactNode
  /** The short error message (one card of a screen). */
  compact?: boolean
}

function ActorView<T>({ resource, children, loading, compact }: ViewProps<T> & { resource: ResourceActor<T> }) {
  const status = useSelector(resource, resourceStatus)
  const data = useSelector(resource, (snapshot) => snapshot.context.data)
  if (status === 'error') return <ErrorState compact={compact} onRetry={() => resource.send({ type: 'resource.retry' })} />
  if (status === 'loading' || data === null) return <>{loading ?? <LoadingLines />}</>
  return <>{children(data)}</>
}

function MachineView<T>({ machine, ...rest }: ViewProps<T> & { machine: ResourceMachine<T> }) {
  const resource = useActorRef(machine)
  return <ActorView resource={resource} {...rest} />
}

export type ResourceViewProps<T> = ViewProps<T> &
  (
    | {
        /** A running resource (`useActorRef(machine)`), for data that several parts of a screen share. */
        resource: ResourceActor<T>
        machine?: never
      }
    | {
        /** A resource machine with its load provided (by the route): started on mount, stopped on unmount. */
        machine: ResourceMachine<T>
        resource?: never
      }
  )

/** Loading, then the data, or the error view whose Try again loads again (no page reload). */
export function ResourceView<T>({ resource, machine, ...rest }: ResourceViewProps<T>) {
  return resource ? <ActorView resource={resource} {...rest} /> : <MachineView machine={machine} {...rest} />
}

export function LoadingLines({ lines = 3 }: { lines?: number }) {
  return (
    <div className="ui-stack" style={{ ['--gap' as string]: '0.75rem' }} aria-busy="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : undefined} />
      ))}
    </div>
  )
}
