import { country, type Locale } from '../config/country'

export interface Formatters {
  readonly locale: Locale
  /** A plain number with the locale's digits and grouping; `fractionDigits` fixes the decimals. */
  number(value: number, fractionDigits?: number): string
  /** An amount in the build's currency. */
  money(amount: number): string
  /** A ratio as a percentage (0.25 → 25 %), with the locale's sign placement; whole percents unless told. */
  percent(ratio: number, fractionDigits?: number): string
  /** A short number for a chart's axis: 15K, 1.2M (the locale's own abbreviations). */
  compact(value: number): string
  /** A calendar day (YYYY-MM-DD, read as the local day), e.g. "1 Oct 2026". */
  day(isoDay: string): string
  /** Two calendar days as one range, e.g. "1 – 31 Oct 2026" (Intl's formatRange). */
  dayRange(from: string, to: string): string
}

/** YYYY-MM-DD as the local calendar day (Date.parse would read it as UTC midnight, the day before west of Greenwich). */
export function localDay(isoDay: string): Date {
  const [year, month, day] = isoDay.split('-').map(Number)
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1)
}

const cache = new Map<string, Formatters>()

function createFormatters(locale: Locale, currency: string): Formatters {
  const plain = new Intl.NumberFormat(locale)
  const fixed = new Map<number, Intl.NumberFormat>()
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const percents = new Map<number, Intl.NumberFormat>()
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 })
  const days = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' })
  return {
    locale,
    number(value, fractionDigits) {
      if (fractionDigits === undefined) return plain.format(value)
      let format = fixed.get(fractionDigits)
      if (!format) {
        format = new Intl.NumberFormat(locale, {
          minimumFractionDigits: fractionDigits,
          maximumFractionDigits: fractionDigits,
        })
        fixed.set(fractionDigits, format)
      }
      return format.format(value)
    },
    money: (amount) => money.format(amount),
    percent(ratio, fractionDigits = 0) {
      let format = percents.get(fractionDigits)
      if (!format) {
        format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits })
        percents.set(fractionDigits, format)
      }
      return format.format(ratio)
    },
    compact: (value) => compact.format(value),
    day: (isoDay) => days.format(localDay(isoDay)),
    dayRange: (from, to) => days.formatRange(localDay(from), localDay(to)),
  }
}

/** The one number and money formatter of each locale (Intl), made once and reused. */
export function formattersFor(locale: Locale, currency: string = country.currency): Formatters {
  const key = `${locale}:${currency}`
  let formatters = cache.get(key)
  if (!formatters) {
    formatters = createFormatters(locale, currency)
    cache.set(key, formatters)
  }
  return formatters
}
