import { periodQuery, wholeMonth } from './periods'

/** A calendar range as the gateway takes it (YYYY-MM-DD, both ends included). */
export interface DayRangeQuery {
  readonly date_from: string
  readonly date_to: string
}

/**
 * The calendar month `offset` months from the month of `now` (0 this month, -1 last
 * month), first day to last day (spec section 9: a period runs from month start to
 * month end), on the consultant's local calendar, as the periods of src/domain/periods.ts.
 */
export function monthRange(now: Date, offset = 0): DayRangeQuery {
  return periodQuery(wholeMonth(now, offset))
}
