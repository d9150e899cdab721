import { describe, expect, it } from 'vitest'
import {
  hasOrderFilter,
  noOrderFilter,
  orderFilterOf,
  orderQueryOf,
  ordersSearchOf,
  ordersSearchString,
  withoutOrderFilter,
  type OrderFilter,
} from './order-filters'

const today = '2026-11-21'

const everything: OrderFilter = {
  date: 'completed',
  when: 'between',
  range: { from: '2026-10-01', to: '2026-10-31' },
  statuses: ['returned', 'failed'],
  categories: ['phones-tablets', 'computing'],
  services: ['airtime'],
  itemTypes: ['physical'],
}

describe('order filters ↔ the URL’s search', () => {
  it('writes only what differs from no filter, in one canonical form', () => {
    expect(ordersSearchOf(noOrderFilter)).toEqual({})
    expect(ordersSearchString(noOrderFilter)).toBe('')
    expect(ordersSearchOf(everything)).toEqual({
      date: 'completed',
      when: 'between',
      from: '2026-10-01',
      to: '2026-10-31',
      status: 'failed,returned',
      category: 'computing,phones-tablets',
      service: 'airtime',
      type: 'physical',
    })
    expect(ordersSearchString(everything)).toBe(
      '?date=completed&when=between&from=2026-10-01&to=2026-10-31&status=failed%2Creturned&category=computing%2Cphones-tablets&service=airtime&type=physical',
    )
  })

  it('reads back what it wrote, through the URL text too', () => {
    const back = orderFilterOf(ordersSearchOf(everything))
    expect(back).toEqual({ ...everything, statuses: ['failed', 'returned'], categories: ['computing', 'phones-tablets'] })
    const fromText = Object.fromEntries(new URLSearchParams(ordersSearchString(everything)))
    expect(orderFilterOf(fromText)).toEqual(back)
    expect(orderFilterOf({})).toEqual(noOrderFilter)
  })

  it('today keeps its date field; all time drops it', () => {
    expect(ordersSearchOf({ ...noOrderFilter, date: 'last-event', when: 'today' })).toEqual({ date: 'last-event', when: 'today' })
    expect(ordersSearchOf({ ...noOrderFilter, date: 'last-event', when: 'all' })).toEqual({})
    expect(orderFilterOf({ when: 'today' })).toEqual({ ...noOrderFilter, when: 'today' })
  })

  it('never throws on an edited link: drops what it cannot read', () => {
    expect(orderFilterOf({ date: 'shipped', when: 'yesterday', status: 'failed,paid,FAILED,failed', category: 'Phones,ok-1,a b', type: 42 })).toEqual({
      ...noOrderFilter,
      statuses: ['failed'],
      categories: ['ok-1'],
    })
    // Between without two real days is all time; days given backwards are turned around.
    expect(orderFilterOf({ when: 'between', from: '2026-02-30', to: '2026-03-01' })).toEqual(noOrderFilter)
    expect(orderFilterOf({ when: 'between', from: '2026-10-31', to: '2026-10-01' }).range).toEqual({ from: '2026-10-01', to: '2026-10-31' })
    expect(orderFilterOf({ status: 'x'.repeat(5000) })).toEqual(noOrderFilter)
    expect(orderFilterOf({ from: '2026-10-01', to: '2026-10-31' })).toEqual(noOrderFilter)
  })

  it('removes one chip at a time', () => {
    const noStatus = withoutOrderFilter(withoutOrderFilter(everything, { list: 'statuses', id: 'failed' }), { list: 'statuses', id: 'returned' })
    expect(noStatus.statuses).toEqual([])
    expect(noStatus.categories).toEqual(['computing', 'phones-tablets'])
    const noDate = withoutOrderFilter(everything, 'date')
    expect(noDate).toMatchObject({ date: 'created', when: 'all', range: null })
    expect(hasOrderFilter(noDate)).toBe(true)
    expect(hasOrderFilter(noOrderFilter)).toBe(false)
    expect(hasOrderFilter({ ...noOrderFilter, when: 'today' })).toBe(true)
  })
})

describe('order filters → the gateway’s query', () => {
  it('each date field gives its own from/to; lists go out as arrays', () => {
    expect(orderQueryOf(everything, today)).toEqual({
      completed_from: '2026-10-01',
      completed_to: '2026-10-31',
      status: ['failed', 'returned'],
      category: ['computing', 'phones-tablets'],
      service: ['airtime'],
      item_type: ['physical'],
    })
    expect(orderQueryOf({ ...noOrderFilter, when: 'today' }, today)).toEqual({ created_from: today, created_to: today })
    expect(orderQueryOf({ ...noOrderFilter, date: 'last-event', when: 'today' }, today)).toEqual({ last_event_from: today, last_event_to: today })
    expect(orderQueryOf(noOrderFilter, today)).toEqual({})
  })
})
