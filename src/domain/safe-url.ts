/**
 * Addresses the gateway sends for the browser to follow (issue 18): the central sign-in
 * (auth-url's `url`), the central sign-out (logout-url's `url`), the updated agreement's PDF,
 * links in content and home blocks. One rule decides for all of them:
 *
 * - a path of this app (safePath's `toInternalPath`, so `/.//evil.example` stays refused);
 * - an absolute address on the app's own origin (read as its path);
 * - an `https:` address without a user name or password in it;
 * - an `http:` address on a loopback host (localhost, 127.0.0.1, [::1]) only while the app
 *   itself runs on one: the demo gateway in development (`npm run gateway` on another port).
 *   A deployed app, on a public host, never follows `http:`.
 *
 * Anything else (`javascript:`, `data:`, `blob:`, `file:`, another site over `http:`,
 * protocol-relative `//host`, a relative `host/path`, control characters) reads as null.
 */
import { toInternalPath } from './safe-path'

export type FollowableUrl =
  /** A path of this app: route to it (or assign it: same origin). */
  | { readonly kind: 'internal'; readonly path: string }
  /** Another site (or the demo gateway on localhost): open it in a new tab, or leave for it. */
  | { readonly kind: 'external'; readonly href: string }

const MAX_LENGTH = 2048
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

const isLoopback = (hostname: string) => LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost')

function parseAbsolute(raw: string): URL | null {
  try {
    return new URL(raw)
  } catch {
    return null
  }
}

/** C0 controls, DEL and whitespace: a URL parser drops or trims some of them, which hides a scheme (`java\tscript:`). */
function hasControlOrSpace(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i)
    if (code <= 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * How the app may follow `raw`, given the origin it runs on (`location.origin`; without one,
 * only paths and https addresses), or null when it must not be followed at all.
 */
export function toFollowableUrl(raw: unknown, appOrigin: string | null | undefined): FollowableUrl | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null
  if (raw.startsWith('/')) {
    const path = toInternalPath(raw)
    return path === null ? null : { kind: 'internal', path }
  }
  // Written as `scheme://host…`: the parser would also read `https:///host` or `https:host` as https://host/.
  if (hasControlOrSpace(raw) || raw.includes('\\') || !/^[a-z][a-z0-9+.-]*:\/\/[^/]/i.test(raw)) return null
  const url = parseAbsolute(raw)
  const app = appOrigin ? parseAbsolute(appOrigin) : null
  if (url === null || url.username !== '' || url.password !== '') return null
  if (app !== null && url.origin === app.origin) {
    const path = toInternalPath(`${url.pathname}${url.search}${url.hash}`)
    return path === null ? null : { kind: 'internal', path }
  }
  if (url.protocol === 'https:' && url.hostname !== '') return { kind: 'external', href: url.href }
  if (url.protocol === 'http:' && isLoopback(url.hostname) && app !== null && isLoopback(app.hostname)) return { kind: 'external', href: url.href }
  return null
}

/** The address to give the browser (a path of this app, or an absolute https address), or null. */
export function followableHref(raw: unknown, appOrigin: string | null | undefined): string | null {
  const url = toFollowableUrl(raw, appOrigin)
  return url === null ? null : url.kind === 'internal' ? url.path : url.href
}
