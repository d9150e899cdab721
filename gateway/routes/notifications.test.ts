import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DemoPushResult, NotificationPage, PushKey, PushPayload, PushSubscription } from '../../src/api/schemas'
import type { Env } from '../http'
import type { DeliveryOutcome, PushDelivery } from '../push'
import { vapidKeys } from '../push'
import { GatewayStore } from '../store'
import { notificationsRoutes } from './notifications'

/** A push service of the test's: records what it is handed and answers `outcome`. */
function fakeDelivery(outcome: DeliveryOutcome = 'sent') {
  const delivered: { subscription: PushSubscription; payload: unknown }[] = []
  const delivery: PushDelivery = {
    publicKey: vapidKeys(42, {}).publicKey,
    deliver: async (subscription, payload) => {
      delivered.push({ subscription, payload: JSON.parse(payload) })
      return outcome
    },
  }
  return { delivery, delivered }
}

function gateway(outcome?: DeliveryOutcome) {
  const store = new GatewayStore({ seed: 42, now: new Date('2026-11-21T10:00:00Z') })
  const { delivery, delivered } = fakeDelivery(outcome)
  const app = new Hono<Env>().route('/api/v1', notificationsRoutes(store, delivery))
  const call = (token: string, method: string, path: string, body?: unknown) =>
    app.request(`/api/v1/${path}`, {
      method,
      headers: { 'X-Jforce-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  return { store, call, delivered }
}

const device = (name: string): PushSubscription => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
  expirationTime: null,
  keys: { p256dh: `p256dh-of-${name}`, auth: `auth-of-${name}` },
})

describe('push subscriptions', () => {
  it('keeps each whole subscription (endpoint and keys) until it is removed', async () => {
    const { store, call } = gateway()
    const token = store.openSession('active', null).token
    await call(token, 'POST', 'kazuda/notifications/1001/subscribe', { subscription: device('phone') })
    await call(token, 'POST', 'kazuda/notifications/1001/subscribe', { subscription: device('laptop') })
    const held = async () => ((await (await call(token, 'GET', 'kazuda/notifications/1001/subscriptions')).json()) as { data: unknown[] }).data
    expect(await held()).toEqual([device('phone'), device('laptop')])
    await call(token, 'DELETE', 'kazuda/notifications/1001/un-subscribe', { subscription: device('phone') })
    expect(await held()).toEqual([device('laptop')])
    await call(token, 'DELETE', 'kazuda/notifications/1001/un-subscribe-all')
    expect(await held()).toEqual([])
  })

  it('refuses to subscribe the device of staff viewing the account', async () => {
    const { store, call } = gateway()
    const token = store.openSession('active', 'staff').token
    expect((await call(token, 'POST', 'kazuda/notifications/1001/subscribe', { subscription: device('staff') })).status).toBe(403)
  })

  it('answers the VAPID public key browsers subscribe with', async () => {
    const { store, call } = gateway()
    const key = v.parse(PushKey, await (await call(store.openSession('member', null).token, 'GET', 'kazuda/push-key')).json())
    expect(key.public_key).toBe(vapidKeys(42, {}).publicKey)
  })
})

describe('demo push', () => {
  it('adds a new notification and pushes it to every device, opening through /redirect/{id}', async () => {
    const { store, call, delivered } = gateway()
    const token = store.openSession('active', null).token
    await call(token, 'POST', 'kazuda/notifications/1001/subscribe', { subscription: device('phone') })
    await call(token, 'POST', 'kazuda/notifications/1001/subscribe', { subscription: device('laptop') })
    const before = v.parse(NotificationPage, await (await call(token, 'GET', 'kazuda/notifications/1001')).json())
    const result = v.parse(DemoPushResult, await (await call(token, 'POST', 'kazuda/notifications/1001/demo-push', { type: 'bonuses' })).json())
    expect(result.sent).toBe(2)
    expect(delivered.map((d) => d.subscription)).toEqual([device('phone'), device('laptop')])
    const payload = v.parse(PushPayload, delivered[0]?.payload)
    expect(payload).toMatchObject({ id: result.notification.id, type: 'bonuses', url: `/redirect/${result.notification.id}` })
    const after = v.parse(NotificationPage, await (await call(token, 'GET', 'kazuda/notifications/1001')).json())
    expect(after.total).toBe(before.total + 1)
    expect(after.total_unread).toBe(before.total_unread + 1)
    expect(payload.unread).toBe(after.total_unread) // for the app's icon while the app is closed
    expect(after.data[0]).toMatchObject({ id: result.notification.id, status: 'new', type: 'bonuses', has_redirect: true })
  })

  it('forgets a device its push service no longer knows', async () => {
    const { store, call } = gateway('gone')
    const token = store.openSession('active', null).token
    await call(token, 'POST', 'kazuda/notifications/1001/subscribe', { subscription: device('old-phone') })
    await call(token, 'POST', 'kazuda/notifications/1001/demo-push', {})
    const held = (await (await call(token, 'GET', 'kazuda/notifications/1001/subscriptions')).json()) as { data: unknown[] }
    expect(held.data).toEqual([])
  })
})

describe('notification types', () => {
  it('says what each seeded notification is about', async () => {
    const { store, call } = gateway()
    const page = v.parse(NotificationPage, await (await call(store.openSession('active', null).token, 'GET', 'kazuda/notifications/1001?per_page=100')).json())
    const types = new Set(page.data.map((n) => n.type))
    expect([...types].sort()).toEqual(expect.arrayContaining(['announcements', 'orders']))
    for (const n of page.data) expect(n.type).toBeDefined()
  })
})
