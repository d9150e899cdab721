import { describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { GatewayClient, OrderDetail, OrderPage } from '../../../api'
import { noOrderFilter } from '../../../domain/order-filters'
import { ORDERS_PAGE_SIZE, startOrderDetail, startOrderFilters, startOrderItem, startOrdersList, stopOrdersArea } from './orders'

const order = { id: '300010001', order_type: 'mall', items: [] } as unknown as OrderDetail
const page = (n: number): OrderPage => ({ data: [], total: 120, page: n, per_page: ORDERS_PAGE_SIZE })

function fakeClient() {
  const list = vi.fn((_id: number, query: { page?: number }) => Promise.resolve(page(query.page ?? 1)))
  const detail = vi.fn(() => Promise.resolve(order))
  const filters = vi.fn(() => Promise.resolve({ statuses: [], categories: [], services: [], item_types: [] }))
  const client = { orders: { list, detail, filters } } as unknown as GatewayClient
  return { client, list, detail, filters }
}

describe('the orders area’s reads', () => {
  it('keeps the list’s collection for the same filter (back from an order) and stops it when the area is left', async () => {
    const { client, list } = fakeClient()
    const filterReads = startOrderFilters(client, 1001)
    const first = startOrdersList(client, 1001, noOrderFilter)
    await waitFor(first.resources.orders, (s) => s.matches('loaded'))
    expect(list).toHaveBeenCalledWith(1001, { page: 1, per_page: ORDERS_PAGE_SIZE })
    // Back from an order: the same collection, nothing read again.
    expect(startOrdersList(client, 1001, noOrderFilter)).toBe(first)
    expect(list).toHaveBeenCalledTimes(1)
    // Another filter: a new collection, the old one stopped.
    const today = startOrdersList(client, 1001, { ...noOrderFilter, when: 'today' })
    expect(first.resources.orders.getSnapshot().status).toBe('stopped')
    stopOrdersArea(filterReads)
    expect(today.resources.orders.getSnapshot().status).toBe('stopped')
    expect(filterReads.resources.filters.getSnapshot().status).toBe('stopped')
  })

  it('an item of the order just opened is shown without asking for the order again; leaving the area forgets it', async () => {
    const { client, detail } = fakeClient()
    const opened = startOrderDetail(client, 1001, order.id, 'mall')
    await waitFor(opened.resources.order, (s) => s.matches('loaded'))
    const item = startOrderItem(client, 1001, order.id)
    await waitFor(item.resources.order, (s) => s.matches('loaded'))
    expect(item.resources.order.getSnapshot().context.data).toBe(order)
    expect(detail).toHaveBeenCalledTimes(1)
    item.stop()
    stopOrdersArea(undefined)
    const again = startOrderItem(client, 1001, order.id)
    await waitFor(again.resources.order, (s) => s.matches('loaded'))
    expect(detail).toHaveBeenCalledTimes(2)
    expect(detail).toHaveBeenLastCalledWith(1001, order.id, undefined)
  })
})
