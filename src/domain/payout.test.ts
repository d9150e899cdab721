import { describe, expect, it } from 'vitest'
import { projectPayout, type PayoutLimit, type PayoutTotal } from './payout'

const threshold: PayoutLimit = { threshold: 200 }

/** A month's total; payable is the gateway's confirmed − penalty amount unless given. */
function total(values: Partial<PayoutTotal> & Pick<PayoutTotal, 'confirmed'>): PayoutTotal {
  const penalty_perc = values.penalty_perc ?? 0
  const penalty_amount = Math.round(values.confirmed * penalty_perc) / 100
  return {
    pending: 0,
    penalty_perc,
    payable: Math.round((values.confirmed - penalty_amount) * 100) / 100,
    ...values,
  }
}

describe('projectPayout', () => {
  it('shows the gateway’s payable as it is', () => {
    expect(projectPayout(total({ confirmed: 160.5, penalty_perc: 10, payable: 144.45 }), threshold).payableNow).toBe(144.45)
  })

  it('projects confirmed plus pending, less the penalty percent', () => {
    const payout = projectPayout(total({ confirmed: 100, pending: 50, penalty_perc: 10 }), threshold)
    expect(payout.payableNow).toBe(90)
    expect(payout.projected).toBe(135)
    expect(projectPayout(total({ confirmed: 100, pending: 50 }), threshold).projected).toBe(150)
    expect(projectPayout(total({ confirmed: 0, pending: 80, penalty_perc: 25 }), threshold).projected).toBe(60)
  })

  it('adds in cents: no 0.1 + 0.2 drift', () => {
    const payout = projectPayout(total({ confirmed: 0.1, pending: 0.2 }), threshold)
    expect(payout.projected).toBe(0.3)
    expect(projectPayout(total({ confirmed: 1234.56, pending: 0.07, penalty_perc: 0 }), threshold).projected).toBe(1234.63)
  })

  it('rounds the projection to the cent, half a cent up, without binary noise', () => {
    // 1.25 × (1 − 0.644) is 0.445 exactly, but 125 × 35.6 / 100 is 44.49999999999999 in floating point.
    expect(projectPayout(total({ confirmed: 1.25, penalty_perc: 64.4 }), threshold).projected).toBe(0.45)
    expect(projectPayout(total({ confirmed: 10, pending: 0.01, penalty_perc: 33.3 }), threshold).projected).toBe(6.68) // 6.676...
    expect(projectPayout(total({ confirmed: 10.05, penalty_perc: 10 }), threshold).projected).toBe(9.05) // 9.045
  })

  it('never projects below 0', () => {
    expect(projectPayout(total({ confirmed: -30, pending: 10 }), threshold).projected).toBe(0)
    expect(Object.is(projectPayout(total({ confirmed: 0 }), threshold).projected, 0)).toBe(true)
  })

  it('counts a negative pending as nothing pending', () => {
    expect(projectPayout(total({ confirmed: 100, pending: -50 }), threshold).projected).toBe(100)
  })

  it('keeps the penalty percent within 0 and 100', () => {
    expect(projectPayout(total({ confirmed: 100, pending: 20, penalty_perc: 150 }), threshold).projected).toBe(0)
    expect(projectPayout(total({ confirmed: 100, pending: 20, penalty_perc: 100 }), threshold).projected).toBe(0)
    // A negative penalty is no bonus.
    expect(projectPayout(total({ confirmed: 100, pending: 20, penalty_perc: -20 }), threshold).projected).toBe(120)
  })

  describe('cash or voucher', () => {
    it('pays strictly above the threshold in cash', () => {
      expect(projectPayout(total({ confirmed: 200.01 }), threshold)).toMatchObject({ method: 'cash', toCash: null })
      expect(projectPayout(total({ confirmed: 500 }), threshold)).toMatchObject({ method: 'cash', toCash: null })
    })

    it('pays exactly at the threshold in vouchers: one more cent makes it cash', () => {
      expect(projectPayout(total({ confirmed: 200 }), threshold)).toMatchObject({ method: 'voucher', toCash: 0.01 })
    })

    it('pays below the threshold in vouchers and says how much more makes it cash', () => {
      expect(projectPayout(total({ confirmed: 150 }), threshold)).toMatchObject({ method: 'voucher', toCash: 50.01 })
      expect(projectPayout(total({ confirmed: 199.99 }), threshold).toCash).toBe(0.02)
      expect(projectPayout(total({ confirmed: 0 }), threshold).toCash).toBe(200.01)
    })

    it('judges the payable after the penalty, not the confirmed amount', () => {
      expect(projectPayout(total({ confirmed: 210, penalty_perc: 10 }), threshold)).toMatchObject({
        payableNow: 189,
        method: 'voucher',
        toCash: 11.01,
      })
    })

    it('judges the projection on its own', () => {
      expect(projectPayout(total({ confirmed: 150, pending: 100 }), threshold)).toMatchObject({
        method: 'voucher',
        projected: 250,
        projectedMethod: 'cash',
      })
      expect(projectPayout(total({ confirmed: 150, pending: 50 }), threshold)).toMatchObject({
        projected: 200,
        projectedMethod: 'voucher',
      })
      expect(projectPayout(total({ confirmed: 150, pending: 100, penalty_perc: 20 }), threshold)).toMatchObject({
        projected: 200,
        projectedMethod: 'voucher',
      })
    })

    it('compares in cents: a payable that drifted onto the threshold is still at it', () => {
      const drifted = projectPayout(total({ confirmed: 0.1 + 0.2, payable: 0.1 + 0.2 }), { threshold: 0.3 })
      expect(drifted).toMatchObject({ payableNow: 0.3, method: 'voucher', toCash: 0.01 })
    })

    it('handles a threshold with cents', () => {
      const withCents: PayoutLimit = { threshold: 49.99 }
      expect(projectPayout(total({ confirmed: 49.99 }), withCents)).toMatchObject({ method: 'voucher', toCash: 0.01 })
      expect(projectPayout(total({ confirmed: 50 }), withCents)).toMatchObject({ method: 'cash', toCash: null })
    })
  })
})
