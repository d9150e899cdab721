import type { Locale } from '../../config/country'
import { formattersFor, whole } from '../../i18n/format'
import { useFormatters } from '../../i18n/use-formatters'

export interface OrderDates {
  /** An instant as its local calendar day: "21 Nov 2026". */
  date(value: string | Date): string
  /** An instant with its time: "21 Nov 2026, 14:03". */
  dateTime(value: string | Date): string
  /** The month of an instant: "November 2026". */
  month(value: string | Date): string
}

const cache = new Map<string, OrderDates>() // module state: Intl formatters by locale, built once (no one's data)

function datesFor(locale: Locale): OrderDates {
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  const of = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value)
  return {
    date: (value) => whole(date.format(of(value))),
    dateTime: formattersFor(locale).dateTime,
    month: (value) => whole(month.format(of(value))),
  }
}

/**
 * Dates and times of orders in the active language (Intl, made once per language: a list of
 * 2,000 orders formats its visible rows only, with the same formatter), each kept on one line (`whole`).
 */
export function useOrderDates(): OrderDates {
  const { locale } = useFormatters()
  let dates = cache.get(locale)
  if (!dates) {
    dates = datesFor(locale)
    cache.set(locale, dates)
  }
  return dates
}
