/**
 * The one list of the app's security headers (docs/architecture.md, "Security headers"). The build
 * writes them where the app is served from (build/security-headers.ts): index.html carries the
 * policy in a `<meta http-equiv="Content-Security-Policy">` (so a host that sends nothing still
 * has it), `dist/_headers` (Netlify, Cloudflare Pages) and `dist/nginx-security-headers.conf`
 * carry all of them; the test and bench server (tests/scripts/serve-app.ts) and `vite preview`
 * send what the build wrote. Not in the dev server, whose React refresh runs an inline script.
 *
 * - Scripts from the app's own origin only, no eval; an inline script of index.html only by its
 *   hash, computed by the build (the prerendered pages' head script, build/prerender.ts; the boot
 *   script is a file of its own).
 * - Styles from the origin, plus inline styles: React's style attributes and the <style> tags
 *   Chakra's Emotion inserts on the screens that use Chakra.
 * - Images also from https (content pages may show the content service's pictures) and data: URIs.
 * - connect-src: the origin, the gateway's origin when it is elsewhere (VITE_GATEWAY_URL) and the
 *   failure reports' origin (VITE_REPORT_URL, src/app/report.ts).
 * - No plugins, no <base>, no framing by any site, forms post to the origin only.
 */

export interface PolicyOptions {
  /** VITE_GATEWAY_URL as the build has it (default '/api/v1', the same origin). */
  readonly gatewayUrl?: string | undefined
  /** VITE_REPORT_URL as the build has it: unset, the gateway's client-errors; empty, no reports. */
  readonly reportUrl?: string | undefined
  /** 'sha256-…' sources of index.html's inline scripts. */
  readonly scriptHashes?: readonly string[]
}

/** Directives a browser ignores in a <meta> policy: only a header can carry them. */
export const HEADER_ONLY_DIRECTIVES: ReadonlySet<string> = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/** The origin of an absolute http(s) URL; null for a path on the app's own origin (or nothing). */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null
  try {
    return new URL(url.trim()).origin
  } catch {
    return null
  }
}

function directives({ gatewayUrl = '/api/v1', reportUrl, scriptHashes = [] }: PolicyOptions): (readonly [string, string])[] {
  const connect = ["'self'", originOf(gatewayUrl), originOf(reportUrl)].filter((source, at, all): source is string => !!source && all.indexOf(source) === at)
  return [
    ['default-src', "'self'"],
    ['script-src', ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ')],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: https:"],
    ['connect-src', connect.join(' ')],
    ['font-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]
}

/** The Content-Security-Policy; `meta`: as far as a <meta> tag can carry it (no header-only directive). */
export function contentSecurityPolicy(options: PolicyOptions = {}, { meta = false } = {}): string {
  return directives(options)
    .filter(([name]) => !meta || !HEADER_ONLY_DIRECTIVES.has(name))
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

/** Every header the app's files are served with. */
export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
  }
}
