import { i18n } from '@lingui/core'
import { createGatewayClient, type GatewayClient } from '../api'
import { country } from '../config/country'
import { offlineCache } from '../config/constants'
import { dataFreshness, parseSyncedAt } from '../platform/data-freshness'
import { takeEarlyRead, type EarlyReadsRecorder } from './early-reads'
import type { GatewayClock } from './gateway-clock'
import { reportFailure, reportUnknownValues } from './report'

export interface AppClientOptions {
  /** The signed-in consultant's token (X-Jforce-Token), or null. */
  token: () => string | null
  /** Any call but login answered 401: the session that sent `token` has ended. */
  onUnauthorized: (token: string | null) => void
  /**
   * The language the app is starting in: the first screen's reads may go out before its catalog
   * has arrived and Lingui has switched, and must ask for that language, not the default.
   */
  startLocale: string
  /** Where a signed-in consultant's GETs are recorded for the next cold load (src/app/early-reads.ts). */
  earlyReads: Pick<EarlyReadsRecorder, 'sent'>
  /** Told each gateway answer's `Date` (src/app/gateway-clock.ts). */
  gatewayClock: Pick<GatewayClock, 'measure'>
}

export function createAppClient({ token, onUnauthorized, startLocale, earlyReads, gatewayClock }: AppClientOptions): GatewayClient {
  // Cached reads asked (src/api/cached-read.ts) whose network answer has not come in yet.
  const cacheReads = new Set<string>()
  return createGatewayClient({
    // A production build points at the real gateway with VITE_GATEWAY_URL.
    baseUrl: import.meta.env.VITE_GATEWAY_URL ?? '/api/v1',
    locale: () => i18n.locale || startLocale || country.defaultLanguage,
    token,
    onRequest: ({ method, path, from }) => {
      if (from === 'cache') cacheReads.add(`GET ${path}`)
      else if (method === 'get' && token()) earlyReads.sent(path)
    },
    // The boot script's early read for this very request, if it started one (never for a cached read,
    // which only the service worker answers: src/api/cached-read.ts); else the network.
    fetch: (input, init) =>
      (input instanceof Request && input.headers.has(offlineCache.cacheOnlyHeader) ? null : takeEarlyRead(input, () => fetch(input, init))) ??
      fetch(input, init),
    // A GET answered from the service worker's cache carries its sync time (pwa.config.ts). A cached
    // read's answer counts until the network's replaces it, and not at all after it (it is not shown then).
    onResponse: ({ request, method, headers, from }) => {
      // The gateway's clock, from its own answers only: a copy the worker's cache gave (stamped) tells an old time.
      if (from === 'network' && !headers.has(offlineCache.syncedAtHeader)) gatewayClock.measure(headers.get('Date'))
      if (method === 'get' && (cacheReads.delete(request) || from === 'network')) {
        dataFreshness.record(request, parseSyncedAt(headers.get(offlineCache.syncedAtHeader)))
      }
    },
    // Values the app does not know yet, read with their fallbacks: to the same sink.
    onUnknownValues: ({ call, lists }) => reportUnknownValues(call, lists),
    // Every failure goes to the app's one sink (src/app/report.ts), which picks what to send.
    report: (failure, sent) => {
      reportFailure(failure)
      if (failure.kind === 'unauthorized' && failure.call !== 'POST login') onUnauthorized(sent.token)
    },
  })
}
