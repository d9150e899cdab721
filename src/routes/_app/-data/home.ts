import type { Bonus, FeatureToggle, GatewayClient, LoginData } from '../../../api'
import { monthRange, type DayRangeQuery } from '../../../domain/month-range'
import { commissionComparison, salesComparison, type DashboardResources } from '../../../features/dashboard/summary'
import { isFeatureEnabled } from '../../../../machines/featureToggles'
import { resourceOf } from '../../../../machines/resource.machine'

/**
 * The dashboard's resources with their gateway calls. The month summary asks for the totals
 * of this calendar month and of last month (two calls each for sales and commissions).
 * A part whose feature toggle is off is not loaded at all.
 */
export function homeResources(client: GatewayClient, login: LoginData, now: () => Date = () => new Date()): DashboardResources {
  const id = login.customer_data.id
  const when = <T>(toggle: FeatureToggle, make: (consultantId: number) => T): T | null =>
    id !== null && isFeatureEnabled(login, toggle) ? make(id) : null
  const bothMonths = <T>(consultantId: number, load: (consultantId: number, month: DayRangeQuery) => Promise<T>) =>
    Promise.all([load(consultantId, monthRange(now())), load(consultantId, monthRange(now(), -1))])

  return {
    blocks: resourceOf(() => client.content.homepage(), 'homeBlocks'),
    bonuses: when('bonus', (consultantId) =>
      resourceOf<readonly Bonus[]>(async () => (await client.bonuses.homepage(consultantId)).data, 'homeBonuses'),
    ),
    sales: when('sales', (consultantId) =>
      resourceOf(async () => salesComparison(...(await bothMonths(consultantId, client.sales.total))), 'salesSummary'),
    ),
    commissions: when('commissions', (consultantId) =>
      resourceOf(async () => commissionComparison(...(await bothMonths(consultantId, client.commissions.total))), 'commissionsSummary'),
    ),
    agreement: resourceOf(() => client.content.block('agreement'), 'agreementBlock'),
  }
}
