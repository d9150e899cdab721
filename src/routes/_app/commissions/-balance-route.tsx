import { country } from '../../../config/country'
import { COMMISSION_PERIODS, periodSearchOf } from '../../../domain/periods'
import { BalanceScreen, type BalanceLinks } from '../../../features/commissions/balance-screen'
import { searchString } from '../-period'
import { enc, type loadBalance } from './-commissions-load'
import { bounds, usePeriodNavigation } from './-commissions-route'

/** The balance screen's glue (its own module: /commissions does not carry the breakdown screens). */
export function BalanceRoute({ data }: { data: ReturnType<typeof loadBalance> }) {
  const search = searchString(periodSearchOf(data.period))
  const links: BalanceLinks = {
    confirmed: `/commissions/confirmed${search}`,
    pending: `/commissions/pending${search}`,
    bySale: `/commissions/group-by-sale${search}`,
    services: `/commissions/services${search}`,
    pendingType: (type) => `/commissions/pending/${enc(type)}${search}`,
    statement: `/commissions/statement${search}`,
  }
  return (
    <BalanceScreen
      period={data.period}
      presets={COMMISSION_PERIODS}
      bounds={bounds()}
      currency={country.currency}
      resources={data.resources}
      links={links}
      onPeriodChange={usePeriodNavigation('/commissions')}
    />
  )
}
