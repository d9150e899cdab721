import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { OrderDetail } from '../../src/api/schemas'
import { ACTIVE_ID } from '../personas'
import { createGatewayForTests } from '../testing'
import { consultantData } from './model'

const NOW = new Date('2026-11-21T10:00:00Z')

describe('order items’ reasons (the contract’s optional reason)', () => {
  const gw = createGatewayForTests({ seed: 42, now: NOW })
  gw.tokenFor('active')
  const items = consultantData(gw.store, ACTIVE_ID).items.map((fact) => fact.item)

  it('every failed, rejected or returned item says why, with a code the app knows; other items carry none', () => {
    const failures = items.filter((item) => ['failed', 'rejected', 'returned'].includes(item.status))
    expect(failures.length).toBeGreaterThan(50)
    for (const item of failures) {
      expect(item.reason?.code).toMatch(/^[a-z_]+$/)
      expect(item.reason?.code).not.toBe('other')
      expect(item.reason?.text).toBe(item.timeline[item.timeline.length - 1]?.detail)
    }
    expect(items.filter((item) => !failures.includes(item)).every((item) => item.reason === null)).toBe(true)
    // Each status has its own reasons: a returned item was never "out of stock".
    const codesOf = (status: string) => new Set(failures.filter((item) => item.status === status).map((item) => item.reason?.code))
    expect([...codesOf('returned')].every((code) => ['wrong_size', 'damaged', 'not_as_described', 'changed_mind'].includes(code ?? ''))).toBe(true)
    expect(codesOf('rejected').has('out_of_stock')).toBe(false)
  })

  it('the order call serves the reason and the contract parses it', async () => {
    const token = gw.tokenFor('active')
    const order = consultantData(gw.store, ACTIVE_ID).orders.find((o) => o.detail.items.some((item) => item.status === 'returned'))
    expect(order).toBeDefined()
    const response = await gw.app.request(`/api/v1/watto/consultants/${ACTIVE_ID}/order/${order?.detail.id}`, { headers: { 'X-Jforce-Token': token } })
    expect(response.status).toBe(200)
    const detail = v.parse(OrderDetail, await response.json())
    const returned = detail.items.find((item) => item.status === 'returned')
    expect(returned?.reason?.text).toMatch(/^Returned: /)
    // Without the field (an older gateway) the order still parses.
    const { reason: _reason, ...withoutReason } = returned ?? {}
    expect(v.safeParse(OrderDetail, { ...detail, items: [withoutReason] }).success).toBe(true)
  })
})
