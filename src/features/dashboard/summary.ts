import type { Bonus, CommissionTotal, ContentBlock, HomeBlocks, SalesTotal } from '../../api'
import type { ResourceActor, ResourceMachine } from '../../../machines/resource.machine'

/** One figure this month (so far) and last month. */
export interface MonthComparison {
  readonly thisMonth: number
  readonly lastMonth: number
}

/** Confirmed commissions this month and last month, and what may still complete this month. */
export interface CommissionComparison extends MonthComparison {
  readonly pendingThisMonth: number
}

/** Sales amounts from the gateway's totals of this month and of last month (one call per calendar month). */
export const salesComparison = (thisMonth: SalesTotal, lastMonth: SalesTotal): MonthComparison => ({
  thisMonth: thisMonth.current.amount,
  lastMonth: lastMonth.current.amount,
})

export const commissionComparison = (thisMonth: CommissionTotal, lastMonth: CommissionTotal): CommissionComparison => ({
  thisMonth: thisMonth.confirmed,
  lastMonth: lastMonth.confirmed,
  pendingThisMonth: thisMonth.pending,
})

/** The dashboard's data, each part its own resource (loading, loaded, or the error view with Try again). */
export interface DashboardMachines {
  readonly blocks: ResourceMachine<HomeBlocks>
  /** Null when the section is switched off. */
  readonly bonuses: ResourceMachine<readonly Bonus[]> | null
  readonly sales: ResourceMachine<MonthComparison> | null
  readonly commissions: ResourceMachine<CommissionComparison> | null
  /** The agreement's text, loaded when its dialog opens. */
  readonly agreement: ResourceMachine<ContentBlock>
}

/** What the screen renders: the route started the first four as it began to load (the agreement waits for its dialog). */
export interface DashboardResources {
  readonly blocks: ResourceActor<HomeBlocks>
  readonly bonuses: ResourceActor<readonly Bonus[]> | null
  readonly sales: ResourceActor<MonthComparison> | null
  readonly commissions: ResourceActor<CommissionComparison> | null
  readonly agreement: ResourceMachine<ContentBlock>
}
