import type { Level } from '../../api'
import type { MonthFigures } from '../../domain/level-progress'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'
import type { AppLinkOptions } from '../../ui/app-link'

/** /level: the level call and the consultant's figures of the month (the route provides them with the client). */
export interface LevelMachines {
  readonly level: ResourceMachine<Level>
  /** The month so far (orders-success-rate-by-period) and the team's active members, read together. */
  readonly figures: ResourceMachine<MonthFigures>
}
export type LevelResources = StartedResources<LevelMachines>

/** /level/advantages and /level/next-level-advantages: the level call alone. */
export interface LevelAdvantagesMachines {
  readonly level: ResourceMachine<Level>
}
export type LevelAdvantagesResources = StartedResources<LevelAdvantagesMachines>

/** Where the level screens lead (the route gives the paths). */
export interface LevelLinks {
  readonly level: AppLinkOptions
  readonly advantages: AppLinkOptions
  readonly nextAdvantages: AppLinkOptions
}
