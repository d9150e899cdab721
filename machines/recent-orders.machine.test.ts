import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { OrderDetail } from '../src/api'
import { recentLimit, recentOrdersMachine } from './recent-orders.machine'

/** An order as the item screen reads it: only its id and a mark of which answer it was matter here. */
const order = (id: string, status = 'placed') => ({ id, order_type: 'mall', status, items: [] }) as unknown as OrderDetail
const ids = (orders: readonly OrderDetail[]) => orders.map((o) => o.id)

describe('recent orders (the orders area keeps the last five read)', () => {
  it('starts empty and keeps each order read, the newest last', () => {
    const actor = createActor(recentOrdersMachine).start()
    expect(actor.getSnapshot().context.orders).toEqual([])
    actor.send({ type: 'recent.read', order: order('1') })
    actor.send({ type: 'recent.read', order: order('2') })
    expect(ids(actor.getSnapshot().context.orders)).toEqual(['1', '2'])
  })

  it('an order read again is kept once, as its latest answer, and moves to the end', () => {
    const actor = createActor(recentOrdersMachine).start()
    actor.send({ type: 'recent.read', order: order('1') })
    actor.send({ type: 'recent.read', order: order('2') })
    const again = order('1', 'delivered')
    actor.send({ type: 'recent.read', order: again })
    const { orders } = actor.getSnapshot().context
    expect(ids(orders)).toEqual(['2', '1'])
    expect(orders[1]).toBe(again)
  })

  it('keeps five at the most: the oldest goes first', () => {
    expect(recentLimit).toBe(5)
    const actor = createActor(recentOrdersMachine).start()
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) actor.send({ type: 'recent.read', order: order(id) })
    expect(ids(actor.getSnapshot().context.orders)).toEqual(['3', '4', '5', '6', '7'])
    // Reading one of the five again drops none of the others.
    actor.send({ type: 'recent.read', order: order('4') })
    expect(ids(actor.getSnapshot().context.orders)).toEqual(['3', '5', '6', '7', '4'])
  })
})
