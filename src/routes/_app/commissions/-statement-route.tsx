import { linkOptions, useLoaderData } from '@tanstack/react-router'
import { country } from '../../../config/country'
import { periodSearchOf } from '../../../domain/periods'
import { StatementScreen } from '../../../features/commissions/statement-screen'
import { commissionsLink, useCommissionsPeriod } from './-commissions-route'

const noFilter = { type: null, status: null, category: null }

/** The printable statement's glue. */
export function StatementRoute({ from }: { from: '/_app/commissions/statement' }) {
  const data = useLoaderData({ from })
  return (
    <StatementScreen
      {...useCommissionsPeriod(data.period, (search) => linkOptions({ to: '/commissions/statement', search }))}
      currency={country.currency}
      resources={data.resources}
      back={commissionsLink('balance', noFilter, 'status-first', periodSearchOf(data.period))}
    />
  )
}
