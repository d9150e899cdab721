import { earlyReads as earlyReadLimits } from '../config/constants'
import type { StoredValue } from './stored-values'

/**
 * Early reads (issue 7). On a cold load the first screen asks for its data only once the app's
 * scripts have arrived and run (about two seconds on a cheap phone over slow 4G), and the data's
 * round trip comes after that. The boot script (build/route-preload.ts) starts those reads as
 * the page opens, beside the scripts, and the client takes their answers instead of asking again.
 *
 * Which reads: those the app made the last time it loaded that address. While a navigation
 * loads (the router's onBeforeLoad to its onLoad, when the loaders have run), the GETs its loaders start are recorded
 * under its address (pathname and search); until the page's first navigation resolves, also
 * under the address the page opened at (a plain path, never a sign-in step's), so '/' (the
 * installed app's start) that sends a consultant to /home starts /home's reads. Only a signed-in consultant's reads are kept, with
 * their data (StoredValues.earlyReads: cleared at logout and on an unauthorized answer).
 *
 * Safe by construction:
 * - the boot script only sends to the gateway's base, with the stored session's token in the
 *   header as the client sends it (never in the URL), and at most `earlyReads.reads` of them (src/config/constants.ts);
 * - the client takes an answer only for the same URL, token and language, once, within
 *   `earlyReads.takeWithinMs` of the page opening; a failed early read is asked again;
 * - anything else goes to the network as before: a stale record costs a request, never data.
 */

/** What the boot script leaves on `window[Symbol.for(earlyReads.symbol)]`. */
export interface EarlyReadsStarted {
  readonly token: string
  readonly locale: string
  /** Date.now() when they were sent. */
  readonly at: number
  /** Absolute URL → its answer. */
  readonly reads: Record<string, Promise<Response> | undefined>
}

/** A navigation's recording: the addresses its reads are kept under. */
export interface Recording {
  readonly addresses: readonly string[]
}

export interface EarlyReadsRecorder {
  /** The router started loading `address` (pathname + search). */
  begin(address: string): void
  /** That navigation's loaders have run: reads started later are not the address's. */
  end(): void
  /** The recording a client call made now belongs to (null outside a navigation's load): the lazy client carries it to the real call. */
  capture(): Recording | null
  /** Runs `call` as part of `recording`, so the GETs it sends synchronously are recorded. */
  within<T>(recording: Recording | null, call: () => T): T
  /** The client is sending GET `path` (relative to the gateway's base, with its query) for a signed-in consultant. */
  sent(path: string): void
}

/** Stored addresses and their reads: the most recently loaded address last. */
export type EarlyReadsRecord = Readonly<Record<string, readonly string[]>>

/** A recorded read must stay under the gateway's base: a relative path and its query, nothing that climbs out. */
export const isRelativeRead = (path: unknown): path is string =>
  typeof path === 'string' && path.length <= 512 && /^[A-Za-z0-9_-][^\s#\\]*$/.test(path) && !/(^|\/)\.\.?(\/|\?|$)/.test(path) && !path.includes('//')

/** The stored record, checked: anything unexpected reads as no record. */
export function acceptEarlyReads(x: unknown): EarlyReadsRecord | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return null
  const entries = Object.entries(x)
  if (entries.length > earlyReadLimits.addresses) return null
  for (const [address, reads] of entries) {
    if (!address.startsWith('/') || address.startsWith('//')) return null
    if (!Array.isArray(reads) || reads.length > earlyReadLimits.reads || !reads.every(isRelativeRead)) return null
  }
  return x as EarlyReadsRecord
}

export function createEarlyReadsRecorder(stored: StoredValue<EarlyReadsRecord>, openedAt: string): EarlyReadsRecorder {
  let open: Recording | null = null
  /** The carried call's recording (null: made outside any navigation's load); undefined outside a carried call. */
  let current: Recording | null | undefined = undefined
  let firstLoaded = false
  // Not a sign-in step's address (its query holds the sign-in's code) nor any address with a query.
  const alias = /^\/(?!login(\/|$))[^?#]*$/.test(openedAt) ? openedAt : null

  const save = (addresses: readonly string[], update: (reads: readonly string[]) => readonly string[]) => {
    const record: Record<string, readonly string[]> = { ...(stored.get() ?? {}) }
    for (const address of addresses) {
      const reads = update(record[address] ?? [])
      delete record[address] // re-inserted last: the most recent
      record[address] = reads
    }
    const kept = Object.entries(record).slice(-earlyReadLimits.addresses)
    stored.set(Object.fromEntries(kept))
  }

  return {
    begin(address) {
      const addresses = firstLoaded || alias === null || address === alias ? [address] : [alias, address]
      open = { addresses }
      // This visit's reads replace the last visit's (a read no longer made is not started again).
      if (stored.get()) save(addresses, () => [])
    },
    end() {
      firstLoaded = true
      open = null
    },
    capture: () => open,
    within(recording, call) {
      const previous = current
      current = recording
      try {
        return call()
      } finally {
        current = previous
      }
    },
    sent(path) {
      const recording = current === undefined ? open : current
      if (!recording || !isRelativeRead(path)) return
      save(recording.addresses, (reads) => (reads.includes(path) || reads.length >= earlyReadLimits.reads ? reads : [...reads, path]))
    },
  }
}

/** Where the boot script left its answers: a symbol-keyed property, which no element's id or name can shadow. */
const startedKey = Symbol.for(earlyReadLimits.symbol)

/** What the boot script left, checked by shape: anything else (a page's own property, an element) reads as nothing. */
function startedReads(target: Record<PropertyKey, unknown>): EarlyReadsStarted | null {
  const started = target[startedKey]
  if (typeof started !== 'object' || started === null) return null
  const { token, locale, at, reads } = started as Record<string, unknown>
  const valid =
    typeof token === 'string' && typeof locale === 'string' && typeof at === 'number' && Number.isFinite(at) && typeof reads === 'object' && reads !== null
  return valid ? (started as EarlyReadsStarted) : null
}

/**
 * The early read's answer for this request, once, if it is the same GET (URL, token, language)
 * and the page opened less than `earlyReads.takeWithinMs` ago; else null (ask the network).
 * A failed early read is asked again, so a flaky start does not show an error it need not.
 */
export function takeEarlyRead(
  request: unknown,
  ask: () => Promise<Response>,
  target: Record<PropertyKey, unknown> = globalThis as unknown as Record<PropertyKey, unknown>,
  now: number = Date.now(),
): Promise<Response> | null {
  const started = startedReads(target)
  if (!started || !(request instanceof Request) || request.method !== 'GET') return null
  if (now - started.at > earlyReadLimits.takeWithinMs) {
    delete target[startedKey] // the first screen has long had its data: let the answers go
    return null
  }
  if (!Object.hasOwn(started.reads, request.url)) return null
  const answer = started.reads[request.url]
  if (!(answer instanceof Promise)) return null
  if (request.headers.get('X-Jforce-Token') !== started.token || request.headers.get('Accept-Language') !== started.locale) return null
  delete started.reads[request.url]
  // The last one taken: the token they were sent with goes too (issue 37 §9).
  if (Object.keys(started.reads).length === 0) delete target[startedKey]
  return answer.catch(ask)
}
