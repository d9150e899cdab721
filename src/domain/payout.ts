/**
 * The payout of a month on the commissions screen: what is payable now, what it may come to
 * once the pending commissions complete, and how each would be paid. Spec section 9: commissions
 * above the server's threshold are paid in cash, otherwise in vouchers. "Above" is strictly
 * greater: a payable exactly at the threshold is paid in vouchers.
 *
 * Money is reckoned in whole cents, so sums do not drift (0.1 + 0.2 is 30 cents, not
 * 0.30000000000000004).
 */

export type PayoutMethod = 'cash' | 'voucher'

/** What the projection reads of a month's commission total (the contract's `CommissionTotal` fits). */
export interface PayoutTotal {
  readonly confirmed: number
  readonly pending: number
  /** A positive percent, 0 when none. */
  readonly penalty_perc: number
  /** confirmed − penalty amount, as the gateway reckons it. */
  readonly payable: number
}

/** What the projection reads of the payout threshold (the contract's `PayoutThreshold` fits). */
export interface PayoutLimit {
  readonly threshold: number
}

export interface PayoutProjection {
  /** The gateway's payable (confirmed − penalty amount), to the cent. */
  readonly payableNow: number
  /**
   * Confirmed plus pending (commissions that can still complete before month end), less the
   * month's penalty percent; never below 0, to the cent (half a cent rounds up).
   */
  readonly projected: number
  /** How payableNow would be paid. */
  readonly method: PayoutMethod
  /** How projected would be paid. */
  readonly projectedMethod: PayoutMethod
  /** How much more payable is needed to be paid in cash (to pass the threshold by a cent); null when it already is. */
  readonly toCash: number | null
}

/** Whole cents of an amount with at most two decimals; half a cent rounds away from zero, and never -0. */
function toCents(amount: number): number {
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100) + 0
}

function fromCents(cents: number): number {
  return cents / 100
}

function methodOf(cents: number, thresholdCents: number): PayoutMethod {
  return cents > thresholdCents ? 'cash' : 'voucher'
}

/**
 * The projected payout from the month's commission total and the payout threshold. Hostile
 * figures are tamed rather than shown: a negative pending counts as 0 (nothing pending can take
 * money away), a penalty percent outside 0–100 is brought into it.
 */
export function projectPayout(total: PayoutTotal, threshold: PayoutLimit): PayoutProjection {
  const thresholdCents = toCents(threshold.threshold)
  const payableCents = toCents(total.payable)
  const penaltyPerc = Math.min(100, Math.max(0, total.penalty_perc))
  const grossCents = toCents(total.confirmed) + Math.max(0, toCents(total.pending))
  // The product can carry binary noise (904.4999999 for 904.5); six decimals are far below a cent.
  const projectedCents = grossCents <= 0 ? 0 : Math.round(Number(((grossCents * (100 - penaltyPerc)) / 100).toFixed(6))) + 0
  const method = methodOf(payableCents, thresholdCents)
  return {
    payableNow: fromCents(payableCents),
    projected: fromCents(projectedCents),
    method,
    projectedMethod: methodOf(projectedCents, thresholdCents),
    toCash: method === 'cash' ? null : fromCents(thresholdCents - payableCents + 1),
  }
}
