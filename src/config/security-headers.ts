/**
 * The headers the app's host sends with every file of the app (index.html, scripts, styles,
 * the service worker): served by the test and bench server (tests/scripts/serve-app.ts) and
 * `vite preview`, and the values to configure on the real host (docs/architecture.md,
 * "Security headers"). Not in the dev server, whose React refresh runs an inline script.
 *
 * - Scripts from the app's own origin only: no inline script, no eval.
 * - Styles from the origin, plus inline styles: React's style attributes and the <style> tags
 *   Chakra's Emotion inserts on the screens that use Chakra.
 * - Images also from https (content pages may show the content service's pictures) and data: URIs.
 * - connect-src: the origin and the gateway's origin when it is elsewhere (VITE_GATEWAY_URL).
 * - No plugins, no <base>, no framing by other sites, forms post to the origin only.
 */
export function securityHeaders(gatewayUrl = '/api/v1'): Record<string, string> {
  const gatewayOrigin = /^https?:\/\//.test(gatewayUrl) ? new URL(gatewayUrl).origin : null
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self'${gatewayOrigin ? ` ${gatewayOrigin}` : ''}`,
    "font-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
  return {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  }
}
