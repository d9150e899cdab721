import { useEffect, useMemo, useState } from 'react'
import { useSelector } from '@xstate/react'
import { useSystemActor } from './use-system-actor'
import { listEntries, listStatus, referenceListOf, type ReferenceListStatus } from '../../machines/reference-list.machine'

export interface ReferenceListView<T> {
  entries: readonly T[]
  status: ReferenceListStatus
  retry: () => void
}

/**
 * A reference list for a form field: `load(key)` reads it through the client; `key`
 * chooses which (a list name, or a state's id for its cities; null for none yet).
 * Keys loaded before come back from the machine's cache; in the installed app the worker's cached
 * copy shows while the network is asked (machines/reference-list.machine.ts). It runs in the app's actor system as
 * `reference-list:<name>` (the first key's, unless named: two lists of one screen have two names).
 */
export function useReferenceList<T>(load: (key: string) => Promise<readonly T[]>, key: string | null, name?: string): ReferenceListView<T> {
  const [machine] = useState(() => referenceListOf(load))
  const list = name ?? key ?? 'none'
  // Keyed by the list: a form shown again (or a first render React redoes) finds the lists it loaded.
  const actor = useSystemActor(`reference-list:${list}`, { key: list, logic: machine, input: { key } })
  useEffect(() => actor.send({ type: 'list.select', key }), [actor, key])
  const entries = useSelector(actor, listEntries<T>)
  const status = useSelector(actor, listStatus)
  // The same view while nothing changed: a field drawn with React.memo keeps it.
  return useMemo(() => ({ entries, status, retry: () => actor.send({ type: 'list.retry' }) }), [actor, entries, status])
}
