import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import type { PagedCollectionActor } from '../../machines/paged-collection.machine'
import { collectionStatus, type CollectionStatus } from '../../machines/paged-collection.selectors'

/**
 * What a screen draws of an actor's snapshot (`select` of it): its first render draws the snapshot it mounts with,
 * and every change after that is rendered in a transition, React's lane that gives way to the browser every few
 * milliseconds.
 *
 * `useSelector` (@xstate/react) re-renders in React's urgent lane, in one go: an answer arriving drew the screen's
 * figures, charts and rows in one task of 10–25 ms at full speed, 60–150 on a cheap phone (issue 21 goal 1), and so
 * did a part whose parent re-rendered for another answer. Here no change of the actor renders in the urgent lane.
 * A part that mounts with its answer there (the boot script's early read came first) draws it at once, as it did:
 * drawing its placeholder first and the answer a frame later moved the page wherever the placeholder cannot be as
 * tall as the answer (cards whose text wraps, a team's figures), a layout shift of up to 0.10 on a cold load.
 * Control state that must follow a tap at once (a button's busy flag) still reads `useSelector`.
 *
 * `equal` says when two selections draw the same (by default `Object.is`: a selector that builds an object each
 * time needs its own). The actor may change (a new period's reads): the render that brings it draws its snapshot then.
 * No actor (a part the screen does not read): `none`.
 */
export function useShown<A extends AnyActorRef, T>(
  actor: A | undefined,
  select: (snapshot: SnapshotFrom<A>) => T,
  none: T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const selectNow = (of: A | undefined) => (of ? select(of.getSnapshot() as SnapshotFrom<A>) : none)
  const [state, setState] = useState(() => ({ actor, shown: selectNow(actor) }))
  // Another actor (a new period's reads): its snapshot now, in this render, as on mount; never the previous one's
  // figures under the new period for a frame.
  let current = state
  if (state.actor !== actor) {
    current = { actor, shown: selectNow(actor) }
    setState(current)
  }
  const latest = useRef({ select, equal, shown: current.shown })
  useLayoutEffect(() => {
    latest.current = { select, equal, shown: current.shown }
  })
  useEffect(() => {
    if (!actor) return
    // Compared with what is drawn now: the selection this actor was first drawn with, or a later one.
    let last = latest.current.shown
    const show = (snapshot: SnapshotFrom<A>) => {
      const next = latest.current.select(snapshot)
      if (latest.current.equal(last, next)) return
      last = next
      startTransition(() => setState((now) => (now.actor === actor ? { actor, shown: next } : now)))
    }
    show(actor.getSnapshot() as SnapshotFrom<A>)
    const subscription = actor.subscribe((snapshot) => show(snapshot as SnapshotFrom<A>))
    return () => subscription.unsubscribe()
  }, [actor])
  return current.shown
}

/** A paged collection's status and items as a list screen draws them (`useShown`: its changes in a transition). */
export function useShownCollection<Item, Query>(collection: PagedCollectionActor<Item, Query>): ShownCollection<Item> {
  return useShown(
    collection,
    (snapshot): ShownCollection<Item> => ({ status: collectionStatus(snapshot), items: snapshot.context.items }),
    loadingCollection,
    (a, b) => a.status === b.status && a.items === b.items,
  )
}

export interface ShownCollection<Item> {
  readonly status: CollectionStatus
  readonly items: readonly Item[]
}

const loadingCollection: ShownCollection<never> = { status: 'loading', items: [] }
