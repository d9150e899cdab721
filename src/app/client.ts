import { i18n } from '@lingui/core'
import { createGatewayClient, type GatewayClient, type GatewayFailure } from '../api'
import { country } from '../config/country'
import { offlineCache } from '../config/constants'
import { dataFreshness, parseSyncedAt } from '../features/pwa/data-freshness'

/**
 * Where every gateway failure goes. Today it logs, in development only, what
 * failed and how, never a header or token. Placeholder for the analytics hook:
 * send the same fields to the analytics service here.
 */
export function reportFailure(failure: GatewayFailure): void {
  if (!import.meta.env.DEV) return
  const status = failure.kind === 'http' ? ` ${failure.status}` : ''
  console.warn(`[gateway] ${failure.call}: ${failure.kind}${status}`)
}

export interface AppClientOptions {
  /** The signed-in consultant's token (X-Jforce-Token), or null. */
  token: () => string | null
  /** Any call but login answered 401: the session has ended. */
  onUnauthorized: () => void
}

export function createAppClient({ token, onUnauthorized }: AppClientOptions): GatewayClient {
  return createGatewayClient({
    // A production build points at the real gateway with VITE_GATEWAY_URL.
    baseUrl: import.meta.env.VITE_GATEWAY_URL ?? '/api/v1',
    locale: () => i18n.locale || country.defaultLanguage,
    token,
    // A GET answered from the service worker's cache carries its sync time (pwa.config.ts).
    onResponse: ({ request, method, headers }) => {
      if (method === 'get') dataFreshness.record(request, parseSyncedAt(headers.get(offlineCache.syncedAtHeader)))
    },
    report: (failure) => {
      reportFailure(failure)
      if (failure.kind === 'unauthorized' && failure.call !== 'POST login') onUnauthorized()
    },
  })
}
