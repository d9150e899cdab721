import { i18n } from '@lingui/core'
import { createGatewayClient, type GatewayClient } from '../api'
import { country } from '../config/country'
import { offlineCache } from '../config/constants'
import { dataFreshness, parseSyncedAt } from '../features/pwa/data-freshness'
import { reportFailure } from './report'

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
    // Every failure goes to the app's one sink (src/app/report.ts), which picks what to send.
    report: (failure) => {
      reportFailure(failure)
      if (failure.kind === 'unauthorized' && failure.call !== 'POST login') onUnauthorized()
    },
  })
}
