import { country } from '../../../config/country'
import { COMMISSION_PERIODS, periodSearchOf } from '../../../domain/periods'
import { StatementScreen } from '../../../features/commissions/statement-screen'
import { searchString } from '../-period'
import type { loadStatement } from './-commissions-load'
import { bounds, usePeriodNavigation } from './-commissions-route'

/** The printable statement's glue. */
export function StatementRoute({ data }: { data: ReturnType<typeof loadStatement> }) {
  return (
    <StatementScreen
      period={data.period}
      presets={COMMISSION_PERIODS}
      bounds={bounds()}
      currency={country.currency}
      resources={data.resources}
      back={`/commissions${searchString(periodSearchOf(data.period))}`}
      onPeriodChange={usePeriodNavigation('/commissions/statement')}
    />
  )
}
