import type { ItemStatusRead } from './item-statuses'

/** How a figure moved from one period to the next. */
export interface Change {
  readonly direction: 'up' | 'down' | 'flat'
  /** The relative change as a ratio (0.25 for +25%), or null when there is nothing to compare with (previous is 0). */
  readonly ratio: number | null
}

/** The change from `previous` to `current`; the ratio is always positive, the direction carries the sign. */
export function changeBetween(current: number, previous: number): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat'
  if (previous === 0) return { direction, ratio: null }
  return { direction, ratio: Math.abs(current - previous) / Math.abs(previous) }
}

/** What a rise of a figure means to the consultant: more sales is good, more failed items is bad; 'neutral' says neither. */
export type Rise = 'good' | 'bad' | 'neutral'

/** How a change reads: good or bad news, or neither (unchanged, nothing to compare with, a figure that is neither). */
export type ChangeTone = 'good' | 'bad' | 'neutral'

/** The tone of a change, by what the figure means, not by its direction: a rise in failed items is bad news. */
export function changeTone(change: Change, rise: Rise): ChangeTone {
  if (rise === 'neutral' || change.direction === 'flat' || change.ratio === null) return 'neutral'
  return (change.direction === 'up') === (rise === 'good') ? 'good' : 'bad'
}

/**
 * What a rise of the sales of one item status means: more failed (cancelled, invalid, out of stock; spec section 4),
 * rejected or returned is bad; more created, ongoing, delivered or completed is good; a status the app does not know, neither.
 */
export function statusRise(status: ItemStatusRead): Rise {
  switch (status) {
    case 'failed':
    case 'rejected':
    case 'returned':
      return 'bad'
    case 'created':
    case 'ongoing':
    case 'delivered':
    case 'completed':
      return 'good'
    case 'unknown':
      return 'neutral'
  }
}
