/**
 * Cached reads (issue 21 §3): the installed app opens with the last synced answers. A screen's read
 * (machines/resource.machine.ts) runs its load twice at once: as usual, from the network, and within
 * `readCached`, where every gateway GET the load makes in its first turn asks the service worker's
 * cache only (the `x-cache-only` request header, pwa.config.ts: the same cache and the same
 * consultant-and-language key as the network's answers, never the network). The cached answer shows
 * at once; the network's replaces it.
 *
 * The turn is synchronous, like the early reads' recording (src/app/early-reads.ts): the calls a load
 * makes before its first await are the cached read's; the lazy client carries the turn to the real
 * call (src/app/main.tsx). A load that must wait before it asks (the home blocks wait for the month's
 * figures, the unread count for an idle moment) is given where it reads from and waits only for the
 * network: a call made after an await in the cached run would be a network call, asked twice.
 */

/** Where a load's answer comes from: the service worker's cache only, or the network (through the worker). */
export type ReadFrom = 'cache' | 'network'

let cacheTurn = false // module state: true only for one synchronous call (readCached, the lazy client's carry); holds no data
let available: () => boolean = () => false // module state: the app's answer to "does a service worker hold answers?" (src/app/main.tsx)

/** The app says when cached answers can be asked for (a service worker controls the page); until then none are. */
export function allowCachedReads(check: () => boolean): void {
  available = check
}

/** Whether the call being made now is a cached read's (else a network call). */
export const inCacheTurn = (): boolean => cacheTurn

/** Runs `call` as a cached read's (`cached`), or as a network call: the lazy client carries a call's turn to the real client. */
export function withinCacheTurn<T>(cached: boolean, call: () => T): T {
  const previous = cacheTurn
  cacheTurn = cached
  try {
    return call()
  } finally {
    cacheTurn = previous
  }
}

/**
 * The load's answer from the offline cache alone; it fails when there is none: no worker, nothing
 * cached, an answer this version does not read (the client reports none of these: a missing copy is
 * no failure). A load that asks nothing gives what it has.
 */
export async function readCached<T>(load: (from: ReadFrom) => Promise<T>): Promise<T> {
  if (!available()) throw new Error('no worker')
  return withinCacheTurn(true, () => load('cache'))
}
