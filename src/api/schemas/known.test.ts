import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { makeLogin } from '../../../machines/fixtures'
import { LoginResponse } from './auth'
import { BonusFormats, Bonuses } from './bonuses'
import { CommissionsByStatus, CommissionsByType } from './commissions'
import { ConsultantCreate, ConsultantUpdate } from './consultant'
import { collectUnknown } from './known'
import { OrderDetail, OrderFilters, OrderPage } from './orders'
import { AvailablePaymentMethods, PaymentMethods } from './payment-methods'
import { SalesByStatus } from './sales'
import { TeamMembers } from './team'

/** Parses as the client does (src/api/request.ts): the output, and the lists that held an unknown value. */
function read<S extends v.GenericSchema>(schema: S, input: unknown) {
  const { result, unknown } = collectUnknown(() => v.safeParse(schema, input))
  if (!result.success) throw new Error(result.issues.map((issue) => issue.message).join('; '))
  return { output: result.output as v.InferOutput<S>, unknown }
}

/** The login answer as JSON, with the consultant's fields overridden by raw (unchecked) values. */
const loginAnswer = (customer: Record<string, unknown>, rest: Record<string, unknown> = {}) => {
  const login = makeLogin({ customer_data: { status: { id: 'active', label: 'Active' } } })
  return { success: true, response: { ...login, ...rest, customer_data: { ...login.customer_data, ...customer } } }
}

describe('the login answer: an unknown value never locks a consultant out', () => {
  it('reads an unknown account status as "unknown", keeping its label', () => {
    const { output, unknown } = read(LoginResponse, loginAnswer({ status: { id: 'on_hold', label: 'On hold' } }))
    expect(output.response.customer_data.status).toEqual({ id: 'unknown', label: 'On hold' })
    expect(unknown).toEqual(['account status'])
  })

  it('reads an unknown gender as not set, an unknown account type as consultant (the spec’s default)', () => {
    const { output, unknown } = read(LoginResponse, loginAnswer({ gender: 'x-other', account_type: 'franchise' }))
    expect(output.response.customer_data.gender).toBeNull()
    expect(output.response.customer_data.account_type).toBe('consultant')
    expect(unknown).toEqual(['account type', 'gender'])
  })

  it('reads a required payment method of a kind the app has no form for as none required', () => {
    const { output, unknown } = read(LoginResponse, loginAnswer({}, { payment_method_mandatory: 'crypto_wallet' }))
    expect(output.response.payment_method_mandatory).toBeNull()
    expect(unknown).toEqual(['payment method type'])
  })

  it('reads a missing or odd synced flag without failing the login (accountSyncOf reads it as unknown)', () => {
    for (const synced of [undefined, null, 'true', 1, { yes: true }]) {
      const customer = loginAnswer({ synced })
      if (synced === undefined) delete (customer.response.customer_data as Record<string, unknown>).synced
      const { output } = read(LoginResponse, customer)
      expect(output.response.customer_data.synced).toEqual(synced)
    }
  })

  it('reads known values as they are, and notes nothing', () => {
    const { output, unknown } = read(
      LoginResponse,
      loginAnswer({ gender: 'female', account_type: 'store', status: { id: 'suspended', label: 'Suspended' } }, { payment_method_mandatory: 'mobile_money' }),
    )
    expect(output.response.customer_data).toMatchObject({ gender: 'female', account_type: 'store', status: { id: 'suspended' } })
    expect(output.response.payment_method_mandatory).toBe('mobile_money')
    expect(unknown).toEqual([])
  })

  it('still refuses what is not a value of the list at all: a number, a status without its label, a row that is no row', () => {
    const refused = (schema: v.GenericSchema, input: unknown) => expect(collectUnknown(() => v.safeParse(schema, input)).result.success).toBe(false)
    refused(LoginResponse, loginAnswer({ status: { id: 'on_hold' } }))
    refused(LoginResponse, loginAnswer({ gender: 42 }))
    refused(LoginResponse, loginAnswer({ status: { id: 7, label: 'Seven' } }))
    refused(OrderPage, { data: [summary(7)], total: 1, page: 1, per_page: 50 })
    refused(SalesByStatus, { data: [{ status: 42, amount: 1, items: 1, previous_amount: 0, previous_items: 0 }] })
    refused(SalesByStatus, { data: ['completed'] })
  })
})

describe('what the app sends stays strict', () => {
  it('never sends a gender or account type it does not know', () => {
    expect(v.safeParse(ConsultantUpdate, { gender: 'x-other' }).success).toBe(false)
    const create = v.safeParse(ConsultantCreate, { account_type: 'franchise' })
    expect(create.success).toBe(false)
  })
})

const summary = (order_type: unknown, item_statuses: unknown[] = ['completed']) => ({
  id: `o-${String(order_type)}`,
  number: '1001',
  order_type,
  created_at: '2026-11-20T10:00:00Z',
  last_event_at: '2026-11-21T10:00:00Z',
  completed_at: null,
  items_count: 1,
  total_paid: 10,
  total_commission: 1,
  item_statuses,
  customer_name: 'Ama',
})

describe('orders: the spec’s ods, and types and statuses the app does not know', () => {
  it('reads ods (spec section 3: food) as a known venture', () => {
    const { output, unknown } = read(OrderPage, { data: [summary('ods')], total: 1, page: 1, per_page: 50 })
    expect(output.data[0]?.order_type).toBe('ods')
    expect(unknown).toEqual([])
  })

  it('keeps an unknown but well-formed type (its detail is asked for with it), reads anything else as other; the list stays', () => {
    const { output, unknown } = read(OrderPage, { data: [summary('mall'), summary('pharmacy'), summary('Bad Type/..')], total: 3, page: 1, per_page: 50 })
    expect(output.data.map((order) => order.order_type)).toEqual(['mall', 'pharmacy', 'other'])
    expect(unknown).toEqual(['order type'])
  })

  it('reads an unknown item status as "unknown", in the list, an item and its timeline', () => {
    const list = read(OrderPage, { data: [summary('jpay', ['completed', 'lost_in_transit'])], total: 1, page: 1, per_page: 50 })
    expect(list.output.data[0]?.item_statuses).toEqual(['completed', 'unknown'])
    expect(list.unknown).toEqual(['item status'])
    const { item_statuses: _, ...rest } = summary('mall')
    const item = {
      id: 'i-1',
      name: 'Phone',
      quantity: 1,
      price_paid: 10,
      commission: 1,
      category: { id: 'phones', name: 'Phones' },
      brand: null,
      vendor: null,
      sku: 'S',
      product_id: 'P',
      item_type: 'physical',
      order_type: 'mall',
      status: 'lost_in_transit',
      image: null,
      timeline: [
        { status: 'created', date: '2026-11-20T10:00:00Z', detail: null },
        { status: 'lost_in_transit', date: '2026-11-21T10:00:00Z', detail: null },
      ],
    }
    const detail = read(OrderDetail, { ...rest, customer: { name: 'Ama', phone: null, address: null, email: null }, items: [item], timeline: item.timeline })
    expect(detail.output.items[0]?.status).toBe('unknown')
    expect(detail.output.timeline.map((step) => step.status)).toEqual(['created', 'unknown'])
  })

  it('offers no filter on a status it does not know', () => {
    const { output, unknown } = read(OrderFilters, {
      statuses: [
        { id: 'failed', name: 'Failed' },
        { id: 'lost_in_transit', name: 'Lost' },
      ],
      categories: [],
      services: [],
      item_types: [],
    })
    expect(output.statuses).toEqual([{ id: 'failed', name: 'Failed' }])
    expect(unknown).toEqual(['filter status'])
  })
})

describe('breakdowns leave out a row they cannot name or filter on', () => {
  const compared = { amount: 1, items: 1, previous_amount: 0, previous_items: 0 }
  it('sales by status, commissions by status and by type', () => {
    expect(
      read(SalesByStatus, {
        data: [
          { status: 'completed', ...compared },
          { status: 'lost_in_transit', ...compared },
        ],
      }).output.data,
    ).toHaveLength(1)
    expect(
      read(CommissionsByStatus, {
        data: [
          { status: 'mystery', amount: 1, items: 1 },
          { status: 'failed', amount: 0, items: 1 },
        ],
      }).output.data,
    ).toEqual([{ status: 'failed', amount: 0, items: 1 }])
    const byType = read(CommissionsByType, {
      data: [
        { type: 'direct', confirmed: 1, pending: 0, items: 1 },
        { type: 'indirect3', confirmed: 1, pending: 0, items: 1 },
      ],
    })
    expect(byType.output.data.map((row) => row.type)).toEqual(['direct'])
    expect(byType.unknown).toEqual(['commission type row'])
  })
})

describe('bonuses, payment accounts, team members', () => {
  const bonus = {
    id: 1,
    name: 'B',
    state: 'paused',
    format: 'referrals',
    target: 5,
    progress: 1,
    reward: 100,
    starts_at: '2026-11-01T00:00:00Z',
    ends_at: '2026-11-30T23:59:59Z',
    grace_period_days: 3,
    b2c_only: false,
    daily_chain_performance: false,
  }

  it('reads an unknown bonus state and format as "unknown" (phase from dates and progress, a plain count)', () => {
    const { output, unknown } = read(Bonuses, { data: [bonus] })
    expect(output.data[0]).toMatchObject({ state: 'unknown', format: 'unknown' })
    expect(unknown).toEqual(['bonus state', 'bonus format'])
    expect(read(BonusFormats, { data: [{ format: 'orders', unit: 'points' }] }).output.data).toEqual([{ format: 'orders', unit: 'count' }])
  })

  it('leaves out an account or an offered kind of payment the app has no form for', () => {
    const accounts = read(PaymentMethods, {
      data: [
        { type: 'voucher', id: 1, updated_at: '2026-11-20T10:00:00Z' },
        { type: 'crypto_wallet', id: 2, updated_at: '2026-11-20T10:00:00Z', address: 'x' },
      ],
    })
    expect(accounts.output.data.map((account) => account.id)).toEqual([1])
    expect(accounts.unknown).toEqual(['payment method type'])
    const offered = read(AvailablePaymentMethods, {
      payment_methods: [
        { type: 'mobile_money', name: 'Mobile money' },
        { type: 'crypto_wallet', name: 'Crypto' },
      ],
    })
    expect(offered.output.payment_methods.map((kind) => kind.type)).toEqual(['mobile_money'])
  })

  it('reads a team member’s unknown status as "unknown" (never counted as active)', () => {
    const member = {
      id: 2001,
      first_name: 'Ama',
      last_name: 'B',
      email: null,
      phone_number: null,
      profile_picture: null,
      level: null,
      status: 'probation',
      joined_at: '2026-01-01T00:00:00Z',
    }
    const { output, unknown } = read(TeamMembers, { data: [member], total: 1 })
    expect(output.data[0]?.status).toBe('unknown')
    expect(unknown).toEqual(['account status'])
  })
})

describe('collectUnknown', () => {
  it('names each list once per answer and nothing outside a collection', () => {
    const answer = { data: [summary('pharmacy', ['x', 'y']), summary('bakery')], total: 2, page: 1, per_page: 50 }
    expect(read(OrderPage, answer).unknown).toEqual(['order type', 'item status'])
    expect(v.safeParse(OrderPage, answer).success).toBe(true)
  })
})
