import { useEffect, useState } from 'react'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { useSystemActor } from './use-system-actor'
import { createReferenceListMachine, listEntries, listStatus, type ReferenceListStatus } from '../../machines/reference-list.machine'

export interface ReferenceListView<T> {
  entries: readonly T[]
  status: ReferenceListStatus
  retry: () => void
}

/**
 * A reference list for a form field: `load(key)` reads it through the client; `key`
 * chooses which (a list name, or a state's id for its cities; null for none yet).
 * Keys loaded before come back from the machine's cache. It runs in the app's actor system as
 * `reference-list:<name>` (the first key's, unless named: two lists of one screen have two names).
 */
export function useReferenceList<T>(load: (key: string) => Promise<readonly T[]>, key: string | null, name?: string): ReferenceListView<T> {
  const [machine] = useState(() => createReferenceListMachine<T>())
  const list = name ?? key ?? 'none'
  // Keyed by the list: a form shown again (or a first render React redoes) finds the lists it loaded.
  const actor = useSystemActor(`reference-list:${list}`, {
    key: list,
    logic: machine.provide({ actors: { load: fromPromise<readonly T[], { key: string }>(({ input }) => load(input.key)) } }),
    input: { key },
  })
  useEffect(() => actor.send({ type: 'list.select', key }), [actor, key])
  return {
    entries: useSelector(actor, listEntries<T>),
    status: useSelector(actor, listStatus),
    retry: () => actor.send({ type: 'list.retry' }),
  }
}
