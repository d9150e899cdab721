/**
 * When the "What's new" note shows (issue 22 §4): once after the app was updated to a newer version, never on the
 * first install, never twice for one version. The version is the build's (`__APP_VERSION__`, package.json's); the
 * version the device last saw is kept app-wide (StoredValues `seenVersion`), since it is about this device's app,
 * not about a consultant.
 */

/** 'show': updated since the version seen (show the note, then remember this one); 'remember': nothing to show, remember this one; 'nothing'. */
export type WhatsNewDecision = 'show' | 'remember' | 'nothing'

export interface WhatsNewFacts {
  /** The version this device last ran, or null when it never recorded one. */
  readonly seen: string | null
  /** The version running now. */
  readonly current: string
  /**
   * A service worker of the app controlled the page when it loaded: the app ran on this device before (installed,
   * or visited) even if no version was recorded yet, because the build that ran then recorded none.
   */
  readonly ranBefore: boolean
}

/** A version's numeric parts (`1.10.2` → [1, 10, 2]); null when it is not dotted numbers (with an optional suffix). */
function versionParts(version: string): number[] | null {
  const match = /^v?(\d+(?:\.\d+)*)(?:[-+].*)?$/.exec(version.trim())
  return match ? match[1]!.split('.').map(Number) : null
}

/** `current` is a later version than `seen`; versions that do not read as numbers count as later when they differ. */
export function isLaterVersion(current: string, seen: string): boolean {
  const a = versionParts(current)
  const b = versionParts(seen)
  if (!a || !b) return current !== seen
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0)
    if (diff !== 0) return diff > 0
  }
  return false
}

export function whatsNewFor({ seen, current, ranBefore }: WhatsNewFacts): WhatsNewDecision {
  if (seen === null) return ranBefore ? 'show' : 'remember'
  if (seen === current) return 'nothing'
  // An older build deployed again (a rollback) is remembered without a note: its notes would be of the past.
  return isLaterVersion(current, seen) ? 'show' : 'remember'
}
