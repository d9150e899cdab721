import dayjs from 'dayjs'

/** A calendar range as the gateway takes it (YYYY-MM-DD, both ends included). */
export interface DayRangeQuery {
  readonly date_from: string
  readonly date_to: string
}

/**
 * The calendar month `offset` months from the month of `now` (0 this month, -1 last
 * month), first day to last day (spec section 9: a period runs from month start to
 * month end).
 */
export function monthRange(now: Date, offset = 0): DayRangeQuery {
  const month = dayjs(now).add(offset, 'month')
  return { date_from: month.startOf('month').format('YYYY-MM-DD'), date_to: month.endOf('month').format('YYYY-MM-DD') }
}
