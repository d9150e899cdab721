import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GatewayClient, PushSubscription } from '../api'
import { forgetDevicePush, pushSignOutBudget, type DevicePush } from './push-sign-out'

const subscription: PushSubscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } }

function setup({ current = subscription as PushSubscription | null, gateway = () => Promise.resolve({ success: true as const }) } = {}) {
  const calls: string[] = []
  const client = {
    notifications: {
      unsubscribe: vi.fn((id: number, sent: PushSubscription) => {
        calls.push(`gateway ${id} ${sent.endpoint}`)
        return gateway()
      }),
    },
  } as unknown as GatewayClient
  const device: DevicePush = {
    current: () => Promise.resolve(current),
    unsubscribe: () => {
      calls.push('browser')
      return Promise.resolve()
    },
  }
  return { client, device, calls }
}

afterEach(() => vi.useRealTimers())

describe('forgetDevicePush (signing out)', () => {
  it('tells the gateway, then drops the browser subscription, so the next person on this phone gets none of it', async () => {
    const { client, device, calls } = setup()
    await forgetDevicePush(client, 1001, () => Promise.resolve(device))
    expect(calls).toEqual(['gateway 1001 https://push.example/abc', 'browser'])
  })

  it('does nothing without a subscription or without push', async () => {
    const none = setup({ current: null })
    await forgetDevicePush(none.client, 1001, () => Promise.resolve(none.device))
    expect(none.calls).toEqual([])
    const noPush = setup()
    await forgetDevicePush(noPush.client, 1001, () => Promise.resolve(null))
    expect(noPush.calls).toEqual([])
  })

  it('still drops the browser subscription when the gateway refuses, and never throws', async () => {
    const { client, device, calls } = setup({ gateway: () => Promise.reject(new Error('503')) })
    await expect(forgetDevicePush(client, 1001, () => Promise.resolve(device))).resolves.toBeUndefined()
    expect(calls).toEqual(['gateway 1001 https://push.example/abc', 'browser'])
  })

  it('gives up after its budget: a slow network does not hold the consultant who signs out', async () => {
    vi.useFakeTimers()
    const { client, device } = setup({ gateway: () => new Promise(() => {}) })
    let done = false
    void forgetDevicePush(client, 1001, () => Promise.resolve(device)).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(pushSignOutBudget - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
