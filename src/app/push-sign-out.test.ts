import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GatewayClient, PushSubscription } from '../api'
import { dropForeignPush, forgetDevicePush, pushSignOutBudget, type DevicePush } from './push-sign-out'

const subscription: PushSubscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } }

function setup({
  current = subscription as PushSubscription | null,
  owner = 1001 as number | null,
  gateway = () => Promise.resolve({ success: true as const }),
} = {}) {
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
    owner: () => Promise.resolve(owner),
    unsubscribe: () => {
      calls.push('browser')
      return Promise.resolve()
    },
    forgetSettings: (id: number) => {
      calls.push(`settings ${id}`)
      return Promise.resolve()
    },
  }
  return { client, device, calls }
}

afterEach(() => vi.useRealTimers())

describe('forgetDevicePush (the session ends)', () => {
  it('drops the browser subscription and tells the gateway, so the next person on this phone gets none of it', async () => {
    const { client, device, calls } = setup()
    await forgetDevicePush(client, 1001, () => Promise.resolve(device))
    expect(calls.sort()).toEqual(['browser', 'gateway 1001 https://push.example/abc', 'settings 1001'])
  })

  it('drops the browser subscription without waiting for the gateway: a page that leaves after the budget has dropped it', async () => {
    vi.useFakeTimers()
    const { client, device, calls } = setup({ gateway: () => new Promise(() => {}) })
    const done = forgetDevicePush(client, 1001, () => Promise.resolve(device))
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toContain('browser')
    await vi.advanceTimersByTimeAsync(pushSignOutBudget)
    await done
  })

  it("leaves another consultant's subscription alone (they signed in on this device since)", async () => {
    const { client, device, calls } = setup({ owner: 1002 })
    await forgetDevicePush(client, 1001, () => Promise.resolve(device))
    expect(calls).toEqual(['settings 1001']) // the ending consultant's settings only (kept per owner)
  })

  it('drops a subscription nobody knows the owner of (made before owners were kept)', async () => {
    const { client, device, calls } = setup({ owner: null })
    await forgetDevicePush(client, 1001, () => Promise.resolve(device))
    expect(calls.sort()).toEqual(['browser', 'gateway 1001 https://push.example/abc', 'settings 1001'])
  })

  it('forgets the consultant’s push settings (kinds, quiet hours) even without a subscription; nothing without push', async () => {
    const none = setup({ current: null })
    await forgetDevicePush(none.client, 1001, () => Promise.resolve(none.device))
    expect(none.calls).toEqual(['settings 1001'])
    const viewing = setup({ current: null })
    await forgetDevicePush(viewing.client, null, () => Promise.resolve(viewing.device))
    expect(viewing.calls).toEqual([])
    const noPush = setup()
    await forgetDevicePush(noPush.client, 1001, () => Promise.resolve(null))
    expect(noPush.calls).toEqual([])
  })

  it('still drops the browser subscription when the gateway refuses, and never throws', async () => {
    const { client, device, calls } = setup({ gateway: () => Promise.reject(new Error('503')) })
    await expect(forgetDevicePush(client, 1001, () => Promise.resolve(device))).resolves.toBeUndefined()
    expect(calls.sort()).toEqual(['browser', 'gateway 1001 https://push.example/abc', 'settings 1001'])
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

describe('dropForeignPush (a sign-in, before anything else)', () => {
  it("drops another consultant's subscription in the browser (the gateway cannot be told without their session)", async () => {
    const { client, device, calls } = setup({ owner: 1001 })
    await dropForeignPush(1002, () => Promise.resolve(device))
    expect(calls).toEqual(['browser'])
    expect(client.notifications.unsubscribe).not.toHaveBeenCalled()
  })

  it("keeps the consultant's own subscription", async () => {
    const { device, calls } = setup({ owner: 1001 })
    await dropForeignPush(1001, () => Promise.resolve(device))
    expect(calls).toEqual([])
  })

  it('drops one whose owner is unknown, and any for staff viewing an account (who own none)', async () => {
    const unknown = setup({ owner: null })
    await dropForeignPush(1001, () => Promise.resolve(unknown.device))
    expect(unknown.calls).toEqual(['browser'])
    const viewing = setup({ owner: 1001 })
    await dropForeignPush(null, () => Promise.resolve(viewing.device))
    expect(viewing.calls).toEqual(['browser'])
  })

  it('does nothing without a subscription or without push', async () => {
    const none = setup({ current: null })
    await dropForeignPush(1002, () => Promise.resolve(none.device))
    expect(none.calls).toEqual([])
    await expect(dropForeignPush(1002, () => Promise.resolve(null))).resolves.toBeUndefined()
  })
})
