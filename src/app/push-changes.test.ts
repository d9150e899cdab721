import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { GatewayClient } from '../api'
import { fakeCaches } from '../platform/fake-caches.test-helper'
import { rememberPushDevice } from '../platform/push-rotation'
import { PUSH_SETTINGS_CACHE } from '../platform/push-settings'
import { makeLogin } from '../../machines/fixtures'
import { sessionMachine } from '../../machines/session.machine'
import { followPushChanges } from './push-changes'

/** A browser with a service worker whose PushManager holds a subscription, and the device's records in Cache Storage. */
function browser() {
  const state = { held: true }
  const subscription = {
    endpoint: 'https://push.example/ama',
    toJSON: () => ({ endpoint: 'https://push.example/ama', keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => ((state.held = false), true),
  }
  const registration = { pushManager: { getSubscription: async () => (state.held ? subscription : null) } }
  const storage = fakeCaches()
  // CacheStorage.match across caches, as far as push-changes looks (by cache name).
  const caches = Object.assign(storage, {
    match: async (key: string, options?: { cacheName?: string }) => (await storage.open(options?.cacheName ?? PUSH_SETTINGS_CACHE)).match(key),
  })
  vi.stubGlobal('caches', caches)
  vi.stubGlobal('window', { caches, PushManager: {}, Notification: {} })
  vi.stubGlobal('Notification', { permission: 'granted' })
  vi.stubGlobal('navigator', {
    serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration, addEventListener: () => {} },
  })
  return { state, caches }
}

const session = (signedIn: boolean) =>
  createActor(sessionMachine.provide({ actors: { forgetDevicePush: fromPromise(async () => {}) } }), {
    input: {
      storedSession: signedIn ? makeLogin({ customer_data: { ...makeLogin().customer_data, id: 1001 } }) : null,
      impersonationEmail: null,
      referral: null,
    },
  }).start()

const client = {} as GatewayClient

afterEach(() => vi.unstubAllGlobals())

describe('push on a device nobody is signed in on', () => {
  it('drops the subscription someone turned on here (their session ran out while the app was closed)', async () => {
    const { state, caches } = browser()
    await rememberPushDevice(1001, 'KEY', caches)
    followPushChanges(session(false), client)
    await vi.waitFor(() => expect(state.held).toBe(false))
  })

  it("keeps the signed-in owner's subscription", async () => {
    const { state, caches } = browser()
    await rememberPushDevice(1001, 'KEY', caches)
    followPushChanges(session(true), client)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(state.held).toBe(true)
  })

  it('drops, at the start, a subscription whose owner record a cut-short sign-out left behind or removed (issue 37 §4)', async () => {
    // No owner record at all: nobody signed in now owns it.
    const orphan = browser()
    followPushChanges(session(false), client)
    await vi.waitFor(() => expect(orphan.state.held).toBe(false))
    vi.unstubAllGlobals()
    // Signed in, but the subscription is another consultant's.
    const other = browser()
    await rememberPushDevice(2002, 'KEY', other.caches)
    followPushChanges(session(true), client)
    await vi.waitFor(() => expect(other.state.held).toBe(false))
  })
})
