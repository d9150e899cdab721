/**
 * Every failure of a gateway call, as one discriminated union. The client throws
 * only `GatewayError` (carrying a `GatewayFailure`); machines and screens switch on `kind`.
 *
 * `unexpected` is a bug of ours, not the gateway's nor the connection's: a TypeError in a
 * provided actor, a schema parsed outside the client, a throw in a response hook. It keeps
 * the thrown value (`error`) for the report; screens show the generic message with Try again.
 *
 * This module stays free of ky and valibot: the session machine (the intro's first load) uses it.
 */
export type GatewayFailure =
  | { kind: 'network'; call: string }
  | { kind: 'timeout'; call: string }
  | { kind: 'http'; call: string; status: number; code: string | null }
  | { kind: 'unauthorized'; call: string }
  | { kind: 'validationFailed'; call: string; fields: Record<string, string[]> }
  | { kind: 'unknownError'; call: string }
  | { kind: 'badResponse'; call: string; issues: string[] }
  | { kind: 'unexpected'; call: string; error: unknown }

export type FailureKind = GatewayFailure['kind']
export type UnexpectedFailure = Extract<GatewayFailure, { kind: 'unexpected' }>

/** The failures the client threw (a GatewayError's): it reported them itself. */
const reportedByClient = new WeakSet<GatewayFailure>()

export class GatewayError extends Error {
  readonly failure: GatewayFailure
  constructor(failure: GatewayFailure) {
    super(`${failure.kind} on ${failure.call}`, failure.kind === 'unexpected' ? { cause: failure.error } : undefined)
    this.name = 'GatewayError'
    this.failure = failure
    reportedByClient.add(failure)
  }
}

export const isGatewayError = (e: unknown): e is GatewayError => e instanceof GatewayError

/**
 * How browsers word a request or a chunk (a dynamic import) that could not be fetched: the
 * connection's fault, not ours. fetch rejects with a TypeError: Chromium 'Failed to fetch'
 * (and 'Failed to fetch dynamically imported module' for a chunk), Firefox 'NetworkError when
 * attempting to fetch resource.' (and 'error loading dynamically imported module'), Safari
 * 'Load failed' (and 'Importing a module script failed.'), Node 'fetch failed'.
 */
const fetchFailure =
  /^(Failed to fetch|NetworkError when attempting to fetch resource|Load failed|fetch failed|Network request failed|error loading dynamically imported module|Importing a module script failed)/
/** Vite's preload helper (a chunk's CSS) throws a plain Error. */
const preloadFailure = /^Unable to preload CSS/

function nameAndMessage(e: unknown): { name: string; message: string } | null {
  if (typeof e !== 'object' || e === null) return null
  const { name, message } = e as { name?: unknown; message?: unknown }
  return typeof name === 'string' && typeof message === 'string' ? { name, message } : null
}

/**
 * Any thrown value as a failure, without side effects: a gateway error's own failure; a
 * timeout (ky's TimeoutError, AbortSignal.timeout's DOMException, a chunk's
 * ChunkLoadTimeoutError); network for a fetch that could not reach the server, an aborted
 * request or a chunk that could not load; `unexpected` for anything else.
 */
export function classifyError(e: unknown, call = 'unknown'): GatewayFailure {
  if (isGatewayError(e)) return e.failure
  const error = nameAndMessage(e)
  if (error) {
    if (error.name === 'TimeoutError' || error.name === 'ChunkLoadTimeoutError') return { kind: 'timeout', call }
    if (error.name === 'AbortError') return { kind: 'network', call }
    if (error.name === 'TypeError' && fetchFailure.test(error.message)) return { kind: 'network', call }
    if (preloadFailure.test(error.message)) return { kind: 'network', call }
  }
  return { kind: 'unexpected', call, error: e }
}

type UnexpectedSink = (failure: UnexpectedFailure) => void

let unexpectedSink: UnexpectedSink | null = null // module state: the report sink, set once at start (src/app/report.ts) before any actor runs
const alreadyReported = new WeakSet<object>()

/**
 * Where `toFailure` sends the bugs it finds (the app's report sink, src/app/report.ts). One
 * sink at a time; the returned function removes it.
 */
export function onUnexpectedFailure(sink: UnexpectedSink): () => void {
  unexpectedSink = sink
  return () => {
    if (unexpectedSink === sink) unexpectedSink = null
  }
}

/**
 * Any thrown value as a failure (for the app's catch blocks), as `classifyError`, reported as
 * `reportUnexpected` does. Machines classify with `classifyError` and report through their
 * `reportFailure` action, which the app provides with `reportUnexpected`.
 */
export function toFailure(e: unknown, call = 'unknown'): GatewayFailure {
  const failure = classifyError(e, call)
  reportUnexpected(failure)
  return failure
}

/**
 * Hands a bug (`unexpected`) to the sink (`onUnexpectedFailure`), once per thrown object however
 * many times it is classified. Anything else is no bug, and a failure the client threw (a
 * GatewayError's) was reported by the client already.
 */
export function reportUnexpected(failure: GatewayFailure): void {
  const sink = unexpectedSink
  if (!sink || failure.kind !== 'unexpected' || reportedByClient.has(failure)) return
  const { error } = failure
  if (typeof error === 'object' && error !== null) {
    if (alreadyReported.has(error)) return
    alreadyReported.add(error)
  }
  try {
    sink(failure)
  } catch {
    // Reporting never breaks what reported.
  }
}

/** Failures a "Try again" can fix (as opposed to a form to correct or a session to renew). */
export const isRetryable = (f: GatewayFailure) =>
  f.kind === 'network' ||
  f.kind === 'timeout' ||
  f.kind === 'unknownError' ||
  f.kind === 'badResponse' ||
  f.kind === 'unexpected' ||
  (f.kind === 'http' && f.status >= 500)
