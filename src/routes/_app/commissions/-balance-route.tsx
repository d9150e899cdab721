import { linkOptions, useLoaderData } from '@tanstack/react-router'
import { country } from '../../../config/country'
import { periodSearchOf, type PeriodSearch } from '../../../domain/periods'
import { BalanceScreen, type BalanceLinks } from '../../../features/commissions/balance-screen'
import { commissionsLink, pendingLink, useCommissionsPeriod } from './-commissions-route'

const noFilter = { type: null, status: null, category: null }
const balanceLink = (search: PeriodSearch) => commissionsLink('balance', noFilter, 'status-first', search)

/** The balance screen's glue (its own module: /commissions does not carry the breakdown screens). */
export function BalanceRoute({ from }: { from: '/_app/commissions/' }) {
  const data = useLoaderData({ from })
  const search = periodSearchOf(data.period)
  const links: BalanceLinks = {
    confirmed: commissionsLink('confirmed', noFilter, 'status-first', search),
    pending: commissionsLink('pending', noFilter, 'status-first', search),
    bySale: commissionsLink('bySale', noFilter, 'status-first', search),
    services: commissionsLink('services', noFilter, 'status-first', search),
    pendingType: (type) => pendingLink({ ...noFilter, type }, 'status-first', search),
    statement: linkOptions({ to: '/commissions/statement', search }),
  }
  return <BalanceScreen {...useCommissionsPeriod(data.period, balanceLink)} currency={country.currency} resources={data.resources} links={links} />
}
