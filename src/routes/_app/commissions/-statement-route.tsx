import { linkOptions, useLoaderData } from '@tanstack/react-router'
import { country } from '../../../config/country'
import { COMMISSION_PERIODS, periodSearchOf } from '../../../domain/periods'
import { StatementScreen } from '../../../features/commissions/statement-screen'
import { bounds, commissionsLink, usePeriodNavigation } from './-commissions-route'

const noFilter = { type: null, status: null, category: null }

/** The printable statement's glue. */
export function StatementRoute({ from }: { from: '/_app/commissions/statement' }) {
  const data = useLoaderData({ from })
  return (
    <StatementScreen
      period={data.period}
      presets={COMMISSION_PERIODS}
      bounds={bounds()}
      currency={country.currency}
      resources={data.resources}
      back={commissionsLink('balance', noFilter, 'status-first', periodSearchOf(data.period))}
      onPeriodChange={usePeriodNavigation((search) => linkOptions({ to: '/commissions/statement', search }))}
    />
  )
}
