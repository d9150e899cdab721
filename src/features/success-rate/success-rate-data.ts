import type { SuccessRateConfigs, SuccessRateRecord } from '../../api'
import type { PagedCollectionMachine } from '../../../machines/paged-collection.machine'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'

/**
 * What the month pages are counted from: the first day (YYYY-MM-DD) of the newest month, the
 * month of the visit. Page 1 is that month and the nine before it, page 2 the ten before those…
 */
export interface SuccessRateQuery {
  readonly newestMonth: string
}

/** The success-rate screen's reads (the route provides them with the client). */
export interface SuccessRateMachines {
  /** The monthly records, newest first, ten months a page (spec section 9), merged by from_date. */
  readonly months: {
    readonly machine: PagedCollectionMachine<SuccessRateRecord, SuccessRateQuery>
    readonly input: { readonly query: SuccessRateQuery }
  }
  /** The success-rate configs of the consultant's level; null without a level. */
  readonly penaltyRates: ResourceMachine<SuccessRateConfigs['data']> | null
}

export type SuccessRateResources = StartedResources<SuccessRateMachines>
