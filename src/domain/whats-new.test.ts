import { describe, expect, it } from 'vitest'
import { isLaterVersion, whatsNewFor } from './whats-new'

/** A device's loads of the app: what each load decides, remembering the version as the app does. */
function loads(versions: readonly string[], { ranBefore = false, seen = null as string | null } = {}) {
  let kept = seen
  return versions.map((current, i) => {
    const decision = whatsNewFor({ seen: kept, current, ranBefore: ranBefore || i > 0 })
    if (decision !== 'nothing') kept = current
    return decision === 'show'
  })
}

describe('whatsNewFor', () => {
  it('shows nothing on the first install, and remembers the version', () => {
    expect(whatsNewFor({ seen: null, current: '0.2.0', ranBefore: false })).toBe('remember')
    expect(loads(['0.2.0', '0.2.0'])).toEqual([false, false])
  })

  it('shows nothing again for the same version', () => {
    expect(whatsNewFor({ seen: '0.2.0', current: '0.2.0', ranBefore: true })).toBe('nothing')
  })

  it('shows the note once after an update to a newer version', () => {
    expect(whatsNewFor({ seen: '0.1.0', current: '0.2.0', ranBefore: true })).toBe('show')
    expect(loads(['0.1.0', '0.1.0', '0.2.0', '0.2.0', '0.2.0', '0.10.0'])).toEqual([false, false, true, false, false, true])
  })

  it('shows it to an app that ran before versions were recorded (its service worker controls the page)', () => {
    expect(whatsNewFor({ seen: null, current: '0.2.0', ranBefore: true })).toBe('show')
  })

  it('remembers an older build deployed again without a note', () => {
    expect(whatsNewFor({ seen: '0.3.0', current: '0.2.0', ranBefore: true })).toBe('remember')
  })
})

describe('isLaterVersion', () => {
  it.each([
    ['0.2.0', '0.1.9', true],
    ['0.10.0', '0.9.0', true],
    ['1.0', '0.99.99', true],
    ['1.0.0', '1.0', false],
    ['1.0.0', '1.0.1', false],
    ['1.2.0-rc.1', '1.1.0', true],
    ['build-b', 'build-a', true],
  ])('%s after %s: %s', (current, seen, later) => {
    expect(isLaterVersion(current, seen)).toBe(later)
  })
})
