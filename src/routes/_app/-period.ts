import { localDayOf, type PeriodPreset, type PeriodSearch } from '../../domain/periods'

/**
 * What the screens with a period (sales, commissions, team) share in their routes: the period lives in the URL's
 * search (?period=…&from=…&to=…, validated by parsePeriodSearch); their filters are path parameters (-path-params.ts).
 */

/** A choice made in the period picker as the URL's search. */
export function choiceSearch(choice: { preset: PeriodPreset; from?: string; to?: string }): PeriodSearch {
  return choice.preset === 'custom' ? { period: 'custom', from: choice.from, to: choice.to } : { period: choice.preset }
}

/** Today as YYYY-MM-DD in the consultant's calendar: the last day a custom period may end. */
export const today = (): string => localDayOf()
