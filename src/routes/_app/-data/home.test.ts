import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { CommissionTotal, GatewayClient, SalesTotal } from '../../../api'
import { makeLogin } from '../../../../machines/fixtures'
import type { ResourceMachine } from '../../../../machines/resource.machine'
import { createMemoryStorage, createStoredValues } from '../../../app/stored-values'
import { allowCachedReads, inCacheTurn } from '../../../api/cached-read'
import { homeResources, startHomeData } from './home'
import type { AppSystem } from '../../../app/system'
import { signedInSystem } from '../../../app/system.fixtures'

let system: AppSystem
beforeEach(() => {
  system = signedInSystem()
})

const sales = (amount: number): SalesTotal => ({
  current: { amount, items: 1, orders: 1 },
  previous: { amount: 0, items: 0, orders: 0 },
  period: { from: '2024-03-01', to: '2024-03-31' },
  previous_period: { from: '2024-01-31', to: '2024-02-29' },
})
const commissions = (confirmed: number, pending: number): CommissionTotal => ({ confirmed, pending, penalty_perc: 0, penalty_amount: 0, payable: confirmed })

function fakeClient() {
  const salesTotal = vi.fn((_id: number, q: { date_from: string }) => Promise.resolve(sales(q.date_from === '2024-03-01' ? 300 : 200)))
  const commissionTotal = vi.fn((_id: number, q: { date_from: string }) =>
    Promise.resolve(q.date_from === '2024-03-01' ? commissions(30, 12) : commissions(20, 0)),
  )
  const client = { sales: { total: salesTotal }, commissions: { total: commissionTotal } } as unknown as GatewayClient
  return { client, salesTotal, commissionTotal }
}

const load = async <T>(machine: ResourceMachine<T> | null) => {
  if (!machine) throw new Error('not loaded')
  return (await waitFor(createActor(machine).start(), (s) => s.matches('loaded'))).context.data
}

const now = () => new Date(2024, 2, 15)

describe('home resources', () => {
  it('compares this calendar month with last month, for sales and commissions', async () => {
    const { client, salesTotal, commissionTotal } = fakeClient()
    const resources = homeResources(client, makeLogin(), now)
    expect(await load(resources.sales)).toEqual({ thisMonth: 300, lastMonth: 200 })
    expect(await load(resources.commissions)).toEqual({ thisMonth: 30, lastMonth: 20, pendingThisMonth: 12 })
    expect(salesTotal.mock.calls.map(([id, q]) => [id, q])).toEqual([
      [7, { date_from: '2024-03-01', date_to: '2024-03-31' }],
      [7, { date_from: '2024-02-01', date_to: '2024-02-29' }],
    ])
    expect(commissionTotal).toHaveBeenCalledTimes(2)
  })

  it('asks for the home blocks at once when the month summary is switched off, and after a failed summary too', async () => {
    const homepage = vi.fn(() => Promise.resolve({ data: [] }))
    const off = { content: { homepage, block: vi.fn() } } as unknown as GatewayClient
    const data = startHomeData({ client: off, system }, makeLogin({ feature_toggles: { sales: false, commissions: false, bonus: false } }), { now })
    await vi.waitFor(() => expect(homepage).toHaveBeenCalledTimes(1))
    data.stop()

    const failing = {
      content: { homepage, block: vi.fn() },
      bonuses: { homepage: vi.fn(() => Promise.resolve({ data: [] })) },
      sales: { total: vi.fn(() => Promise.reject(new Error('offline'))) },
      commissions: { total: vi.fn(() => Promise.reject(new Error('offline'))) },
    } as unknown as GatewayClient
    const second = startHomeData({ client: failing, system }, makeLogin(), { now })
    await waitFor(second.resources.blocks, (snapshot) => snapshot.matches('loaded'))
    expect(homepage).toHaveBeenCalledTimes(2)
    second.stop()
  })

  it('loads nothing for a section whose toggle is off', () => {
    const { client } = fakeClient()
    const resources = homeResources(client, makeLogin({ feature_toggles: { sales: false, commissions: false, bonus: false } }), now)
    expect(resources.sales).toBeNull()
    expect(resources.commissions).toBeNull()
    expect(resources.bonuses).toBeNull()
  })

  it('starts the reads at once (the route loader, before the screen renders); the same visit keeps them, stop ends them', async () => {
    const { client, salesTotal } = fakeClient()
    const homepage = vi.fn(() => Promise.resolve({ data: [] }))
    const bonuses = vi.fn(() => Promise.resolve({ data: [] }))
    const full = { ...client, content: { homepage, block: vi.fn() }, bonuses: { homepage: bonuses } } as unknown as GatewayClient
    const first = startHomeData({ client: full, system }, makeLogin(), { now })
    expect(bonuses).toHaveBeenCalledTimes(1)
    expect(salesTotal).toHaveBeenCalledTimes(2)
    // The home blocks (below the first screen) wait for the month summary.
    expect(homepage).not.toHaveBeenCalled()
    const sales = await waitFor(first.resources.sales!, (snapshot) => snapshot.matches('loaded'))
    expect(sales.context.data).toEqual({ thisMonth: 300, lastMonth: 200 })
    await waitFor(first.resources.blocks, (snapshot) => snapshot.matches('loaded'))
    expect(homepage).toHaveBeenCalledTimes(1)

    // The loader again for the same visit (the app's first load runs it twice): the same reads, no new calls.
    const again = startHomeData({ client: full, system }, makeLogin(), { now })
    expect(again.resources.blocks).toBe(first.resources.blocks)
    expect(system.get('screen:/home:sales')).toBe(first.resources.sales)
    expect(salesTotal).toHaveBeenCalledTimes(2)
    again.stop()
    expect(first.resources.sales?.getSnapshot().status).toBe('stopped')
    expect(first.resources.blocks.getSnapshot().status).toBe('stopped')
    // The next visit starts anew.
    const next = startHomeData({ client: full, system }, makeLogin(), { now })
    expect(next.resources.blocks.getSnapshot().status).toBe('active')
    expect(salesTotal).toHaveBeenCalledTimes(4)
    next.stop()
  })

  it("draws as many bonus placeholders as the last visit showed, and remembers this visit's count", async () => {
    const { client } = fakeClient()
    const three = { data: [1, 2, 3].map((id) => ({ id })) }
    const full = {
      ...client,
      content: { homepage: vi.fn(() => Promise.resolve({ data: [] })), block: vi.fn() },
      bonuses: { homepage: vi.fn(() => Promise.resolve(three)) },
    } as unknown as GatewayClient
    // The count is the signed-in session's: kept only while one is stored.
    const stored = createStoredValues({ storage: createMemoryStorage(), now: Date.now })
    stored.session.set(makeLogin())
    const bonusCount = stored.homeBonusCount
    const first = startHomeData({ client: full, system }, makeLogin(), { now, bonusCount })
    expect(first.bonusPlaceholders).toBe(1)
    await waitFor(first.resources.bonuses!, (snapshot) => snapshot.matches('loaded'))
    expect(bonusCount.get()).toBe(3)
    first.stop()
    expect(startHomeData({ client: full, system }, makeLogin(), { now, bonusCount }).bonusPlaceholders).toBe(3)
  })

  describe('with a service worker holding the last answers (issue 21 §3)', () => {
    afterEach(() => allowCachedReads(() => false))

    it("shows every part's cached copy at once; the blocks' network read still waits for the summary's network answer", async () => {
      allowCachedReads(() => true)
      const from = () => (inCacheTurn() ? 'cache' : 'network')
      let releaseSales: () => void = () => {}
      const salesHeld = new Promise<void>((resolve) => (releaseSales = resolve))
      const asked: string[] = []
      const salesTotal = vi.fn(async (_id: number, q: { date_from: string }) => {
        if (from() === 'network') await salesHeld
        return sales(q.date_from === '2024-03-01' ? 300 : 200)
      })
      const homepage = vi.fn(() => {
        asked.push(`homepage from the ${from()}`)
        return Promise.resolve({ data: [] })
      })
      const client = {
        sales: { total: salesTotal },
        commissions: { total: vi.fn(() => Promise.resolve(commissions(1, 0))) },
        content: { homepage, block: vi.fn() },
        bonuses: { homepage: vi.fn(() => Promise.resolve({ data: [] })) },
      } as unknown as GatewayClient
      const home = startHomeData({ client, system }, makeLogin(), { now })
      const cached = await waitFor(home.resources.sales!, (snapshot) => snapshot.matches({ loading: 'showingCached' }))
      expect(cached.context.data).toEqual({ thisMonth: 300, lastMonth: 200 })
      await waitFor(home.resources.blocks, (snapshot) => snapshot.matches({ loading: 'showingCached' }))
      expect(asked).toEqual(['homepage from the cache'])
      releaseSales()
      await waitFor(home.resources.blocks, (snapshot) => snapshot.matches('loaded'))
      expect(asked).toEqual(['homepage from the cache', 'homepage from the network'])
      home.stop()
    })
  })
})
