import { country, type Locale } from '../config/country'

export interface Formatters {
  readonly locale: Locale
  /** A plain number with the locale's digits and grouping; `fractionDigits` fixes the decimals. */
  number(value: number, fractionDigits?: number): string
  /** An amount in the build's currency. */
  money(amount: number): string
  /** A ratio as a percentage (0.25 → 25 %), with the locale's sign placement; whole percents unless told. */
  percent(ratio: number, fractionDigits?: number): string
}

const cache = new Map<string, Formatters>()

function createFormatters(locale: Locale, currency: string): Formatters {
  const plain = new Intl.NumberFormat(locale)
  const fixed = new Map<number, Intl.NumberFormat>()
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const percents = new Map<number, Intl.NumberFormat>()
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
