import { describe, expect, it } from 'vitest'
import type { ItemStatus } from './item-statuses'
import { canMove, commissionOutcome, failureWeight, isFailure, isFinal, ITEM_STATUSES, itemLifecycle, replayTimeline, type TimelineStep } from './order-items'

const day = 24 * 60 * 60 * 1000
const at = (iso: string) => new Date(iso)
const step = (status: ItemStatus, date: string): TimelineStep => ({ status, date })

describe('order-item transitions (spec section 4)', () => {
  it('allows exactly the spec’s moves', () => {
    const allowed = ITEM_STATUSES.flatMap((from) => ITEM_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}→${to}`))
    expect(allowed).toEqual([
      'created→ongoing',
      'created→failed',
      'ongoing→ongoing',
      'ongoing→delivered',
      'ongoing→failed',
      'ongoing→rejected',
      'delivered→completed',
      'delivered→returned',
    ])
  })

  it('knows the final statuses and which of them are failures', () => {
    expect(ITEM_STATUSES.filter(isFinal)).toEqual(['failed', 'rejected', 'completed', 'returned'])
    expect(ITEM_STATUSES.filter(isFailure)).toEqual(['failed', 'rejected', 'returned'])
  })

  it('pays the commission on completed only; failed, rejected and returned pay nothing', () => {
    expect(Object.fromEntries(ITEM_STATUSES.map((s) => [s, commissionOutcome(s)]))).toEqual({
      created: 'pending',
      ongoing: 'pending',
      delivered: 'pending',
      failed: 'lost',
      rejected: 'lost',
      completed: 'earned',
      returned: 'lost',
    })
  })

  it('replays a timeline and stops at the first step the spec does not allow', () => {
    const shipped = [step('created', '2026-10-01T10:00:00Z'), step('ongoing', '2026-10-01T12:00:00Z'), step('ongoing', '2026-10-02T09:00:00Z')]
    expect(replayTimeline([...shipped, step('rejected', '2026-10-04T09:00:00Z')])).toEqual({ status: 'rejected', valid: true })
    // Returned before delivery, or completed straight from created, is not a lifecycle.
    expect(replayTimeline([...shipped, step('returned', '2026-10-04T09:00:00Z')])).toEqual({ status: 'ongoing', valid: false })
    expect(replayTimeline([step('created', '2026-10-01T10:00:00Z'), step('completed', '2026-10-08T10:00:00Z')])).toEqual({ status: 'created', valid: false })
    expect(replayTimeline([step('ongoing', '2026-10-01T10:00:00Z')])).toEqual({ status: null, valid: false })
    expect(replayTimeline([])).toEqual({ status: null, valid: true })
  })
})

describe('itemLifecycle', () => {
  const delivered = [
    step('created', '2026-10-01T10:00:00Z'),
    step('ongoing', '2026-10-01T12:00:00Z'),
    step('ongoing', '2026-10-02T09:00:00Z'),
    step('delivered', '2026-10-04T15:00:00Z'),
  ]

  it('a delivered item completes 7 days after delivery and may be returned until then', () => {
    const life = itemLifecycle({ status: 'delivered', timeline: delivered }, at('2026-10-06T00:00:00Z'))
    expect(life.status).toBe('delivered')
    expect(life.commission).toBe('pending')
    expect(life.deliveredAt).toEqual(at('2026-10-04T15:00:00Z'))
    expect(life.completesAt).toEqual(at('2026-10-11T15:00:00Z'))
    expect(life.returnableUntil).toEqual(at('2026-10-11T15:00:00Z'))
    expect(life.finalAt).toBeNull()
    expect(life.consistent).toBe(true)
  })

  it('a delivered item whose 7 days are over counts as completed, from the moment they ended', () => {
    const justBefore = itemLifecycle({ status: 'delivered', timeline: delivered }, new Date(at('2026-10-11T15:00:00Z').getTime() - 1))
    expect(justBefore.status).toBe('delivered')
    const after = itemLifecycle({ status: 'delivered', timeline: delivered }, at('2026-10-11T15:00:00Z'))
    expect(after.status).toBe('completed')
    expect(after.commission).toBe('earned')
    expect(after.returnableUntil).toBeNull()
    expect(after.finalAt).toEqual(at('2026-10-11T15:00:00Z'))
  })

  it('a completed item takes its date from the completed step', () => {
    const timeline = [...delivered, step('completed', '2026-10-11T15:00:00Z')]
    const life = itemLifecycle({ status: 'completed', timeline }, at('2026-11-20T00:00:00Z'))
    expect(life.completesAt).toEqual(at('2026-10-11T15:00:00Z'))
    expect(life.finalAt).toEqual(at('2026-10-11T15:00:00Z'))
    expect(life.commission).toBe('earned')
  })

  it('a returned item will not complete and loses its commission', () => {
    const timeline = [...delivered, step('returned', '2026-10-07T08:00:00Z')]
    const life = itemLifecycle({ status: 'returned', timeline }, at('2026-11-20T00:00:00Z'))
    expect(life).toMatchObject({ status: 'returned', commission: 'lost', completesAt: null, returnableUntil: null, consistent: true })
    expect(life.finalAt).toEqual(at('2026-10-07T08:00:00Z'))
    expect(life.deliveredAt).toEqual(at('2026-10-04T15:00:00Z'))
  })

  it('an item not delivered yet has no completion date; a timeline that disagrees with the status is flagged', () => {
    const life = itemLifecycle({ status: 'ongoing', timeline: delivered.slice(0, 2) }, at('2026-10-02T00:00:00Z'))
    expect(life).toMatchObject({ status: 'ongoing', completesAt: null, deliveredAt: null, consistent: true })
    expect(itemLifecycle({ status: 'failed', timeline: delivered }, at('2026-10-30T00:00:00Z')).consistent).toBe(false)
  })

  it('the completion is exactly 7 days of milliseconds after delivery', () => {
    const life = itemLifecycle({ status: 'delivered', timeline: delivered }, at('2026-10-05T00:00:00Z'))
    expect((life.completesAt?.getTime() ?? 0) - (life.deliveredAt?.getTime() ?? 0)).toBe(7 * day)
  })
})

describe('failureWeight', () => {
  it('the month’s rate with the item and without it', () => {
    expect(failureWeight({ completed: 9, failed: 1 })).toEqual({ rate: 90, without: 100 })
    const weight = failureWeight({ completed: 30, failed: 10 })
    expect(weight?.rate).toBe(75)
    expect(weight?.without).toBeCloseTo(76.923, 3)
  })

  it('a lone failure leaves the month without a rate; no failure counted means no weight', () => {
    expect(failureWeight({ completed: 0, failed: 1 })).toEqual({ rate: 0, without: null })
    expect(failureWeight({ completed: 12, failed: 0 })).toBeNull()
  })
})

describe('a status the app does not know (issue 18)', () => {
  it('is open: not final, neither earned nor lost, no move to or from it', () => {
    expect(isFinal('unknown')).toBe(false)
    expect(isFailure('unknown')).toBe(false)
    expect(commissionOutcome('unknown')).toBe('pending')
    expect(canMove('ongoing', 'unknown')).toBe(false)
    const life = itemLifecycle(
      {
        status: 'unknown',
        timeline: [
          { status: 'created', date: '2026-11-01T10:00:00Z' },
          { status: 'unknown', date: '2026-11-02T10:00:00Z' },
        ],
      },
      new Date('2026-11-25T10:00:00Z'),
    )
    expect(life).toMatchObject({ status: 'unknown', commission: 'pending', finalAt: null, completesAt: null, returnableUntil: null, consistent: false })
  })
})
