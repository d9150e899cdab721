import type { ItemStatus, SalesByCategory, SalesByStatus, SalesTotal } from '../../api'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'

/** A drill-down of the sales screen: a status, a category, both, or neither (the URL's path). */
export interface SalesFilter {
  readonly status: ItemStatus | null
  readonly category: string | null
}

/** The sales screen's reads for one period and filter (the route provides them with the client). */
export interface SalesMachines {
  /** The period's totals and the previous period's (the gateway computes both). */
  readonly total: ResourceMachine<SalesTotal>
  /** By status, within the category filter (the gateway's by-status takes no status). */
  readonly byStatus: ResourceMachine<SalesByStatus['data']>
  /** By category (all 26, zeros included), within the status filter. */
  readonly byCategory: ResourceMachine<SalesByCategory['data']>
}

export type SalesResources = StartedResources<SalesMachines>
