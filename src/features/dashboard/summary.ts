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

/** A resource machine's running actor (null stays null). */
type Started<M> = M extends ResourceMachine<infer T> ? ResourceActor<T> : null

/** What the screen renders: the route started every part as it began to load, but the agreement, which waits for its dialog. */
export type DashboardResources = {
  readonly [K in keyof DashboardMachines]: K extends 'agreement' ? DashboardMachines[K] : Started<DashboardMachines[K]>
}
