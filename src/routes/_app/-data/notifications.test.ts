import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { GatewayClient, PushSubscription } from '../../../api'
import { GatewayError } from '../../../api/errors'
import type { PushBrowser } from '../../../platform/push-browser'
import { pushStatus, pushSubscriptionMachine } from '../../../../machines/push-subscription.machine'
import { notificationsActions, notificationTarget, pushEffects, startNotificationRedirect } from './notifications'
import { signedInSystem } from '../../../app/system.fixtures'

const system = signedInSystem()

const subscription: PushSubscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }
const offline = () => Promise.reject(new GatewayError({ kind: 'network', call: 'test' }))

function fakes(overrides: { subscribe?: () => Promise<unknown>; redirect?: () => Promise<unknown> } = {}) {
  const calls: string[] = []
  const client = {
    notifications: {
      pushKey: vi.fn(async () => ({ public_key: 'KEY' })),
      subscribe: vi.fn(async (_id: number, body: PushSubscription) => {
        calls.push(`gateway.subscribe ${body.endpoint}`)
        return overrides.subscribe ? overrides.subscribe() : { success: true }
      }),
      unsubscribe: vi.fn(async (_id: number, body: PushSubscription) => {
        calls.push(`gateway.unsubscribe ${body.endpoint}`)
        return { success: true }
      }),
      unsubscribeAll: vi.fn(async () => {
        calls.push('gateway.unsubscribeAll')
        return { success: true }
      }),
      redirect: vi.fn(async () => (overrides.redirect ? overrides.redirect() : { data: { url: '/orders/A1/orderType/mall' } })),
    },
  } as unknown as GatewayClient
  const browser: PushBrowser = {
    check: async () => ({ supported: true, permission: 'default', subscribed: false }),
    subscribe: async (key) => {
      calls.push(`browser.subscribe ${key}`)
      return { outcome: 'subscribed', subscription }
    },
    current: async () => subscription,
    owner: async () => 1001,
    remember: async (owner, key) => void calls.push(`browser.remember ${owner} ${key}`),
    unsubscribe: async () => void calls.push('browser.unsubscribe'),
    forgetSettings: async (owner) => void calls.push(`browser.forgetSettings ${owner}`),
  }
  return { client, browser, calls }
}

const run = async (effects: ReturnType<typeof pushEffects>, event: 'push.enable' | 'push.disable' | 'push.disableAll') => {
  const actor = createActor(pushSubscriptionMachine.provide({ actors: effects })).start()
  await waitFor(actor, (s) => !s.hasTag('busy'))
  actor.send({ type: event })
  return waitFor(actor, (s) => !s.hasTag('busy'))
}

describe('push effects', () => {
  it('subscribes the browser with the gateway’s key, then sends the whole subscription', async () => {
    const { client, browser, calls } = fakes()
    const done = await run(pushEffects(client, 1001, browser), 'push.enable')
    expect(pushStatus(done)).toBe('on')
    expect(calls).toEqual(['browser.subscribe KEY', `gateway.subscribe ${subscription.endpoint}`, 'browser.remember 1001 KEY'])
    expect(client.notifications.subscribe).toHaveBeenCalledWith(1001, subscription)
  })

  it('drops the browser’s subscription again when the gateway could not keep it', async () => {
    const { client, browser, calls } = fakes({ subscribe: offline })
    const done = await run(pushEffects(client, 1001, browser), 'push.enable')
    expect(pushStatus(done)).toBe('off')
    expect(done.context.failure?.kind).toBe('network')
    expect(calls.at(-1)).toBe('browser.unsubscribe')
  })

  it('removes this device from the gateway with its subscription, then in the browser; or every device', async () => {
    const one = fakes()
    one.browser.check = async () => ({ supported: true, permission: 'granted', subscribed: true })
    await run(pushEffects(one.client, 1001, one.browser), 'push.disable')
    expect(one.calls).toEqual([`gateway.unsubscribe ${subscription.endpoint}`, 'browser.unsubscribe'])

    const all = fakes()
    all.browser.check = one.browser.check
    await run(pushEffects(all.client, 1001, all.browser), 'push.disableAll')
    expect(all.calls).toEqual(['gateway.unsubscribeAll', 'browser.unsubscribe'])
  })
})

describe('opening a notification', () => {
  it.each([
    ['/orders/A1/orderType/mall', '/orders/A1/orderType/mall'],
    ['/bonuses/details/3?from=push', '/bonuses/details/3?from=push'],
    ['https://evil.example/phish', null],
    ['//evil.example', null],
    ['/%2F%2Fevil.example', null],
    ['javascript:alert(1)', null],
  ])('follows %s only when it is a path of the app', async (url, expected) => {
    const { client } = fakes({ redirect: async () => ({ data: { url } }) })
    expect(await notificationTarget({ client: client, system }, 1001, 5)).toBe(expected)
  })

  it('reads NOT_FOUND as no page, and lets other failures through', async () => {
    const notFound = fakes({ redirect: () => Promise.reject(new GatewayError({ kind: 'http', call: 'x', status: 404, code: 'NOT_FOUND' })) })
    expect(await notificationTarget({ client: notFound.client, system }, 1001, 5)).toBeNull()
    const down = fakes({ redirect: offline })
    await expect(notificationTarget({ client: down.client, system }, 1001, 5)).rejects.toBeInstanceOf(GatewayError)
  })

  it('navigates to the page, or says why not without navigating', async () => {
    const navigate = vi.fn(async () => {})
    const notification = { id: 5, created_at: '2026-11-21T10:00:00Z', status: 'new', label: 'x', has_redirect: true }
    const open = (redirect?: () => Promise<unknown>) => (shown: typeof notification) =>
      notificationsActions({ client: fakes({ redirect }).client, system }, 1001).open(shown, navigate)
    expect(await open()(notification)).toBe('opened')
    expect(navigate).toHaveBeenCalledWith('/orders/A1/orderType/mall')
    navigate.mockClear()
    expect(await open(async () => ({ data: { url: 'https://evil.example' } }))(notification)).toBe('noPage')
    expect(await open(offline)(notification)).toBe('offline')
    expect(await open(() => Promise.reject(new GatewayError({ kind: 'unknownError', call: 'x' })))(notification)).toBe('failed')
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('the redirect page', () => {
  it('settles on "no page" for an unsafe answer (null data would read as still loading)', async () => {
    const { client } = fakes({ redirect: async () => ({ data: { url: 'https://evil.example/login' } }) })
    const reads = startNotificationRedirect({ client: client, system }, 1001, 77)
    const done = await waitFor(reads.resources.target, (s) => s.matches('loaded'))
    expect(done.context.data).toEqual({ path: null })
    reads.stop()
  })

  it('settles on the path for a safe answer', async () => {
    const { client } = fakes()
    const reads = startNotificationRedirect({ client: client, system }, 1001, 78)
    const done = await waitFor(reads.resources.target, (s) => s.matches('loaded'))
    expect(done.context.data).toEqual({ path: '/orders/A1/orderType/mall' })
    reads.stop()
  })
})
