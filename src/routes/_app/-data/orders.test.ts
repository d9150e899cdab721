import { beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { GatewayClient, OrderDetail, OrderPage } from '../../../api'
import { noOrdersFilter } from '../../../domain/order-filters'
import { ORDERS_PAGE_SIZE, startOrderArea, startOrderDetail, startOrderItem, startOrdersList, stopOrdersArea } from './orders'
import { lastListLink } from '../orders/-orders-route'
import type { AppSystem } from '../../../app/system'
import { signedInSystem } from '../../../app/system.fixtures'

let system: AppSystem
beforeEach(() => {
  system = signedInSystem()
})

const order = { id: '300010001', order_type: 'mall', items: [] } as unknown as OrderDetail
const page = (n: number): OrderPage => ({ data: [{ id: `o${n}` }] as unknown as OrderPage['data'], total: 120, page: n, per_page: ORDERS_PAGE_SIZE })

function fakeClient() {
  const list = vi.fn((_id: number, query: { page?: number }) => Promise.resolve(page(query.page ?? 1)))
  const detail = vi.fn(() => Promise.resolve(order))
  const filters = vi.fn(() => Promise.resolve({ statuses: [], categories: [], services: [], item_types: [] }))
  const client = { orders: { list, detail, filters } } as unknown as GatewayClient
  return { client, list, detail, filters }
}

describe('the orders area’s reads', () => {
  it('keeps the list’s collection for the same filter (back from an order), queries it for another, and stops it when the area is left', async () => {
    const { client, list } = fakeClient()
    const area = startOrderArea({ client, system }, 1001)
    expect(system.get('screen:/orders/*:filters')).toBe(area.resources.filters)
    const first = startOrdersList({ client, system }, 1001, noOrdersFilter)
    const collection = first.resources.list
    expect(system.get('screen:/orders:list')).toBe(collection)
    await waitFor(collection, (s) => s.matches('loaded'))
    expect(list).toHaveBeenCalledWith(1001, { page: 1, per_page: ORDERS_PAGE_SIZE })
    collection.send({ type: 'list.position', position: { offset: 640 } })
    // Back from an order: the same collection where it stood, nothing read again.
    expect(startOrdersList({ client, system }, 1001, noOrdersFilter).resources.list).toBe(collection)
    expect(collection.getSnapshot().context.position).toEqual({ offset: 640 })
    expect(list).toHaveBeenCalledTimes(1)
    expect(lastListLink(system)).toEqual({ to: '/orders', search: {} })
    // Another filter: a query on the same collection, which starts over at the top.
    const today = startOrdersList({ client, system }, 1001, { when: 'today' })
    expect(today.resources.list).toBe(collection)
    expect(collection.getSnapshot().context.query).toEqual({ when: 'today' })
    expect(collection.getSnapshot().context.position).toBeNull()
    await waitFor(collection, (s) => s.matches('loaded'))
    expect(list).toHaveBeenCalledTimes(2)
    expect(lastListLink(system)).toEqual({ to: '/orders', search: { when: 'today' } })
    stopOrdersArea(system)
    expect(collection.getSnapshot().status).toBe('stopped')
    expect(area.resources.filters.getSnapshot().status).toBe('stopped')
    expect(lastListLink(system)).toEqual({ to: '/orders', search: {} })
  })

  it('an item of the order just opened is shown without asking for the order again; leaving the area forgets it', async () => {
    const { client, detail } = fakeClient()
    startOrderArea({ client, system }, 1001)
    const opened = startOrderDetail({ client: client, system }, 1001, order.id, 'mall')
    await waitFor(opened.resources.order, (s) => s.matches('loaded'))
    const item = startOrderItem({ client: client, system }, 1001, order.id)
    await waitFor(item.resources.order, (s) => s.matches('loaded'))
    expect(item.resources.order.getSnapshot().context.data).toBe(order)
    expect(detail).toHaveBeenCalledTimes(1)
    item.stop()
    stopOrdersArea(system)
    startOrderArea({ client, system }, 1001)
    const again = startOrderItem({ client: client, system }, 1001, order.id)
    await waitFor(again.resources.order, (s) => s.matches('loaded'))
    expect(detail).toHaveBeenCalledTimes(2)
    expect(detail).toHaveBeenLastCalledWith(1001, order.id, undefined)
  })
})
