import { successRateDecimals } from '../../config/constants'
import { localDay, unsignedZero } from '../../i18n/format'

/**
 * The few formats the success-rate screen needs beyond useFormatters(): a rate always to one
 * decimal (spec section 9: "90.0 %", not "90 %"), and months in words. One Intl object per
 * Intl locale (language and digits: `useFormatters().intl`), made once.
 */
interface RateFormats {
  /** A success rate in percent (83.1 → "83.1%", with the locale's digits and sign). */
  rate(percent: number): string
  /** The month of a YYYY-MM-DD day in words: "November 2026". */
  month(isoDay: string): string
}

const cache = new Map<string, RateFormats>() // module state: Intl formatters by locale and digits, built once (no one's data)

export function rateFormatsFor(intl: string): RateFormats {
  let formats = cache.get(intl)
  if (!formats) {
    const rate = new Intl.NumberFormat(intl, { style: 'percent', minimumFractionDigits: successRateDecimals, maximumFractionDigits: successRateDecimals })
    const month = new Intl.DateTimeFormat(intl, { month: 'long', year: 'numeric' })
    formats = {
      rate: (percent) => rate.format(unsignedZero(percent / 100, (ratio) => rate.format(ratio))),
      month: (isoDay) => month.format(localDay(isoDay)),
    }
    cache.set(intl, formats)
  }
  return formats
}
