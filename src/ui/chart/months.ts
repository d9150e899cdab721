import { localDay } from '../../i18n/format'

/** Labels of a chart over months: the whole month for the table and the tooltip, a short one under the plot, the year once. */
export interface MonthLabels {
  /** "February 2026". */
  readonly labels: string[]
  /** "Feb" (the locale's short month from Intl; Arabic has no shorter name than the month's). */
  readonly short: string[]
  /** "2026": said under the first month drawn of each year. */
  readonly groups: string[]
}

// module state: Intl formatters by locale and digits, built once (no one's data)
const formats = new Map<string, { long: Intl.DateTimeFormat; short: Intl.DateTimeFormat; year: Intl.DateTimeFormat }>()

/** The labels of months given by any day of each (YYYY-MM-DD, read as the local calendar day), in the Intl locale (`useFormatters().intl`: language and digits). */
export function monthLabels(locale: string, isoDays: readonly string[]): MonthLabels {
  let format = formats.get(locale)
  if (!format) {
    format = {
      long: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
      short: new Intl.DateTimeFormat(locale, { month: 'short' }),
      year: new Intl.DateTimeFormat(locale, { year: 'numeric' }),
    }
    formats.set(locale, format)
  }
  const days = isoDays.map(localDay)
  return {
    labels: days.map((day) => format.long.format(day)),
    short: days.map((day) => format.short.format(day)),
    groups: days.map((day) => format.year.format(day)),
  }
}
