import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  AvailablePaymentMethods,
  Cities,
  ContentBlock,
  HomeBlocks,
  Level,
  NamedList,
  NotificationPage,
  NotificationRedirect,
  Ok,
  PaymentMethod,
  PaymentMethods,
  REFERENCE_LISTS,
} from '../../src/api/schemas'
import { authed, expectError, json, login, newApp, NOW, sessionLogin } from './testkit'

describe('reference lists', () => {
  it('serves every list, active only on request, sorted by name or their own order', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'visitor')
    const get = async (path: string) => (await app.request(`/api/v1/${path}`, authed(token))).json()
    for (const list of REFERENCE_LISTS) {
      const active = v.parse(NamedList, await get(`ewoks/${list}?active=1&sort=${list === 'time-slots' ? 'sort' : 'name'}`)).data
      const all = v.parse(NamedList, await get(`ewoks/${list}`)).data
      expect(all.length).toBeGreaterThan(active.length)
      if (list !== 'time-slots') expect(active.map((e) => e.name)).toEqual(active.map((e) => e.name).sort((a, b) => a.localeCompare(b, 'en')))
    }
    const slots = v.parse(NamedList, await get('ewoks/time-slots?active=1&sort=sort')).data
    expect(slots[0]?.name).toBe('Any time')
    const networks = v.parse(NamedList, await get('ewoks/networks?active=1&sort=name')).data.map((n) => n.name)
    expect(networks).toEqual(['AirtelTigo', 'MTN', 'Telecel'])
    const states = v.parse(NamedList, await get('ewoks/sky-states?active=1&sort=name')).data
    expect(states).toHaveLength(16)
    for (const state of states) {
      const cities = v.parse(Cities, await get(`ewoks/sky-states/${state.id}/sky-cities?active=1&sort=name`)).data
      expect(cities.length).toBeGreaterThanOrEqual(3)
      for (const city of cities) expect(city.districts.length).toBeGreaterThan(0)
    }
    expect((await app.request('/api/v1/ewoks/banks')).status).toBe(401)
  })

  it('serves the four levels, the top one without a next level', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'active')
    const level = async (id: number) => v.parse(Level, await (await app.request(`/api/v1/ewoks/levels/${id}`, authed(token))).json())
    expect((await level(1)).next_level?.name).toBe('Silver')
    expect(await level(4)).toMatchObject({ name: 'Platinum', rank: 4, next_level: null })
    expect((await app.request('/api/v1/ewoks/levels/9', authed(token))).status).toBe(404)
  })
})

describe('payment methods', () => {
  it('lists, adds and updates the owner’s accounts', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'payment')
    const base = '/api/v1/ewoks/consultants/1005/payment-methods'
    expect(
      v.parse(AvailablePaymentMethods, await (await app.request('/api/v1/ewoks/available-payment-methods', authed(token))).json()).payment_methods,
    ).toHaveLength(3)
    expect(v.parse(PaymentMethods, await (await app.request(base, authed(token))).json()).data).toEqual([])
    const bank = { bank: 1, account_name: 'kwame  ADDO', account_number: '0123456789' }
    await expectError(await app.request(`${base}/bank_transfer`, json('POST', { ...bank, account_name: 'Someone Else' }, token)), 422, 'VALIDATION_FAILED', {
      account_name: ['name_mismatch'],
    })
    await expectError(
      await app.request(`${base}/mobile_money`, json('POST', { full_name: 'Kwame Invalid', phone_number: '00000000000' }, token)),
      422,
      'VALIDATION_FAILED',
      { full_name: ['invalid_name'], phone_number: ['invalid_phone'] },
    )
    expect((await app.request(`${base}/voucher`, json('POST', {}, token))).status).toBe(404)
    const added = v.parse(PaymentMethod, await (await app.request(`${base}/bank_transfer`, json('POST', bank, token))).json())
    expect(added).toMatchObject({ type: 'bank_transfer', bank: { id: 1, name: 'GCB Bank' } })
    expect(sessionLogin(app, token).has_payment_method).toBe(true)
    const edited = v.parse(
      PaymentMethod,
      await (await app.request(`${base}/bank_transfer/${added.id}`, json('PUT', { ...bank, account_number: '9999999999' }, token))).json(),
    )
    expect(edited).toMatchObject({ id: added.id, account_number: '9999999999' })
    expect((await app.request(`${base}/mobile_money/${added.id}`, json('PUT', { full_name: 'Kwame Addo', phone_number: '02441234567' }, token))).status).toBe(
      404,
    )
    await expectError(await app.request('/api/v1/ewoks/consultants/1001/payment-methods', authed(token)), 403, 'FORBIDDEN')
  })

  it('seeds accounts for personas that hold one', async () => {
    const app = newApp()
    const active = await login(app, 'active')
    const list = v.parse(PaymentMethods, await (await app.request('/api/v1/ewoks/consultants/1001/payment-methods', authed(active.jforce_token))).json()).data
    expect(list.map((m) => m.type)).toEqual(['bank_transfer'])
    const store = await login(app, 'store')
    const storeList = v.parse(
      PaymentMethods,
      await (await app.request('/api/v1/ewoks/consultants/1003/payment-methods', authed(store.jforce_token))).json(),
    ).data
    expect(storeList.map((m) => m.type)).toEqual(['mobile_money', 'voucher'])
  })
})

describe('content', () => {
  it('serves blocks, the homepage and the agreement documents without a session', async () => {
    const app = newApp()
    for (const key of ['faq', 'agreement', 'suspended-info', 'pickup-stations', 'privacy', 'xss-test']) {
      const block = v.parse(ContentBlock, await (await app.request(`/api/v1/mouse/blocks/${key}`)).json())
      expect(block.key).toBe(key)
    }
    const xss = v.parse(ContentBlock, await (await app.request('/api/v1/mouse/blocks/xss-test')).json()).content
    expect(xss).toMatch(/<script>/)
    expect(xss).toMatch(/onerror=/)
    expect(xss).toMatch(/javascript:/)
    await expectError(await app.request('/api/v1/mouse/blocks/nope'), 404, 'NOT_FOUND')
    const home = v.parse(HomeBlocks, await (await app.request('/api/v1/mouse/homepage')).json()).data
    expect(home.map((b) => b.type)).toEqual(['slider', 'readytosell'])
    expect(home[1]?.items.length).toBeGreaterThanOrEqual(6)
    for (const name of ['agreement.pdf', 'agreement-v2.pdf']) {
      const res = await app.request(`/api/v1/mouse/files/${name}`)
      expect(res.headers.get('Content-Type')).toBe('application/pdf')
      const text = await res.text()
      expect(text.startsWith('%PDF-1.4')).toBe(true)
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    }
    for (const item of home.flatMap((b) => b.items)) {
      expect((await app.request(item.image ?? '')).headers.get('Content-Type')).toBe('image/svg+xml')
    }
  })
})

describe('notifications', () => {
  it('pages 40+ notifications newest first and redirects, marking them read', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'active')
    const page = async (n: number) =>
      v.parse(NotificationPage, await (await app.request(`/api/v1/kazuda/notifications/1001?page=${n}&per_page=10`, authed(token))).json())
    const first = await page(1)
    expect(first.total).toBeGreaterThanOrEqual(40)
    expect(first.data).toHaveLength(10)
    const recent = first.data.filter((n) => n.status === 'new' && NOW.getTime() - Date.parse(n.created_at) < 24 * 3600 * 1000)
    expect(recent.length).toBeGreaterThan(0)
    expect(first.total_unread).toBeGreaterThan(recent.length)
    const dates = first.data.map((n) => Date.parse(n.created_at))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect((await page(5)).data.length).toBe(first.total - 40)
    const target = first.data.find((n) => n.has_redirect && n.status === 'new')
    const redirect = v.parse(NotificationRedirect, await (await app.request(`/api/v1/kazuda/notifications/1001/redirect/${target?.id}`, authed(token))).json())
    expect(redirect.data.url.startsWith('/')).toBe(true)
    expect((await page(1)).total_unread).toBe(first.total_unread - 1)
    expect((await app.request('/api/v1/kazuda/notifications/1001/redirect/1', authed(token))).status).toBe(404)
    await expectError(await app.request('/api/v1/kazuda/notifications/1001?page=0', authed(token)), 422, 'VALIDATION_FAILED', { page: ['invalid'] })
    await expectError(await app.request('/api/v1/kazuda/notifications/1002', authed(token)), 403, 'FORBIDDEN')
    expect(await (await newApp().request('/api/v1/kazuda/notifications/1001', authed((await login(app, 'active')).jforce_token))).status).toBe(401)
  })

  it('subscribes and unsubscribes push subscriptions, and is deterministic', async () => {
    const app = newApp()
    const { jforce_token: token } = await login(app, 'member')
    const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'k', auth: 'a' } }
    const base = '/api/v1/kazuda/notifications/1002'
    v.parse(Ok, await (await app.request(`${base}/subscribe`, json('POST', { subscription }, token))).json())
    v.parse(Ok, await (await app.request(`${base}/un-subscribe`, json('DELETE', { subscription }, token))).json())
    v.parse(Ok, await (await app.request(`${base}/un-subscribe-all`, authed(token, 'DELETE'))).json())
    await expectError(await app.request(`${base}/subscribe`, json('POST', { subscription: { endpoint: 'nope' } }, token)), 422, 'VALIDATION_FAILED')
    const other = newApp()
    const otherToken = (await login(other, 'member')).jforce_token
    const a = await (await app.request(base, authed(token))).json()
    const b = await (await other.request(base, authed(otherToken))).json()
    expect(a).toEqual(b)
  })
})
