import { describe, expect, it, vi } from 'vitest'
import type { PushSubscription } from '../../api/schemas/notifications'
import { GatewayError } from '../../api/errors'
import { fakeCaches } from './fake-caches.test-helper'
import { PUSH_CHANGE_KEY } from './push-records'
import { forgetPushDevice, pushDeviceOwner, rememberPushDevice, resendChangedPush } from './push-rotation'
import { PUSH_SETTINGS_CACHE } from './push-settings'

const sub = (endpoint: string): PushSubscription => ({ endpoint, keys: { p256dh: `p-${endpoint}`, auth: `a-${endpoint}` } })
const oldOne = sub('https://push.example/old')
const newOne = sub('https://push.example/new')

/** What the worker keeps on pushsubscriptionchange (push-sw.ts). */
async function workerKeeps(storage: CacheStorage, change: unknown) {
  await (await storage.open(PUSH_SETTINGS_CACHE)).put(PUSH_CHANGE_KEY, new Response(JSON.stringify(change)))
}
const kept = async (storage: CacheStorage) => (await (await storage.open(PUSH_SETTINGS_CACHE)).match(PUSH_CHANGE_KEY)) !== undefined

function app(storage: CacheStorage, consultantId: number, browserHolds: PushSubscription | null = newOne, subscribeFails = false) {
  const gateway: string[] = []
  const resend = {
    consultantId,
    storage,
    subscribe: vi.fn(async (s: PushSubscription) => {
      if (subscribeFails) throw new GatewayError({ kind: 'network', call: 'POST kazuda/notifications/subscribe' })
      gateway.push(`subscribe ${s.endpoint}`)
    }),
    unsubscribe: vi.fn(async (s: PushSubscription) => void gateway.push(`unsubscribe ${s.endpoint}`)),
    current: async () => browserHolds,
  }
  return { gateway, run: () => resendChangedPush(resend) }
}

describe('a rotated push subscription reaches the gateway (resendChangedPush)', () => {
  it('sends the new subscription, drops the old one at the gateway, and forgets the change', async () => {
    const storage = fakeCaches()
    await rememberPushDevice(1001, 'KEY', storage)
    await workerKeeps(storage, { subscription: newOne, previous: oldOne })
    const { gateway, run } = app(storage, 1001)
    expect(await run()).toBe('sent')
    expect(gateway).toEqual([`subscribe ${newOne.endpoint}`, `unsubscribe ${oldOne.endpoint}`])
    expect(await kept(storage)).toBe(false)
    expect(await run()).toBe('none') // once
  })

  it('sends nothing for another consultant signed in on the device, and keeps the change for its owner', async () => {
    const storage = fakeCaches()
    await rememberPushDevice(1001, 'KEY', storage)
    await workerKeeps(storage, { subscription: newOne, previous: oldOne })
    const other = app(storage, 1002)
    expect(await other.run()).toBe('notOwner')
    expect(other.gateway).toEqual([])
    expect(await kept(storage)).toBe(true)
    expect(await app(storage, 1001).run()).toBe('sent')
  })

  it('sends nothing when nobody is known to have turned push on here (the owner is unknown)', async () => {
    const storage = fakeCaches()
    await workerKeeps(storage, { subscription: newOne, previous: null })
    const { gateway, run } = app(storage, 1001)
    expect(await run()).toBe('notOwner')
    expect(gateway).toEqual([])
  })

  it('keeps the change for the next try when the gateway cannot be reached', async () => {
    const storage = fakeCaches()
    await rememberPushDevice(1001, 'KEY', storage)
    await workerKeeps(storage, { subscription: newOne, previous: oldOne })
    await expect(app(storage, 1001, newOne, true).run()).rejects.toThrow()
    expect(await kept(storage)).toBe(true)
    expect(await app(storage, 1001).run()).toBe('sent')
  })

  it('drops a change the browser no longer holds (push turned off since, or rotated again)', async () => {
    const storage = fakeCaches()
    await rememberPushDevice(1001, 'KEY', storage)
    await workerKeeps(storage, { subscription: newOne, previous: oldOne })
    const { gateway, run } = app(storage, 1001, null)
    expect(await run()).toBe('stale')
    expect(gateway).toEqual([])
    expect(await kept(storage)).toBe(false)
  })

  it('ignores a malformed record, and does nothing without Cache Storage', async () => {
    const storage = fakeCaches()
    await rememberPushDevice(1001, 'KEY', storage)
    await workerKeeps(storage, { subscription: { endpoint: 'not a url' } })
    expect(await app(storage, 1001).run()).toBe('none')
    expect(await resendChangedPush({ consultantId: 1001, subscribe: vi.fn(), unsubscribe: vi.fn(), current: async () => null, storage: undefined })).toBe(
      'none',
    )
  })

  it('turning push off or signing out forgets whose it was and any change kept', async () => {
    const storage = fakeCaches()
    await rememberPushDevice(1001, 'KEY', storage)
    await workerKeeps(storage, { subscription: newOne, previous: oldOne })
    await forgetPushDevice(storage)
    expect(await kept(storage)).toBe(false)
    await workerKeeps(storage, { subscription: newOne, previous: oldOne }) // a change racing the sign-out
    expect(await app(storage, 1001).run()).toBe('notOwner')
  })
})

describe("whose this device's subscription is (pushDeviceOwner)", () => {
  it('is the consultant who turned push on, until push is off or the session ends; nobody on an unreadable record', async () => {
    const storage = fakeCaches()
    expect(await pushDeviceOwner(storage)).toBeNull()
    await rememberPushDevice(1001, 'KEY', storage)
    expect(await pushDeviceOwner(storage)).toBe(1001)
    await forgetPushDevice(storage)
    expect(await pushDeviceOwner(storage)).toBeNull()
    await (await storage.open(PUSH_SETTINGS_CACHE)).put('/push-device.json', new Response('{"owner":"1001"}'))
    expect(await pushDeviceOwner(storage)).toBeNull()
    expect(await pushDeviceOwner(undefined)).toBeNull()
  })
})
