import { i18n } from '@lingui/core'
import { onUnexpectedFailure, toFailure, type GatewayFailure } from '../api/errors'
import type { ClientErrorReport } from '../api/schemas/client-errors'
import type { LoginData } from '../api/schemas/auth'
import { gatewayBaseUrl } from '../config/links'

/**
 * The one report sink (spec section 7: failures are reported to analytics). Every gateway
 * failure (the client's `report`), every bug `toFailure` finds (`unexpected`), every uncaught
 * error or rejection and every error the route error view shows come here.
 *
 * - In development: logged to the console, nothing sent.
 * - In production: the failures worth a look (`worthReporting`) leave with
 *   `navigator.sendBeacon` as one JSON `ClientErrorReport` (src/api/schemas/client-errors.ts)
 *   to `VITE_REPORT_URL` (default: the gateway's `client-errors`; empty: send nothing).
 * - At most 10 a minute; the same failure again within the minute is counted, not sent, and
 *   the count (`repeats`) rides with its next report.
 * - Never the token nor the consultant's personal data (`redact`), never a URL's origin,
 *   query or fragment: the page goes as its path only (ids kept).
 *
 * This module is in the first load (it must listen before anything fails): no valibot, no ky.
 */

export interface ReporterOptions {
  /** Where reports go; null sends nothing. */
  endpoint: string | null
  /** Development: every failure to the console, nothing sent. */
  dev: boolean
  /** Hands one report to the browser (sendBeacon). */
  send: (url: string, body: string) => void
  now: () => number
  /** Whether the browser thinks it is online (a failure offline is not news). */
  online: () => boolean
  /** The page's path (location.pathname). */
  page: () => string
  locale: () => string
  /** Values that must never leave: the token, the consultant's name, e-mail, numbers. */
  sensitive: () => readonly (string | null | undefined)[]
  log: Pick<Console, 'warn' | 'error'>
  /** At most `count` reports per `windowMs` (10 a minute). */
  limit?: { count: number; windowMs: number }
}

export interface FailureReporter {
  report(failure: GatewayFailure): void
  /** An answer held values of closed lists the app does not know (src/api/schemas/known.ts): the lists' names only. */
  unknownValues(call: string, lists: readonly string[]): void
}

/**
 * Which failures are worth a report: bugs (unexpected), answers we cannot read (badResponse),
 * the server's own failures (http 5xx, UNKNOWN_ERROR, a 500 by contract), and a request that
 * fails while the browser says it is online. Not an expired session (unauthorized), not a form
 * to correct (validationFailed), not another 4xx the screens expect (403, 404), not a request
 * made offline.
 */
export function worthReporting(failure: GatewayFailure, online: boolean): boolean {
  switch (failure.kind) {
    case 'unexpected':
    case 'badResponse':
    case 'unknownError':
      return true
    case 'http':
      return failure.status >= 500
    case 'network':
    case 'timeout':
      return online
    case 'unauthorized':
    case 'validationFailed':
      return false
  }
}

const limits = { name: 100, message: 500, stack: 2000, stackLines: 8, issue: 300, call: 200, code: 100, page: 300, locale: 10 }

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A text with nothing private left: each sensitive value (as a whole word, any case), then
 * by shape: e-mail addresses, a token or code written as `name=value`, `"name": "value"` or a
 * `Token: value` header,
 * runs of 9 digits or more (phone, account and card numbers), long opaque strings (tokens);
 * URLs lose their origin, and anything after a `?` or `#` that follows text (a query, a
 * fragment) goes.
 */
export function redact(text: string, sensitive: readonly (string | null | undefined)[] = []): string {
  let out = text
  for (const value of sensitive) {
    const secret = value?.trim()
    if (!secret || secret.length < 3) continue
    const start = /^\w/.test(secret) ? '\\b' : ''
    const end = /\w$/.test(secret) ? '\\b' : ''
    out = out.replace(new RegExp(`${start}${escapeRegExp(secret)}${end}`, 'gi'), '[redacted]')
  }
  return out
    .replace(/[^\s@'"`<>()[\]]+@[^\s@'"`<>()[\]]+\.[a-z]{2,}/gi, '[email]')
    .replace(/\b((?:x-)?(?:jforce[_-]?)?(?:token|code|state|password|secret|email))=[^\s"'&,;}]+/gi, '$1=[redacted]')
    .replace(/\b((?:x-)?(?:jforce[_-]?)?(?:token|code|state|password|secret|email))(["']?\s*:\s*["'])[^"']+/gi, '$1$2[redacted]')
    .replace(/\b((?:x-)?(?:jforce[_-]?)?token|authorization)(["']?\s*:\s*)[^\s"',;}]+/gi, '$1$2[redacted]')
    .replace(/https?:\/\/[^/\s'"`<>()]+/gi, '')
    .replace(/(\S)[?#][^\s'"`<>()]*/g, '$1')
    .replace(/\d{9,}/g, '[number]')
    .replace(/[A-Za-z0-9_-]{32,}/g, '[redacted]')
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

function describeThrown(error: unknown, sensitive: readonly (string | null | undefined)[]): NonNullable<ClientErrorReport['error']> {
  const clean = (text: string, max: number) => clip(redact(text, sensitive), max)
  if (typeof error === 'object' && error !== null) {
    const { name, message, stack } = error as { name?: unknown; message?: unknown; stack?: unknown }
    const described: NonNullable<ClientErrorReport['error']> = {
      name: clean(typeof name === 'string' ? name : 'Object', limits.name),
      message: clean(typeof message === 'string' ? message : '', limits.message),
    }
    if (typeof stack === 'string' && stack) {
      described.stack = clean(stack.split('\n').slice(0, limits.stackLines).join('\n'), limits.stack)
    }
    return described
  }
  // A thrown string or number: its type, and the value itself redacted.
  return { name: typeof error, message: clean(String(error), limits.message) }
}

/** A path alone: no origin, query or fragment (ids kept). */
function pathOnly(page: string, sensitive: readonly (string | null | undefined)[]): string {
  const path = page
    .replace(/^[a-z]+:\/\/[^/]*/i, '')
    .replace(/[?#].*$/s, '')
    .replace(/\s/g, '')
  return clip(redact(path.startsWith('/') ? path : `/${path}`, sensitive), limits.page)
}

/** The report of a failure, without `repeats` and with nothing private (exported for tests). */
export function reportOf(
  failure: GatewayFailure,
  context: { at: string; page: string; locale: string; sensitive: readonly (string | null | undefined)[] },
): ClientErrorReport {
  const { sensitive } = context
  const report: ClientErrorReport = {
    kind: failure.kind,
    call: clip(redact(failure.call, sensitive), limits.call) || 'unknown',
    page: pathOnly(context.page, sensitive),
    locale: clip(context.locale, limits.locale),
    at: context.at,
  }
  if (failure.kind === 'http') {
    report.status = failure.status
    report.code = failure.code === null ? null : clip(redact(failure.code, sensitive), limits.code)
  }
  if (failure.kind === 'badResponse') {
    // valibot says what it received ('… but received "kwame@…"'): the value goes.
    report.issues = failure.issues.slice(0, 5).map((issue) => clip(redact(issue.replace(/,? but received .*$/s, ''), sensitive), limits.issue))
  }
  if (failure.kind === 'unexpected') report.error = describeThrown(failure.error, sensitive)
  return report
}

/** The report of an answer's unknown values (exported for tests): the call and the lists' names, nothing of the values. */
export function unknownValueReport(
  call: string,
  lists: readonly string[],
  context: { at: string; page: string; locale: string; sensitive: readonly (string | null | undefined)[] },
): ClientErrorReport {
  const { sensitive } = context
  return {
    kind: 'unknownValue',
    call: clip(redact(call, sensitive), limits.call) || 'unknown',
    issues: lists.slice(0, 5).map((list) => clip(redact(`unknown ${list}`, sensitive), limits.issue)),
    page: pathOnly(context.page, sensitive),
    locale: clip(context.locale, limits.locale),
    at: context.at,
  }
}

function fingerprintOf(report: ClientErrorReport): string {
  return JSON.stringify([report.kind, report.call, report.status, report.code, report.issues, report.error?.name, report.error?.message])
}

function logFailure(log: ReporterOptions['log'], failure: GatewayFailure): void {
  if (failure.kind === 'unexpected') {
    log.error(`[unexpected] ${failure.call}:`, failure.error)
    return
  }
  const status = failure.kind === 'http' ? ` ${failure.status}` : ''
  log.warn(`[gateway] ${failure.call}: ${failure.kind}${status}`)
}

export function createFailureReporter(options: ReporterOptions): FailureReporter {
  const { count, windowMs } = options.limit ?? { count: 10, windowMs: 60_000 }
  const sentAt: number[] = []
  const lastOf = new Map<string, { at: number; repeats: number }>()

  /** Whether a report may leave now, and how many of it were held back since its last one. */
  function admit(fingerprint: string, now: number): number | null {
    while (sentAt.length > 0 && now - (sentAt[0] ?? now) >= windowMs) sentAt.shift()
    const last = lastOf.get(fingerprint)
    if (last && now - last.at < windowMs) {
      last.repeats += 1
      return null
    }
    if (sentAt.length >= count) {
      if (last) last.repeats += 1
      return null
    }
    if (lastOf.size > 200) {
      for (const [key, entry] of lastOf) if (now - entry.at >= windowMs && entry.repeats === 0) lastOf.delete(key)
    }
    sentAt.push(now)
    lastOf.set(fingerprint, { at: now, repeats: 0 })
    return last?.repeats ?? 0
  }

  /** Sends a report, within the limits (a repeat within the minute is counted, not sent). */
  function dispatch(report: ClientErrorReport, now: number): void {
    if (!options.endpoint) return
    const repeats = admit(fingerprintOf(report), now)
    if (repeats === null) return
    if (repeats > 0) report.repeats = repeats
    options.send(options.endpoint, JSON.stringify(report))
  }

  const contextAt = (now: number) => ({
    at: new Date(now).toISOString(),
    page: options.page(),
    locale: options.locale(),
    sensitive: options.sensitive(),
  })

  return {
    report(failure) {
      try {
        if (options.dev) {
          logFailure(options.log, failure)
          return
        }
        if (!options.endpoint || !worthReporting(failure, options.online())) return
        const now = options.now()
        dispatch(reportOf(failure, contextAt(now)), now)
      } catch {
        // Reporting never breaks what reported.
      }
    },
    unknownValues(call, lists) {
      try {
        if (options.dev) {
          options.log.warn(`[gateway] ${call}: values this app does not know, read with their fallbacks: ${lists.join(', ')}`)
          return
        }
        if (!options.endpoint || lists.length === 0) return
        const now = options.now()
        dispatch(unknownValueReport(call, lists, contextAt(now)), now)
      } catch {
        // Reporting never breaks what reported.
      }
    },
  }
}

/**
 * The report's URL: `VITE_REPORT_URL`, else the gateway's `client-errors` (the demo gateway's
 * route; a real gateway without it answers 404, and nothing else happens). An empty
 * `VITE_REPORT_URL` turns reporting off.
 */
export function reportEndpoint(reportUrl: string | undefined, gatewayUrl: string): string | null {
  if (reportUrl !== undefined) return reportUrl.trim() || null
  return `${gatewayUrl.replace(/\/$/, '')}/client-errors`
}

/** sendBeacon (a plain-text body: no preflight), else a keepalive fetch; no credentials either way. */
function beacon(url: string, body: string): void {
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return
  void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {})
}

let sensitiveValues: () => readonly (string | null | undefined)[] = () => [] // module state: how to read what reports must not carry, set once at start

const appReporter = createFailureReporter({
  endpoint: reportEndpoint(import.meta.env.VITE_REPORT_URL as string | undefined, gatewayBaseUrl),
  dev: import.meta.env.DEV,
  send: beacon,
  now: () => Date.now(),
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  page: () => (typeof location === 'undefined' ? '/' : location.pathname),
  locale: () => i18n.locale || 'unknown',
  sensitive: () => sensitiveValues(),
  log: console,
})

/** The app's sink: the client's `report` and everything below end here. */
export function reportFailure(failure: GatewayFailure): void {
  appReporter.report(failure)
}

/** Values of closed lists the app does not know, read with their fallbacks (the client's `onUnknownValues`). */
export function reportUnknownValues(call: string, lists: readonly string[]): void {
  appReporter.unknownValues(call, lists)
}

/**
 * What browsers raise as an error that is none of ours to fix: the ResizeObserver loop (a
 * layout that changes size while its observers run; the browser delivers the rest on the next
 * frame and says so, in Chromium's older and newer wording and Firefox's), and a cross-origin
 * script's bare 'Script error.', which carries nothing to act on. Reporting these cost a
 * consultant's data for nothing: one visit to /orders raised the loop message 14 times.
 */
const BENIGN_ERRORS: readonly RegExp[] = [
  /^ResizeObserver loop limit exceeded\.?$/,
  /^ResizeObserver loop completed with undelivered notifications\.?$/,
  /^Script error\.?$/,
]

/** Whether an uncaught error's message is one of the browser's benign ones (`BENIGN_ERRORS`). */
export function isBenignBrowserError(message: unknown): boolean {
  return typeof message === 'string' && BENIGN_ERRORS.some((pattern) => pattern.test(message.trim()))
}

/**
 * Uncaught errors and unhandled rejections as failures (`toFailure`: a gateway error was
 * reported by the client already, a dropped connection is no bug, anything else is
 * `unexpected`), except the browser's benign ones (`isBenignBrowserError`).
 */
export function listenForUncaught(target: EventTarget): () => void {
  const onError = (event: Event) => {
    const { error, message } = event as ErrorEvent
    if (isBenignBrowserError(message) || (error instanceof Error && isBenignBrowserError(error.message))) return
    if (error !== undefined && error !== null) toFailure(error, 'window.error')
    else if (message) toFailure(new Error(message), 'window.error')
  }
  const onRejection = (event: Event) => {
    toFailure((event as PromiseRejectionEvent).reason, 'unhandledrejection')
  }
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

/** What a report must never carry: the token and what identifies the consultant. */
export function sensitiveOf(login: LoginData | null): (string | null | undefined)[] {
  if (!login) return []
  const c = login.customer_data
  return [
    login.jforce_token,
    c.email,
    c.first_name,
    c.last_name,
    c.phone_number,
    c.whatsapp_number,
    c.id_card_number,
    c.tax_id_number,
    c.kra_pin,
    c.address,
    c.external_id,
    c.marketplace_id,
    c.subject_id,
    c.signature,
  ]
}

export interface FailureReportingOptions {
  /** The values to keep out of every report (the signed-in consultant's token and personal data). */
  sensitive: () => readonly (string | null | undefined)[]
  /** window in the app. */
  target: EventTarget
}

/** Starts the sink (src/app/main.tsx): bugs found by `toFailure`, uncaught errors and rejections. */
export function startFailureReporting({ sensitive, target }: FailureReportingOptions): () => void {
  sensitiveValues = sensitive
  const stopSink = onUnexpectedFailure(reportFailure)
  const stopListening = listenForUncaught(target)
  return () => {
    stopSink()
    stopListening()
    sensitiveValues = () => []
  }
}
