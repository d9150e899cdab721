/**
 * Only internal paths are ever stored or followed as redirect targets (issue 3):
 * a value from a query or from storage that could leave the app's origin reads as null.
 */

/** Any C0 control character or DEL: URL parsers drop tabs and newlines, which turns `/\t/evil.com` into `//evil.com`. */
function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i)
    if (code <= 0x1f || code === 0x7f) return true
  }
  return false
}

/** A placeholder origin to resolve against; a path that stays on it is internal. */
const BASE = 'https://internal.invalid'
const MAX_LENGTH = 2048

/** One of the shapes a browser or router could read as another origin: `//host`, `/\host`, backslashes anywhere, controls. */
function looksUnsafe(candidate: string): boolean {
  return !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\') || hasControlCharacter(candidate)
}

function decodeOnce(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/**
 * The normalized internal path (pathname + search + hash) of `raw`, or null when
 * `raw` is not a string, is not a path of this app (absolute, protocol-relative,
 * `javascript:` or any other scheme), or hides such a thing behind backslashes,
 * control characters or one level of percent-encoding (`/%2F%2Fevil.com`).
 */
export function toInternalPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null
  const decoded = decodeOnce(raw)
  if (decoded === null || looksUnsafe(raw) || looksUnsafe(decoded)) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  // Dot segments can collapse into a protocol-relative path: `/.//evil.com` → `//evil.com`,
  // `/./%2Fevil.com` → `/%2Fevil.com` (which decodes to `//evil.com`).
  const decodedPath = decodeOnce(path)
  return decodedPath === null || looksUnsafe(path) || looksUnsafe(decodedPath) ? null : path
}

/** The pathname of an internal path, without search or hash. */
export function pathnameOf(path: string): string {
  const end = path.search(/[?#]/)
  return end === -1 ? path : path.slice(0, end)
}
