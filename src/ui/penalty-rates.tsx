import { Trans, useLingui } from '@lingui/react/macro'
import type { SuccessRateConfigs } from '../api'
import { useFormatters } from '../i18n/use-formatters'
import { Badge } from './badge'
import { Isolate } from './isolate'
import './penalty-rates.css'

export type PenaltyBand = SuccessRateConfigs['data'][number]

/** The band that holds `rate`: lower bound inclusive, upper exclusive, the top band (max_rate 100) includes 100. */
export function bandOf(rates: readonly PenaltyBand[], rate: number): PenaltyBand | null {
  return rates.find((band) => rate >= band.min_rate && (rate < band.max_rate || (band.max_rate >= 100 && rate <= band.max_rate))) ?? null
}

/** A rate under which a penalty applies (percent), and that penalty (percent of commissions, positive). */
export interface PenaltyThreshold {
  readonly rate: number
  readonly penalty: number
}

/** Where each penalty starts: the upper bound of every band with a penalty (under 100), highest first. */
export function penaltyThresholds(rates: readonly PenaltyBand[]): PenaltyThreshold[] {
  const thresholds = rates
    .filter((band) => band.impact_perc < 0 && band.max_rate > 0 && band.max_rate < 100)
    .map((band) => ({ rate: band.max_rate, penalty: -band.impact_perc }))
    .sort((a, b) => b.rate - a.rate)
  return thresholds.filter((one, index) => one.rate !== thresholds[index - 1]?.rate)
}

export interface PenaltyRatesProps {
  /** The success-rate configs of the consultant's level. */
  readonly rates: readonly PenaltyBand[]
  /** A success rate (percent) whose band is marked 'Your rate' (the success-rate screen's current month). */
  readonly current?: number | null
}

/**
 * The current penalty rates of a level (spec section 2, 'current penalty rates'): each band of
 * success rate, best first, and its effect on commissions. The commissions balance and the
 * success-rate screen both show it.
 */
export function PenaltyRates({ rates, current = null }: PenaltyRatesProps) {
  const { t } = useLingui()
  const { percent } = useFormatters()
  const sorted = [...rates].sort((a, b) => b.min_rate - a.min_rate)
  const mine = current === null ? null : bandOf(sorted, current)
  return (
    <table className="ui-penalty-rates">
      <caption className="ui-visually-hidden">{t`Current penalty rates`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`Success rate`}</th>
          <th scope="col">{t`Effect on commissions`}</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((rate) => {
          const from = <Isolate>{percent(rate.min_rate / 100)}</Isolate>
          const to = <Isolate>{percent(rate.max_rate / 100)}</Isolate>
          const impact = <Isolate>{percent(Math.abs(rate.impact_perc) / 100, 1)}</Isolate>
          return (
            <tr key={`${rate.min_rate}-${rate.max_rate}`} data-current={rate === mine || undefined}>
              <td>
                {rate.max_rate >= 100 ? (
                  <Trans>{from} and above</Trans>
                ) : (
                  <Trans>
                    {from} to under {to}
                  </Trans>
                )}
                {rate === mine ? (
                  <Badge palette="blue" className="ui-penalty-rates-mine">
                    {t`Your rate this month`}
                  </Badge>
                ) : null}
              </td>
              <td>
                {rate.impact_perc < 0 ? <Trans>{impact} penalty</Trans> : rate.impact_perc > 0 ? <Trans>{impact} bonus</Trans> : <Trans>No effect</Trans>}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
