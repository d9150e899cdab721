import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import type { DateRange, GatewayClient, SuccessRateRecord } from '../../../api'
import { GatewayError } from '../../../api'
import { monthRange } from '../../../domain/month-range'
import { localDay } from '../../../i18n/format'
import { canLoadMore, collectionStatus } from '../../../../machines/paged-collection.selectors'
import { newestMonthOf, successRateMonthsMachine, successRatePageRange } from './success-rate'

/** `completed` tells which answer a record came from. */
const record = (from: string, rate: number | null, completed: number): SuccessRateRecord => ({
  from_date: from,
  to_date: monthRange(localDay(from)).date_to,
  success_rate: rate,
  orders_completed: rate === null ? 0 : completed,
  orders_failed: rate === null ? 0 : 1,
  jforce_level: { id: 2, name: 'Silver' },
  impact_perc: 0,
  hide_impact: false,
})

/** A gateway with records for the `count` months up to November 2026, answering as gateway/data/success.ts does (newest first). */
function fakeClient(count: number, options: { failOnce?: number; overlap?: boolean } = {}) {
  const months = Array.from({ length: count }, (_, i) => monthRange(new Date(2026, 10, 1), -i).date_from)
  const asked: DateRange[] = []
  let failOnce = options.failOnce
  const client: Pick<GatewayClient, 'successRate'> = {
    successRate: {
      configs: () => Promise.reject(new Error('not used')),
      byConsultant: async (_id, range) => {
        asked.push(range)
        if (failOnce === asked.length) {
          failOnce = undefined
          throw new GatewayError({ kind: 'network', call: 'successRates' })
        }
        // A gateway whose ranges overlap by a month (the merge keeps one record per month).
        const from = options.overlap ? monthRange(localDay(range.date_from), -1).date_from : range.date_from
        return { data: months.filter((m) => m >= from && m <= range.date_to).map((m) => record(m, m.endsWith('-06-01') ? null : 90, asked.length)) }
      },
    },
  }
  return { client, asked }
}

const start = (client: Pick<GatewayClient, 'successRate'>) =>
  createActor(successRateMonthsMachine(client, 1001), { input: { query: newestMonthOf(new Date(2026, 10, 23)) } }).start()

describe('success rate pages', () => {
  it('are ten months each, counted back from the month of the visit', () => {
    const query = newestMonthOf(new Date(2026, 10, 23, 23, 30))
    expect(query).toEqual({ newestMonth: '2026-11-01' })
    expect(successRatePageRange({ query, page: 1, pageSize: 10 })).toEqual({ date_from: '2026-02-01', date_to: '2026-11-30' })
    expect(successRatePageRange({ query, page: 2, pageSize: 10 })).toEqual({ date_from: '2025-04-01', date_to: '2026-01-31' })
    expect(successRatePageRange({ query, page: 3, pageSize: 10 })).toEqual({ date_from: '2024-06-01', date_to: '2025-03-31' })
  })

  it('load every month once, newest first, and say no more only when a page comes back empty', async () => {
    const { client, asked } = fakeClient(25)
    const actor = start(client)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.items).toHaveLength(10)
    for (const expected of [20, 25]) {
      actor.send({ type: 'list.loadMore' })
      await waitFor(actor, (s) => s.matches('loaded'))
      expect(actor.getSnapshot().context.items).toHaveLength(expected)
    }
    // Page 3 was short (5 months), but only an empty page means no more.
    expect(canLoadMore(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'list.loadMore' })
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.noMore).toBe(true)
    expect(canLoadMore(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'list.loadMore' })
    expect(asked).toHaveLength(4)
    const froms = actor.getSnapshot().context.items.map((r) => r.from_date)
    expect(froms[0]).toBe('2026-11-01')
    expect(froms.at(-1)).toBe('2024-11-01')
    expect(new Set(froms).size).toBe(25)
    expect([...froms].sort().reverse()).toEqual(froms)
  })

  it('merge by from_date: a month answered twice is kept once, with the newer answer', async () => {
    const { client } = fakeClient(25, { overlap: true })
    const actor = start(client)
    await waitFor(actor, (s) => s.matches('loaded'))
    // Page 1 answered 11 months (its range plus the month before).
    expect(actor.getSnapshot().context.items).toHaveLength(11)
    actor.send({ type: 'list.loadMore' })
    await waitFor(actor, (s) => s.matches('loaded'))
    const froms = actor.getSnapshot().context.items.map((r) => r.from_date)
    expect(froms).toHaveLength(21)
    expect(new Set(froms).size).toBe(21)
    // January 2026 came with page 1 (the overlap) and again with page 2: page 2's record, in its place.
    expect(froms.indexOf('2026-01-01')).toBe(10)
    expect(actor.getSnapshot().context.items[10]?.orders_completed).toBe(2)
  })

  it('a consultant without months is empty (No data) with nothing more to load', async () => {
    const { client } = fakeClient(0)
    const actor = start(client)
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(collectionStatus(actor.getSnapshot())).toBe('empty')
    expect(actor.getSnapshot().context.noMore).toBe(true)
  })

  it('a later page that fails keeps the months shown; Try again asks for the same months', async () => {
    const { client, asked } = fakeClient(25, { failOnce: 2 })
    const actor = start(client)
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'list.loadMore' })
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(actor.getSnapshot().context.loadMoreFailure?.kind).toBe('network')
    expect(actor.getSnapshot().context.items).toHaveLength(10)
    actor.send({ type: 'list.retry' })
    await waitFor(actor, (s) => s.matches('loaded'))
    expect(asked[2]).toEqual(asked[1])
    expect(actor.getSnapshot().context.items).toHaveLength(20)
  })
})
