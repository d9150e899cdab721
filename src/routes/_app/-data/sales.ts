import type { GatewayClient, SalesQuery } from '../../../api'
import { periodQuery, type ResolvedPeriod } from '../../../domain/periods'
import type { SalesFilter, SalesMachines } from '../../../features/sales/sales-data'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

/** The sales screen's reads: the totals with both filters, by status within the category, by category within the status. */
export function salesMachines(client: GatewayClient, consultantId: number, period: ResolvedPeriod, filter: SalesFilter): SalesMachines {
  const range = periodQuery(period.range)
  const query = (without?: keyof SalesFilter): SalesQuery => ({
    ...range,
    ...(filter.status && without !== 'status' && { status: filter.status }),
    ...(filter.category && without !== 'category' && { category: filter.category }),
  })
  return {
    total: resourceOf(() => client.sales.total(consultantId, query()), 'salesTotal'),
    byStatus: resourceOf(async () => (await client.sales.byStatus(consultantId, query('status'))).data, 'salesByStatus'),
    byCategory: resourceOf(async () => (await client.sales.byCategory(consultantId, query('category'))).data, 'salesByCategory'),
  }
}

export const startSales = ({ client, system }: ScreenContext, consultantId: number, period: ResolvedPeriod, filter: SalesFilter) =>
  startScreenReads(system, '/sales', JSON.stringify([consultantId, period.range, filter]), () => salesMachines(client, consultantId, period, filter))
