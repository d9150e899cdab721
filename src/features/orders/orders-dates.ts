import { useFormatters } from '../../i18n/use-formatters'

export interface OrderDates {
  /** An instant as its local calendar day: "21 Nov 2026". */
  date(value: string | Date): string
  /** An instant with its time: "21 Nov 2026, 14:03". */
  dateTime(value: string | Date): string
  /** The month of an instant: "November 2026". */
  month(value: string | Date): string
}

const cache = new Map<string, OrderDates>()

function datesFor(locale: string): OrderDates {
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
  const dateTime = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' })
  const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  const of = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value)
  return {
    date: (value) => date.format(of(value)),
    dateTime: (value) => dateTime.format(of(value)),
    month: (value) => month.format(of(value)),
  }
}

/**
 * Dates and times of orders in the active language (Intl, made once per language: a list of
 * 2,000 orders formats its visible rows only, with the same formatter).
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
