import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky'
import * as v from 'valibot'
import { ErrorBody } from './schemas/common'
import { collectUnknown } from './schemas/known'
import { classifyError, GatewayError, type GatewayFailure } from './errors'
import { IDEMPOTENCY_HEADER } from './idempotency'
import { inCacheTurn, type ReadFrom } from './cached-read'
import { offlineCache } from '../config/constants'

export interface ClientConfig {
  /** Gateway API v1 base, e.g. '/api/v1' or 'https://gateway.example/api/v1'. */
  baseUrl: string
  /** Current locale, sent as Accept-Language on every request. */
  locale: () => string
  /** X-Jforce-Token once logged in. */
  token: () => string | null
  /**
   * Analytics hook: every failure is reported here. The failure never holds the token; `sent.token` is the one the
   * call carried, for the app to tell which session an unauthorized answer ended (to compare, never to keep or send).
   */
  report: (failure: GatewayFailure, sent: { readonly token: string | null }) => void
  /** Injected fetch (tests give Hono's app.fetch). */
  fetch?: typeof fetch
  /** Request timeout in ms (default 30 s). */
  timeout?: number
  /**
   * Every answered call (2xx), before its body is read: `request` names it with its
   * real path and query ('GET watto/consultants/7/sales/total?date_from=…'). The app
   * reads the offline cache's `x-synced-at` stamp from the headers here. `from`: 'cache'
   * for a cached read's answer (src/api/cached-read.ts), which only the service worker's cache gave.
   */
  onResponse?: (response: { request: string; method: Call<v.GenericSchema>['method']; headers: Headers; from: ReadFrom }) => void
  /**
   * Every call as it is made, synchronously in the caller's turn, with its path and query
   * ('watto/consultants/7/sales/total?date_from=…', relative to `baseUrl`). The app records a
   * screen's first reads here (src/app/early-reads.ts); `from: 'cache'` is a cached read's GET,
   * which the service worker answers from its cache and never sends to the gateway.
   */
  onRequest?: (request: { method: Call<v.GenericSchema>['method']; path: string; from: ReadFrom }) => void
  /**
   * An answer parsed, but held values of closed lists the app does not know (an account status,
   * an order type…), read with their fallbacks (src/api/schemas/known.ts): the call and the lists'
   * names, never the values. The app reports them (src/app/report.ts).
   */
  onUnknownValues?: (found: { call: string; lists: readonly string[] }) => void
}

/** Query values; arrays go out as repeated `name[]=value` params. */
export type Query = Record<string, string | number | boolean | readonly string[] | undefined>

export function toSearchParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value as readonly string[]) params.append(`${key}[]`, item)
    else params.append(key, String(value))
  }
  return params
}

export interface Call<S extends v.GenericSchema> {
  method: 'get' | 'post' | 'put' | 'delete'
  path: string
  schema: S
  query?: Query
  json?: unknown
  body?: FormData
  /** How to read the body: JSON (default) or a Blob (images). */
  as?: 'json' | 'blob'
  /** This call's own transport (an upload that reports its progress), instead of the client's fetch. */
  fetch?: typeof fetch
  /** This call's own session token, instead of the client's: the sign-out's calls, once the session has left the device. */
  token?: string
  /** `false`: not the client's timeout, the call's own transport keeps its limit (an upload's idle time). */
  timeout?: false
  /** Cancels the call (the user's Cancel): it fails as `network`, never reported. */
  signal?: AbortSignal
  /**
   * A write's idempotency key (src/api/idempotency.ts), sent as `Idempotency-Key`: the same key
   * when the same write is sent again (Try again after a timeout), so the gateway does it once.
   */
  idempotencyKey?: string
}

export type Send = <S extends v.GenericSchema>(call: Call<S>) => Promise<v.InferOutput<S>>

/**
 * The one place requests are made: ky → JSON → valibot, failures mapped to GatewayFailure. A call made
 * in a cached read's turn (src/api/cached-read.ts) is a GET to the service worker's cache only (the
 * `x-cache-only` header); nothing kept (the worker's `x-not-cached` answer), a shape this version does not read or a write (never
 * sent) fails it as usual but unreported: a missing copy is no failure, the network's answer follows.
 */
export function createSend(config: ClientConfig): Send {
  const http: KyInstance = ky.create({
    prefixUrl: config.baseUrl.replace(/\/$/, '').concat('/'),
    credentials: 'omit',
    retry: 0,
    timeout: config.timeout ?? 30_000,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('Accept-Language', config.locale())
          const token = config.token()
          // A call given its own token (a sign-out told to the gateway after the session left the device) keeps it.
          if (token && !request.headers.has('X-Jforce-Token')) request.headers.set('X-Jforce-Token', token)
        },
      ],
    },
  })

  return async function send<S extends v.GenericSchema>(call: Call<S>): Promise<v.InferOutput<S>> {
    const name = `${call.method.toUpperCase()} ${call.path.replace(/\/\d+|\/[0-9a-f-]{8,}/g, '/:id')}`
    const from: ReadFrom = inCacheTurn() ? 'cache' : 'network'
    const fail = (failure: GatewayFailure, token: string | null = null): never => {
      if (from === 'network' && !call.signal?.aborted) config.report(failure, { token })
      throw new GatewayError(failure)
    }
    if (from === 'cache' && call.method !== 'get') fail({ kind: 'network', call: name })
    const path = call.path.replace(/^\//, '')
    const searchParams = toSearchParams(call.query)
    const query = searchParams.toString()
    const target = `${path}${query ? `?${query}` : ''}`
    config.onRequest?.({ method: call.method, path: target, from })
    const options: Options = { method: call.method, searchParams }
    if (call.json !== undefined) options.json = call.json
    if (call.body) options.body = call.body
    if (call.fetch) options.fetch = call.fetch
    if (call.timeout === false) options.timeout = false
    if (call.signal) options.signal = call.signal
    if (call.idempotencyKey) options.headers = { [IDEMPOTENCY_HEADER]: call.idempotencyKey }
    if (from === 'cache') options.headers = { [offlineCache.cacheOnlyHeader]: '1' }
    if (call.token) options.headers = { ...(options.headers as Record<string, string> | undefined), 'X-Jforce-Token': call.token }
    let data: unknown
    let notCached = false
    try {
      const response = await http(path, options)
      // A cached read with nothing kept: the worker says so in a header (an empty 204, not an error status the console would log).
      if (from === 'cache' && response.headers.has(offlineCache.notCachedHeader)) notCached = true
      else if (config.onResponse) {
        config.onResponse({
          request: `${call.method.toUpperCase()} ${target}`,
          method: call.method,
          headers: response.headers,
          from,
        })
      }
      if (notCached) data = null
      else if (call.as === 'blob') data = await response.blob()
      else data = response.status === 204 ? { success: true } : await response.json()
    } catch (error) {
      // The token the request went out with (a sign-in in another tab may have changed the client's since).
      return fail(await failureOf(error, name), error instanceof HTTPError ? error.request.headers.get('X-Jforce-Token') : null)
    }
    if (notCached) return fail({ kind: 'network', call: name })
    const { result: parsed, unknown } = collectUnknown(() => v.safeParse(call.schema, data))
    if (!parsed.success) {
      return fail({ kind: 'badResponse', call: name, issues: parsed.issues.slice(0, 5).map(describeIssue) })
    }
    if (unknown.length > 0 && from === 'network') {
      try {
        config.onUnknownValues?.({ call: name, lists: unknown })
      } catch {
        // Reporting never breaks what reported.
      }
    }
    return parsed.output
  }
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = issue.path?.map((p) => String(p.key)).join('.') ?? '(root)'
  return `${path}: ${issue.message}`
}

async function failureOf(error: unknown, call: string): Promise<GatewayFailure> {
  if (error instanceof TimeoutError) return { kind: 'timeout', call }
  if (error instanceof HTTPError) {
    const status = error.response.status
    const body = v.safeParse(ErrorBody, await error.response.json().catch(() => null))
    const code = body.success ? body.output.error_message : null
    if (status === 401 || code === 'UNAUTHORIZED') return { kind: 'unauthorized', call }
    if (code === 'VALIDATION_FAILED') return { kind: 'validationFailed', call, fields: body.success ? (body.output.errors ?? {}) : {} }
    if (code === 'UNKNOWN_ERROR') return { kind: 'unknownError', call }
    return { kind: 'http', call, status, code }
  }
  if (error instanceof SyntaxError) return { kind: 'badResponse', call, issues: ['body is not JSON'] }
  // fetch's own failures are network; anything else thrown here (the onResponse hook, a body
  // read) is a bug of ours: unexpected, reported like every failure.
  return classifyError(error, call)
}
