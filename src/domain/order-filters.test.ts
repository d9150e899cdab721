import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import {
  canonicalOrdersFilter,
  hasOrdersFilter,
  idsOf,
  noOrdersFilter,
  orderQueryOf,
  ordersFilterOf,
  sameOrdersFilter,
  withoutOrdersFilter,
  type OrdersFilter,
} from './order-filters'

const today = '2026-11-21'

const everything: OrdersFilter = {
  date: 'completed',
  when: 'between',
  from: '2026-10-01',
  to: '2026-10-31',
  status: 'failed,returned',
  category: 'computing,phones-tablets',
  service: 'airtime',
  type: 'physical',
}

describe('the orders filter ↔ the URL’s search', () => {
  it('keeps only what differs from no filter, in one canonical form', () => {
    expect(canonicalOrdersFilter({ date: 'created', when: 'all', status: '' })).toEqual(noOrdersFilter)
    expect(canonicalOrdersFilter({ ...everything, status: 'returned,failed,failed', category: 'phones-tablets,computing' })).toEqual(everything)
    // Keys in one order, so the router writes one URL for one filter.
    expect(
      Object.keys(canonicalOrdersFilter({ type: 'physical', status: 'failed', to: '2026-10-31', from: '2026-10-01', when: 'between', date: 'completed' })),
    ).toEqual(['date', 'when', 'from', 'to', 'status', 'type'])
    expect(defaultStringifySearch(everything)).toBe(
      '?date=completed&when=between&from=2026-10-01&to=2026-10-31&status=failed%2Creturned&category=computing%2Cphones-tablets&service=airtime&type=physical',
    )
    expect(defaultStringifySearch(noOrdersFilter)).toBe('')
  })

  it('reads back what the router wrote', () => {
    expect(ordersFilterOf(defaultParseSearch(defaultStringifySearch(everything)))).toEqual(everything)
    // A digits-only id goes out quoted and comes back a string, not a number.
    const digits = canonicalOrdersFilter({ category: '123' })
    expect(ordersFilterOf(defaultParseSearch(defaultStringifySearch(digits)))).toEqual(digits)
    expect(ordersFilterOf({})).toEqual(noOrdersFilter)
  })

  it('today keeps its date field; all time drops it', () => {
    expect(canonicalOrdersFilter({ date: 'last-event', when: 'today' })).toEqual({ date: 'last-event', when: 'today' })
    expect(canonicalOrdersFilter({ date: 'last-event', when: 'all' })).toEqual({})
    expect(ordersFilterOf({ date: 'last-event' })).toEqual({})
    expect(ordersFilterOf({ when: 'today' })).toEqual({ when: 'today' })
  })

  it('never throws on an edited link: drops what it cannot read', () => {
    expect(ordersFilterOf({ date: 'shipped', when: 'yesterday', status: 'failed,paid,FAILED,failed', category: 'Phones,ok-1,a b', type: 42 })).toEqual({
      status: 'failed',
      category: 'ok-1',
    })
    // Between without two real days is all time; days given backwards are turned around.
    expect(ordersFilterOf({ when: 'between', from: '2026-02-30', to: '2026-03-01' })).toEqual(noOrdersFilter)
    expect(ordersFilterOf({ when: 'between', from: '2026-10-31', to: '2026-10-01' })).toEqual({ when: 'between', from: '2026-10-01', to: '2026-10-31' })
    expect(ordersFilterOf({ status: 'x'.repeat(5000) })).toEqual(noOrdersFilter)
    expect(ordersFilterOf({ from: '2026-10-01', to: '2026-10-31' })).toEqual(noOrdersFilter)
    expect(ordersFilterOf({ status: { toString: 'failed' }, category: ['phones'] })).toEqual(noOrdersFilter)
  })

  it('removes one chip at a time', () => {
    const noStatus = withoutOrdersFilter(withoutOrdersFilter(everything, { key: 'status', id: 'failed' }), { key: 'status', id: 'returned' })
    expect(noStatus.status).toBeUndefined()
    expect(idsOf(noStatus, 'category')).toEqual(['computing', 'phones-tablets'])
    const noDate = withoutOrdersFilter(everything, 'date')
    expect(noDate).toEqual({ status: 'failed,returned', category: 'computing,phones-tablets', service: 'airtime', type: 'physical' })
    expect(hasOrdersFilter(noDate)).toBe(true)
    expect(hasOrdersFilter(noOrdersFilter)).toBe(false)
    expect(hasOrdersFilter({ when: 'today' })).toBe(true)
    expect(sameOrdersFilter(noDate, { ...noDate })).toBe(true)
    expect(sameOrdersFilter(noDate, everything)).toBe(false)
  })
})

describe('the orders filter → the gateway’s query', () => {
  it('each date field gives its own from/to; lists go out as arrays', () => {
    expect(orderQueryOf(everything, today)).toEqual({
      completed_from: '2026-10-01',
      completed_to: '2026-10-31',
      status: ['failed', 'returned'],
      category: ['computing', 'phones-tablets'],
      service: ['airtime'],
      item_type: ['physical'],
    })
    expect(orderQueryOf({ when: 'today' }, today)).toEqual({ created_from: today, created_to: today })
    expect(orderQueryOf({ date: 'last-event', when: 'today' }, today)).toEqual({ last_event_from: today, last_event_to: today })
    expect(orderQueryOf(noOrdersFilter, today)).toEqual({})
  })
})
