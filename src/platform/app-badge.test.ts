import { describe, expect, it, vi } from 'vitest'
import { showAppBadge } from './app-badge'

describe('showAppBadge', () => {
  it('sets a positive count and clears for 0', () => {
    const nav = { setAppBadge: vi.fn(async () => {}), clearAppBadge: vi.fn(async () => {}) }
    showAppBadge(4, nav)
    showAppBadge(0, nav)
    expect(nav.setAppBadge).toHaveBeenCalledWith(4)
    expect(nav.clearAppBadge).toHaveBeenCalledTimes(1)
  })

  it('is nothing where the browser has no Badging API, and never throws when it refuses', async () => {
    expect(() => showAppBadge(2, {})).not.toThrow()
    const refusing = {
      setAppBadge: vi.fn(() => Promise.reject(new DOMException('not installed', 'NotAllowedError'))),
      clearAppBadge: vi.fn(() => {
        throw new TypeError('Illegal invocation')
      }),
    }
    expect(() => showAppBadge(2, refusing)).not.toThrow()
    expect(() => showAppBadge(0, refusing)).not.toThrow()
    await Promise.resolve() // the rejection is handled: no unhandled rejection fails the run
  })
})
