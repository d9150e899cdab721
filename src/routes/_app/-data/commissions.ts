import type { CommissionQuery, GatewayClient, LoginData } from '../../../api'
import { periodQuery, type ResolvedPeriod } from '../../../domain/periods'
import type { BalanceMachines, BreakdownKind, BreakdownMachines, CommissionFilter, StatementMachines } from '../../../features/commissions/commissions-data'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

/** The statement's reads (the CSV's and the printable page's): the period's total and its three breakdowns. */
export function statementMachines(client: GatewayClient, consultantId: number, period: ResolvedPeriod): StatementMachines {
  const query = periodQuery(period.range)
  return {
    total: resourceOf(() => client.commissions.total(consultantId, query), 'commissionTotal'),
    byType: resourceOf(async () => (await client.commissions.byType(consultantId, query)).data, 'commissionsByType'),
    byCategory: resourceOf(async () => (await client.commissions.byCategory(consultantId, query)).data, 'commissionsByCategory'),
    byService: resourceOf(async () => (await client.commissions.byService(consultantId, query)).data, 'commissionsByService'),
  }
}

/** The balance screen's reads (the statement's and more); the penalty rates only for a consultant with a level. */
export function balanceMachines(client: GatewayClient, login: LoginData, consultantId: number, period: ResolvedPeriod): BalanceMachines {
  const level = login.customer_data.level?.id ?? null
  return {
    ...statementMachines(client, consultantId, period),
    previous: resourceOf(() => client.commissions.total(consultantId, periodQuery(period.previous)), 'previousCommissionTotal'),
    threshold: resourceOf(() => client.payout.threshold(), 'payoutThreshold'),
    penaltyRates: level === null ? null : resourceOf(async () => (await client.successRate.configs(level)).data, 'penaltyRates'),
  }
}

/** Which parts each breakdown shows, and which filter each part leaves out (the siblings of the filter in force). */
const parts: Record<BreakdownKind, Partial<Record<keyof BreakdownMachines, keyof CommissionFilter | 'none'>>> = {
  confirmed: { byCategory: 'none' },
  category: { byStatus: 'none', byType: 'none', byCategory: 'category' },
  services: { byService: 'none' },
  bySale: { total: 'none', byType: 'none' },
  pending: { total: 'none', byType: 'none' },
  pendingType: { total: 'none', byStatus: 'none', byCategory: 'none' },
  pendingTypeStatus: { total: 'none', byStatus: 'status', byCategory: 'none' },
  pendingTypeCategory: { total: 'none', byStatus: 'none', byCategory: 'category' },
  pendingLeaf: { total: 'none', byCategory: 'category' },
}

export function breakdownMachines(
  client: GatewayClient,
  consultantId: number,
  period: ResolvedPeriod,
  kind: BreakdownKind,
  filter: CommissionFilter,
): BreakdownMachines {
  const query = (without: keyof CommissionFilter | 'none' | undefined): CommissionQuery | null => {
    if (without === undefined) return null
    const q: CommissionQuery = { ...periodQuery(period.range) }
    if (filter.type && without !== 'type') q.type = filter.type
    if (filter.status && without !== 'status') q.status = filter.status
    if (filter.category && without !== 'category') q.category = filter.category
    return q
  }
  const shown = parts[kind]
  const read = <T>(part: keyof BreakdownMachines, load: (q: CommissionQuery) => Promise<T>) => {
    const q = query(shown[part])
    return q === null ? null : resourceOf(() => load(q), `commissions.${part}`)
  }
  const { commissions } = client
  return {
    total: read('total', (q) => commissions.total(consultantId, q)),
    byType: read('byType', async (q) => (await commissions.byType(consultantId, q)).data),
    byStatus: read('byStatus', async (q) => (await commissions.byStatus(consultantId, q)).data),
    byCategory: read('byCategory', async (q) => (await commissions.byCategory(consultantId, q)).data),
    byService: read('byService', async (q) => (await commissions.byService(consultantId, q)).data),
  }
}

export const startBalance = ({ client, system }: ScreenContext, login: LoginData, consultantId: number, period: ResolvedPeriod) =>
  startScreenReads(system, '/commissions', JSON.stringify(['balance', consultantId, period.range]), () => balanceMachines(client, login, consultantId, period))

export const startStatement = ({ client, system }: ScreenContext, consultantId: number, period: ResolvedPeriod) =>
  startScreenReads(system, '/commissions/statement', JSON.stringify([consultantId, period.range]), () => statementMachines(client, consultantId, period))

export const startBreakdown = (
  { client, system }: ScreenContext,
  consultantId: number,
  period: ResolvedPeriod,
  kind: BreakdownKind,
  filter: CommissionFilter,
) =>
  startScreenReads(system, '/commissions', JSON.stringify([kind, consultantId, period.range, filter]), () =>
    breakdownMachines(client, consultantId, period, kind, filter),
  )
