import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'
import type { PagedCollectionView } from '../../machines/paged-collection.selectors'
import { collectionStatus, type CollectionStatus } from '../../machines/paged-collection.selectors'

/**
 * The one hook a screen draws an actor's snapshot with: `useSelector`'s arguments, but every change after the first
 * render is drawn inside `startTransition`, a lane that gives way to taps and scrolls (an answer's figures, charts and
 * rows never block one). `useSelector` stays for the session and forms, whose controls must follow a tap at once.
 *
 * The first render draws the snapshot the part mounts with (a placeholder swapped a frame later would move the page).
 * `equal` says when two selections draw the same (`Object.is` by default: a selector that builds an object needs its
 * own). A new actor (a new period's reads) is drawn in the render that brings it. No actor: `none`.
 */
export function useTransitionSelector<A extends AnyActorRef, T>(
  actor: A | undefined,
  select: (snapshot: SnapshotFrom<A>) => T,
  none: T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const selectNow = (of: A | undefined) => (of ? select(of.getSnapshot() as SnapshotFrom<A>) : none)
  const [state, setState] = useState(() => ({ actor, shown: selectNow(actor) }))
  // Another actor: its snapshot now, in this render, never the previous one's figures under the new period for a frame.
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

/** A paged collection's status and items as a list screen draws them: `useTransitionSelector(list, shownCollection, …)`. */
export function shownCollection<Item>(snapshot: PagedCollectionView & { readonly context: { readonly items: readonly Item[] } }): ShownCollection<Item> {
  return { status: collectionStatus(snapshot), items: snapshot.context.items }
}

export interface ShownCollection<Item> {
  readonly status: CollectionStatus
  readonly items: readonly Item[]
}

/** What a collection draws with no actor, and when two of its selections draw the same. */
export const noCollection: ShownCollection<never> = { status: 'loading', items: [] }
export const sameCollection = <Item>(a: ShownCollection<Item>, b: ShownCollection<Item>) => a.status === b.status && a.items === b.items
