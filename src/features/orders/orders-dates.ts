import { lazy, whole, type Formatters } from '../../i18n/format'
import { useFormatters } from '../../i18n/use-formatters'

export interface OrderDates {
  /** An instant as its local calendar day: "21 Nov 2026". */
  date(value: string | Date): string
  /** An instant with its time: "21 Nov 2026, 14:03". */
  dateTime(value: string | Date): string
  /** The month of an instant: "November 2026". */
  month(value: string | Date): string
}

const cache = new Map<string, OrderDates>() // module state: Intl formatters by locale and digits, built once (no one's data)

function datesFor({ intl, dateTime, ordered }: Formatters): OrderDates {
  // Made on first use: a screen that shows no month never builds its formatter.
  const date = lazy(() => new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric' }))
  const month = lazy(() => new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric' }))
  const of = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value)
  return {
    date: (value) => whole(ordered(date().format(of(value)))),
    dateTime,
    month: (value) => whole(ordered(month().format(of(value)))),
  }
}

/**
 * Dates and times of orders in the active language and digits (Intl, made once per language and digits: a list of
 * 2,000 orders formats its visible rows only, with the same formatter), each kept on one line (`whole`).
 */
export function useOrderDates(): OrderDates {
  const formatters = useFormatters()
  let dates = cache.get(formatters.intl)
  if (!dates) {
    dates = datesFor(formatters)
    cache.set(formatters.intl, dates)
  }
  return dates
}
