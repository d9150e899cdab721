import type { Bonus, BonusDetail, BonusFormats, GracePeriod } from '../../api'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'

/** The bonuses list's reads (the route provides them with the client). */
export interface BonusListMachines {
  readonly bonuses: ResourceMachine<readonly Bonus[]>
  /** How each format is counted; the cards fall back to the format's own unit without it. */
  readonly formats: ResourceMachine<BonusFormats['data']>
  /** The programme's grace period, for the note under the list. */
  readonly grace: ResourceMachine<GracePeriod>
}
export type BonusListResources = StartedResources<BonusListMachines>

export interface BonusDetailMachines {
  readonly bonus: ResourceMachine<BonusDetail>
  readonly formats: ResourceMachine<BonusFormats['data']>
}
export type BonusDetailResources = StartedResources<BonusDetailMachines>
