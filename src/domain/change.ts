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
