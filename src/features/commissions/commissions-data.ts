import type {
  CommissionsByCategory,
  CommissionsByService,
  CommissionsByStatus,
  CommissionsByType,
  CommissionTotal,
  CommissionType,
  ItemStatus,
  PayoutThreshold,
  SuccessRateConfigs,
} from '../../api'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'

/** The filters of a commissions breakdown (the URL's path: pending/{type}/status/{status}/category/{category}, …). */
export interface CommissionFilter {
  readonly type: CommissionType | null
  readonly status: ItemStatus | null
  readonly category: string | null
}

/** The statement's reads (the CSV of /commissions and the printable /commissions/statement). */
export interface StatementMachines {
  readonly total: ResourceMachine<CommissionTotal>
  readonly byType: ResourceMachine<CommissionsByType['data']>
  readonly byCategory: ResourceMachine<CommissionsByCategory['data']>
  readonly byService: ResourceMachine<CommissionsByService['data']>
}
export type StatementResources = StartedResources<StatementMachines>

/** The balance screen (/commissions): the period's balance, the payout rule, the breakdowns' summary and the penalty rates. */
export interface BalanceMachines {
  readonly total: ResourceMachine<CommissionTotal>
  /** The previous period of equal length, for the change of each figure. */
  readonly previous: ResourceMachine<CommissionTotal>
  readonly threshold: ResourceMachine<PayoutThreshold>
  readonly byType: ResourceMachine<CommissionsByType['data']>
  readonly byCategory: ResourceMachine<CommissionsByCategory['data']>
  readonly byService: ResourceMachine<CommissionsByService['data']>
  /** The penalty rates of the consultant's level; null without a level. */
  readonly penaltyRates: ResourceMachine<SuccessRateConfigs['data']> | null
}
export type BalanceResources = StartedResources<BalanceMachines>

/** A breakdown screen's reads: each part only where the screen shows it (null otherwise). */
export interface BreakdownMachines {
  readonly total: ResourceMachine<CommissionTotal> | null
  readonly byType: ResourceMachine<CommissionsByType['data']> | null
  readonly byStatus: ResourceMachine<CommissionsByStatus['data']> | null
  readonly byCategory: ResourceMachine<CommissionsByCategory['data']> | null
  readonly byService: ResourceMachine<CommissionsByService['data']> | null
}
export type BreakdownResources = StartedResources<BreakdownMachines>

/**
 * The breakdowns of spec section 2's route list, and what each shows:
 * - confirmed: confirmed commissions by category (each category leads to /commissions/{category});
 * - category: one category's commissions by status and by whose sale;
 * - services: commissions on services (airtime, bills, food), which are not product categories;
 * - bySale ("group-by-sale"): by whose sale earned it: your own, your team's, your team's team;
 * - pending: pending commissions by whose sale (each leads to pending/{type});
 * - pendingType: one type's pending by status and by category;
 * - pendingTypeStatus / pendingTypeCategory: narrowed by one more filter;
 * - pendingLeaf: type, status and category all chosen: the figures themselves.
 */
export type BreakdownKind =
  'confirmed' | 'category' | 'services' | 'bySale' | 'pending' | 'pendingType' | 'pendingTypeStatus' | 'pendingTypeCategory' | 'pendingLeaf'
