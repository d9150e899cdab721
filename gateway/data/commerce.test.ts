import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  BonusDetail,
  BonusFormats,
  Bonuses,
  CommissionTotal,
  CommissionsByCategory,
  CommissionsByService,
  CommissionsByStatus,
  CommissionsByType,
  ErrorBody,
  GracePeriod,
  ItemStatus,
  Ok,
  OrderDetail,
  OrderFilters,
  OrderPage,
  OrdersSuccessRate,
  PayoutThreshold,
  Periods,
  SalesByCategory,
  SalesByStatus,
  SalesTotal,
  SuccessRateConfigs,
  SuccessRates,
  TeamLeader,
  TeamMemberDetail,
  TeamMemberHistory,
  TeamMembers,
  TeamSalesTotal,
} from '../../src/api/schemas'
import { createGatewayForTests } from '../testing'
import { COMPLETED_AFTER, DAY } from './calendar'
import { CATEGORIES } from './catalog'
import { consultantData, teamGraph } from './model'

const NOW = new Date('2026-11-21T10:00:00Z')
const gw = createGatewayForTests({ seed: 42, now: NOW })
const token = gw.tokenFor('active')

async function call(path: string, init: { token?: string | null; lang?: string; method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'Accept-Language': init.lang ?? 'en' }
  const t = init.token === undefined ? token : init.token
  if (t) headers['X-Jforce-Token'] = t
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await gw.app.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, json: (await res.json()) as unknown }
}

async function get<S extends v.GenericSchema>(schema: S, path: string, init: Parameters<typeof call>[1] = {}): Promise<v.InferOutput<S>> {
  const { status, json } = await call(path, init)
  expect(status, `${path} → ${JSON.stringify(json)}`).toBe(200)
  return v.parse(schema, json)
}

const C = '/watto/consultants/1001'
const NOV = 'date_from=2026-11-01&date_to=2026-11-30'

describe('the commerce model', () => {
  const data = consultantData(gw.store, 1001)
  const items = data.items

  it('gives the active persona 2,000+ orders over 25 months, every status, venture, category and item type', () => {
    expect(data.orders.length).toBeGreaterThanOrEqual(2000)
    expect(data.firstOrderMs).toBeLessThanOrEqual(NOW.getTime() - 24 * 30 * DAY)
    expect(new Set(items.map((i) => i.item.status))).toEqual(new Set(ItemStatus.options))
    expect(new Set(data.orders.map((o) => o.detail.order_type))).toEqual(new Set(['mall', 'jpay', 'ods']))
    const categories = new Set(items.map((i) => i.item.category.id))
    for (const c of CATEGORIES) expect(categories.has(c.id), c.id).toBe(true)
    expect(CATEGORIES).toHaveLength(26)
    expect(new Set(items.map((i) => i.item.item_type))).toEqual(new Set(['physical', 'digital', 'service']))
    for (const o of data.orders) expect(o.items.length).toBeGreaterThanOrEqual(1)
    expect(Math.max(...data.orders.map((o) => o.items.length))).toBe(4)
  })

  it('follows the lifecycle of spec section 4', () => {
    for (const { item } of items) {
      const times = item.timeline.map((e) => Date.parse(e.date))
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime())
      expect(item.timeline[0]?.status).toBe('created')
      expect(item.timeline.at(-1)?.status).toBe(item.status)
      const delivered = item.timeline.find((e) => e.status === 'delivered')
      if (item.status === 'completed') expect(times.at(-1)! - Date.parse(delivered!.date)).toBe(COMPLETED_AFTER)
      if (item.status === 'returned') expect(times.at(-1)! - Date.parse(delivered!.date)).toBeLessThan(COMPLETED_AFTER)
      if (item.status === 'rejected') expect(item.timeline.some((e) => e.detail === 'Shipped' || e.detail === 'Out for delivery')).toBe(true)
      expect(item.commission).toBeLessThanOrEqual(item.price_paid * 0.12 + 0.01)
    }
    const recent = data.orders.filter((o) => o.createdMs > NOW.getTime() - 3 * DAY)
    expect(recent.some((o) => o.items.some((i) => i.item.status !== 'completed'))).toBe(true)
    const old = items.filter((i) => i.createdMs < NOW.getTime() - 60 * DAY)
    expect(old.filter((i) => i.item.status === 'completed').length / old.length).toBeGreaterThan(0.8)
  })

  it('gives other consultants 100–300 orders (the newcomer none), non-consultants none, and builds the team', () => {
    for (const p of gw.store.allPersonas()) {
      const id = p.login.customer_data.id
      if (id === null || id === 1001) continue
      const n = consultantData(gw.store, id).orders.length
      if (p.spec.no_orders) {
        expect(n, p.spec.key).toBe(0)
        continue
      }
      expect(n, p.spec.key).toBeGreaterThanOrEqual(100)
      expect(n, p.spec.key).toBeLessThanOrEqual(300)
    }
    const graph = teamGraph(gw.store)
    expect(graph.teams.get(1001)).toHaveLength(28)
    expect(graph.teams.get(1001)).toContain(1002)
    expect([...graph.teams.keys()].filter((k) => k !== 1001).length).toBeGreaterThan(0)
    // Everyone has sold but the recruits still getting started (data/team.ts) and the newcomer.
    for (const [m, rec] of graph.members) {
      const unsold = rec.recruitStage !== undefined || m === 1013
      expect(consultantData(gw.store, m).orders.length > 0, String(m)).toBe(!unsold)
    }
  })
})

describe('orders routes', () => {
  it('pages newest first, filters and validates', async () => {
    const page = await get(OrderPage, `${C}/orders?per_page=100`)
    expect(page.data).toHaveLength(100)
    expect(page.total).toBeGreaterThanOrEqual(2000)
    expect(page.data[0]!.created_at >= page.data[1]!.created_at).toBe(true)
    const returned = await get(OrderPage, `${C}/orders?status[]=returned&status[]=rejected&category[]=phones-tablets`)
    expect(returned.total).toBeGreaterThan(0)
    const jpay = await get(OrderPage, `${C}/orders?service[]=airtime&created_from=2026-01-01&created_to=2026-06-30&per_page=5&page=2`)
    expect(jpay.data.every((o) => o.order_type === 'jpay' && o.created_at >= '2026-01-01')).toBe(true)
    const done = await get(OrderPage, `${C}/orders?completed_from=2026-10-01&completed_to=2026-10-31`)
    expect(done.data.every((o) => o.completed_at !== null && o.completed_at.startsWith('2026-10'))).toBe(true)
    expect((await call(`${C}/orders?status[]=lost`)).status).toBe(422)
    expect((await call(`${C}/orders?per_page=101`)).status).toBe(422)
    expect((await call(`${C}/orders?created_from=2026-02-30`)).json).toEqual({
      success: false,
      error_message: 'VALIDATION_FAILED',
      errors: { created_from: ['invalid_date'] },
    })
  })

  it('serves details, filters and the success rate by period', async () => {
    const first = (await get(OrderPage, `${C}/orders?per_page=1`)).data[0]!
    const detail = await get(OrderDetail, `${C}/order/${first.id}?order_type=${first.order_type}`)
    expect(detail.items).toHaveLength(first.items_count)
    expect((await call(`${C}/order/${first.id}?order_type=${first.order_type === 'ods' ? 'jpay' : 'ods'}`)).status).toBe(404)
    expect((await call(`${C}/order/nope`)).status).toBe(404)
    const filters = await get(OrderFilters, `${C}/orders/filters`)
    expect(filters.categories).toHaveLength(26)
    expect(filters.statuses.map((s) => s.id)).toEqual(ItemStatus.options)
    const rate = await get(OrdersSuccessRate, `${C}/orders-success-rate-by-period?date_from=2026-10-01&date_to=2026-10-31`)
    expect(rate.success_rate).toBeGreaterThan(50)
    const none = await get(OrdersSuccessRate, `${C}/orders-success-rate-by-period?date_from=2020-01-01&date_to=2020-01-31`)
    expect(none.success_rate).toBeNull()
  })

  it('checks the session, the owner and the dates', async () => {
    expect((await call(`${C}/orders`, { token: null })).status).toBe(401)
    expect((await call('/watto/consultants/1002/orders')).status).toBe(403)
    const missing = await call(`${C}/sales/total?date_to=2026-11-30`)
    expect(missing.status).toBe(422)
    expect(v.parse(ErrorBody, missing.json).errors).toEqual({ date_from: ['invalid_date'] })
  })
})

describe('sales and commissions routes', () => {
  it('adds up sales by status and by category', async () => {
    const total = await get(SalesTotal, `${C}/sales/total?${NOV}`)
    // A whole month is compared with the whole month before (the app names the same period: src/domain/periods.ts).
    expect(total.previous_period).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    const days = await get(SalesTotal, `${C}/sales/total?date_from=2026-10-27&date_to=2026-11-25`)
    expect(days.previous_period).toEqual({ from: '2026-09-27', to: '2026-10-26' })
    const byStatus = await get(SalesByStatus, `${C}/sales/by-status?${NOV}`)
    expect(byStatus.data.map((r) => r.status)).toEqual(ItemStatus.options)
    expect(byStatus.data.reduce((s, r) => s + r.items, 0)).toBe(total.current.items)
    const byCategory = await get(SalesByCategory, `${C}/sales/by-category?${NOV}&status=completed`)
    expect(byCategory.data).toHaveLength(26)
    const filtered = await get(SalesTotal, `${C}/sales/total?${NOV}&category=phones-tablets&status=delivered`)
    expect(filtered.current.items).toBeLessThan(total.current.items)
    expect((await call(`${C}/sales/total?${NOV}&category=cars`)).status).toBe(422)
  })

  it('splits commissions consistently', async () => {
    const total = await get(CommissionTotal, `${C}/commissions/total?${NOV}`)
    expect(total.confirmed).toBeGreaterThan(0)
    expect(total.pending).toBeGreaterThan(0)
    expect(total.payable).toBeCloseTo(total.confirmed - total.penalty_amount, 2)
    const byType = await get(CommissionsByType, `${C}/commissions/grouped-by-type?${NOV}`)
    expect(byType.data.map((r) => r.type)).toEqual(['direct', 'indirect1', 'indirect2'])
    expect(byType.data.every((r) => r.confirmed > 0)).toBe(true)
    expect(byType.data.reduce((s, r) => s + r.confirmed, 0)).toBeCloseTo(total.confirmed, 1)
    const byCategory = await get(CommissionsByCategory, `${C}/commissions/grouped-by-category?${NOV}`)
    const byService = await get(CommissionsByService, `${C}/commissions/total-services?${NOV}`)
    expect(byCategory.data).toHaveLength(26)
    expect(byService.data).toHaveLength(5)
    const sum = [...byCategory.data, ...byService.data].reduce((s, r) => s + r.pending, 0)
    expect(sum).toBeCloseTo(total.pending, 1)
    const byStatus = await get(CommissionsByStatus, `${C}/commissions/grouped-by-status?${NOV}&type=direct`)
    expect(byStatus.data.find((r) => r.status === 'completed')!.amount).toBeCloseTo(byType.data[0]!.confirmed, 1)
    const past = await get(CommissionTotal, `${C}/commissions/total?date_from=2026-09-01&date_to=2026-09-30`)
    expect(past.pending).toBe(0)
    expect(await get(PayoutThreshold, '/ewoks/voucher-payment-threshold')).toEqual({ threshold: 200, currency: 'GHS' })
  })
})

describe('periods, success rates and bonuses', () => {
  it('lists the months since 2019-10 in the request language', async () => {
    const en = await get(Periods, '/watto/periods/all')
    expect(en.data[0]).toEqual({ from: '2019-10-01', to: '2019-10-31', label: 'October 2019' })
    expect(en.data.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-30', label: 'November 2026' })
    const fr = await get(Periods, '/watto/periods/all?reverse=1', { lang: 'fr-FR,fr;q=0.9' })
    expect(fr.data[0]!.label).toBe('novembre 2026')
    expect(fr.data).toHaveLength(en.data.length)
  })

  it('serves configs and 24+ months of success rates', async () => {
    for (const level of [1, 2, 3, 4]) await get(SuccessRateConfigs, `/watto/success-rate-configs/${level}`)
    expect((await call('/watto/success-rate-configs/5')).status).toBe(404)
    const rates = await get(SuccessRates, `${C}/success-rates?date_from=2023-01-01&date_to=2026-11-30`)
    expect(rates.data.length).toBeGreaterThanOrEqual(24)
    expect(rates.data[0]!.from_date).toBe('2026-11-01')
    expect(rates.data.some((r) => r.impact_perc < 0)).toBe(true)
    const before = await get(SuccessRates, `${C}/success-rates?date_from=2023-01-01&date_to=2023-12-31`)
    expect(before.data).toEqual([])
  })

  it('has bonuses in every state, one in its grace period', async () => {
    const all = await get(Bonuses, '/mandalorian/consultants/1001/bonuses')
    expect(all.data.length).toBeGreaterThanOrEqual(8)
    expect(new Set(all.data.map((b) => b.state))).toEqual(new Set(['available', 'in_progress', 'achieved', 'expired']))
    expect(all.data.some((b) => b.state === 'in_progress' && Date.parse(b.ends_at) < NOW.getTime())).toBe(true)
    expect(new Set(all.data.map((b) => b.daily_chain_performance)).size).toBe(2)
    expect(new Set(all.data.map((b) => b.b2c_only)).size).toBe(2)
    const home = await get(Bonuses, '/mandalorian/consultants/1001/homepage-bonuses')
    expect(home.data.length).toBeLessThanOrEqual(3)
    expect(home.data.every((b) => b.state === 'available' || b.state === 'in_progress')).toBe(true)
    const chain = all.data.find((b) => b.daily_chain_performance && b.state === 'in_progress')!
    expect((await get(BonusDetail, `/mandalorian/consultants/1001/bonuses/${chain.id}`)).daily.length).toBeGreaterThan(0)
    expect((await call('/mandalorian/consultants/1001/bonuses/1')).status).toBe(404)
    expect(await get(GracePeriod, '/mandalorian/bonuses/grace-period')).toEqual({ days: 3 })
    await get(BonusFormats, '/mandalorian/temp/format')
  })
})

describe('team routes', () => {
  const E = '/ewoks/consultants/1001'
  it('lists members, details, leaders and team sales', async () => {
    const members = await get(TeamMembers, `${E}/team-members`)
    expect(members.total).toBe(28)
    const withTeam = await Promise.all(members.data.map((m) => get(TeamMemberDetail, `${E}/team-members/${m.id}`)))
    expect(withTeam.some((m) => m.team_members_count > 0)).toBe(true)
    expect((await call(`${E}/team-members/3001`)).status).toBe(404)
    expect((await get(TeamLeader, `${E}/my-team-leader`)).team_leader).toBeNull()
    const kofi = await get(TeamLeader, '/ewoks/consultants/1002/my-team-leader', { token: gw.tokenFor('member') })
    expect(kofi.team_leader).toMatchObject({ id: 1001, first_name: 'Ama', last_name: 'Mensah' })
    // Kofi leads one recruit: the newcomer persona, who has not sold yet.
    expect((await get(TeamMembers, '/ewoks/consultants/1002/team-members', { token: gw.tokenFor('member') })).data.map((m) => m.id)).toEqual([1013])
    const sales = await get(TeamSalesTotal, `${C}/sales/team-members/total?${NOV}`)
    expect(sales.members).toHaveLength(28)
    expect(sales.total_sales).toBeGreaterThan(0)
    const history = await get(TeamMemberHistory, `${C}/sales/team-members/total-by-periods/1002`, { lang: 'ar' })
    expect(history.periods).toHaveLength(12)
    expect(history.periods[0]!.period.from).toBe('2026-11-01')
    expect((await call(`${C}/sales/team-members/total-by-periods/9999`)).status).toBe(404)
  })

  it('refuses invitations as the spec says', async () => {
    const invite = (email: string, personaKey = 'active', id = 1001) =>
      call(`/ewoks/consultants/${id}/invite-user`, { method: 'POST', body: { email }, token: gw.tokenFor(personaKey) })
    const refusal = async (email: string, personaKey?: string, id?: number) => v.parse(ErrorBody, (await invite(email, personaKey, id)).json).errors?.email
    expect(await refusal('ama.mensah@example.com')).toEqual(['self'])
    expect(await refusal('kofi.boateng@example.com')).toEqual(['team_member'])
    expect(await refusal('ama.mensah@example.com', 'member', 1002)).toEqual(['team_leader'])
    expect(await refusal('esi.quaye@example.com')).toEqual(['already_referred'])
    expect(v.parse(Ok, (await invite('new.friend@example.com')).json)).toEqual({ success: true })
    expect(await refusal('new.friend@example.com', 'member', 1002)).toEqual(['already_referred'])
    expect(await refusal('not-an-email')).toEqual(['invalid_email'])
  })
})

describe('determinism', () => {
  const paths = [
    `${C}/orders?per_page=50&page=3`,
    `${C}/commissions/grouped-by-type?${NOV}`,
    `${C}/success-rates?date_from=2025-01-01&date_to=2026-11-30`,
    '/mandalorian/consultants/1001/bonuses',
    '/ewoks/consultants/1001/team-members',
  ]
  const snapshot = async (seed: number) => {
    const other = createGatewayForTests({ seed, now: NOW })
    const t = other.tokenFor('active')
    return Promise.all(paths.map(async (p) => (await other.app.request(`/api/v1${p}`, { headers: { 'X-Jforce-Token': t } })).text()))
  }
  it('gives the same data for the same seed and now, other data for another seed', async () => {
    const a = await snapshot(42)
    expect(await snapshot(42)).toEqual(a)
    expect((await snapshot(7))[0]).not.toEqual(a[0])
  })
})
