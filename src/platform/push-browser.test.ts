import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeCaches } from './fake-caches.test-helper'
import { pushBrowser } from './push-browser'
import { pushDeviceOwner, rememberPushDevice } from './push-rotation'

/** The browser's push (a service worker's PushManager, the permission) in memory, with the device's records in a fake Cache Storage. */
function fakeBrowser(held: boolean) {
  const made: string[] = []
  const subscriptionOf = (endpoint: string) => {
    const json = { endpoint, keys: { p256dh: 'p', auth: 'a' } }
    return { ...json, toJSON: () => json, unsubscribe: vi.fn(async () => ((state.subscription = null), true)) }
  }
  const state = { subscription: held ? subscriptionOf('https://push.example/first') : null }
  const registration = {
    pushManager: {
      getSubscription: async () => state.subscription,
      subscribe: async () => {
        const endpoint = `https://push.example/new-${made.length}`
        made.push(endpoint)
        state.subscription = state.subscription ?? subscriptionOf(endpoint)
        return state.subscription
      },
    },
  }
  const caches = fakeCaches()
  vi.stubGlobal('window', { PushManager: {}, Notification: {} })
  vi.stubGlobal('navigator', { serviceWorker: { ready: Promise.resolve(registration) } })
  vi.stubGlobal('Notification', { permission: 'granted' })
  vi.stubGlobal('caches', caches)
  return { state, caches, made }
}

afterEach(() => vi.unstubAllGlobals())

describe("this device's push is one consultant's", () => {
  it('is on only for the consultant who turned it on here', async () => {
    const { caches } = fakeBrowser(true)
    await rememberPushDevice(1001, 'KEY', caches)
    expect((await pushBrowser.check(1001)).subscribed).toBe(true)
    expect((await pushBrowser.check(1002)).subscribed).toBe(false)
  })

  it('is off for everyone when nobody knows whose the subscription is', async () => {
    fakeBrowser(true)
    expect((await pushBrowser.check(1001)).subscribed).toBe(false)
  })

  it("turning it on drops another consultant's subscription first: its endpoint is not reused", async () => {
    const { state, caches } = fakeBrowser(true)
    await rememberPushDevice(1001, 'KEY', caches)
    const result = await pushBrowser.subscribe('AAAA', 1002)
    expect(result).toMatchObject({ outcome: 'subscribed', subscription: { endpoint: 'https://push.example/new-0' } })
    expect(state.subscription?.endpoint).toBe('https://push.example/new-0')
    expect(await pushDeviceOwner(caches)).toBeNull()
  })

  it("turning it on again keeps the consultant's own subscription", async () => {
    const { caches } = fakeBrowser(true)
    await rememberPushDevice(1001, 'KEY', caches)
    const result = await pushBrowser.subscribe('AAAA', 1001)
    expect(result).toMatchObject({ outcome: 'subscribed', subscription: { endpoint: 'https://push.example/first' } })
  })
})
