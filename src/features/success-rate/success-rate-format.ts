import type { Locale } from '../../config/country'
import { successRateDecimals } from '../../config/constants'
import { localDay } from '../../i18n/format'

/**
 * The few formats the success-rate screen needs beyond useFormatters(): a rate always to one
 * decimal (spec section 9: "90.0 %", not "90 %"), and months in words. One Intl object per
 * locale, made once.
 */
interface RateFormats {
  /** A success rate in percent (83.1 → "83.1%", with the locale's digits and sign). */
  rate(percent: number): string
  /** The month of a YYYY-MM-DD day in words: "November 2026". */
  month(isoDay: string): string
}

const cache = new Map<Locale, RateFormats>() // module state: Intl formatters by locale, built once (no one's data)

export function rateFormatsFor(locale: Locale): RateFormats {
  let formats = cache.get(locale)
  if (!formats) {
    const rate = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: successRateDecimals, maximumFractionDigits: successRateDecimals })
    const month = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
    formats = {
      rate: (percent) => rate.format(percent / 100),
      month: (isoDay) => month.format(localDay(isoDay)),
    }
    cache.set(locale, formats)
  }
  return formats
}
