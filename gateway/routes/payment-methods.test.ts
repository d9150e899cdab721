import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { Env } from '../http'
import { GatewayStore } from '../store'
import { paymentMethodsRoutes } from './payment-methods'

function gateway() {
  const store = new GatewayStore({ seed: 42, now: new Date('2026-11-21T10:00:00Z') })
  const app = new Hono<Env>().route('/api/v1', paymentMethodsRoutes(store))
  const call = (token: string, method: string, path: string, body?: unknown) =>
    app.request(`/api/v1/${path}`, {
      method,
      headers: { 'X-Jforce-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  return { store, call }
}

describe('payment methods: only the owner (spec section 6)', () => {
  it('refuses staff viewing the account: no list, no add, no update', async () => {
    const { store, call } = gateway()
    const staff = store.openSession('active', 'staff').token
    expect((await call(staff, 'GET', 'ewoks/consultants/1001/payment-methods')).status).toBe(403)
    expect(
      (await call(staff, 'POST', 'ewoks/consultants/1001/payment-methods/mobile_money', { full_name: 'Ama Mensah', phone_number: '02441234567' })).status,
    ).toBe(403)
    expect(
      (
        await call(staff, 'PUT', 'ewoks/consultants/1001/payment-methods/bank_transfer/10011', {
          bank: 1,
          account_name: 'Ama Mensah',
          account_number: '1234567890',
        })
      ).status,
    ).toBe(403)
  })

  it('serves the consultant themself', async () => {
    const { store, call } = gateway()
    const own = store.openSession('active', null).token
    expect((await call(own, 'GET', 'ewoks/consultants/1001/payment-methods')).status).toBe(200)
  })

  it('takes an Arabic holder name of 3 to 50 characters only', async () => {
    const { store, call } = gateway()
    const own = store.openSession('member', null).token
    const add = (full_name: string) => call(own, 'POST', 'ewoks/consultants/1002/payment-methods/mobile_money', { full_name, phone_number: '02441234567' })
    expect((await add('ع'.repeat(51))).status).toBe(422)
    expect((await add('ع'.repeat(50))).status).not.toBe(422)
  })
})
