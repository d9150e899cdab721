import type { GatewayClient } from '../../../api'
import type { MonthFigures } from '../../../domain/level-progress'
import { monthRange } from '../../../domain/month-range'
import type { LevelAdvantagesMachines, LevelMachines } from '../../../features/level/level-data'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

/**
 * The consultant's figures of the calendar month of `now`: order items completed and failed
 * and the success rate (orders-success-rate-by-period), and the team members whose account is
 * active (team-members; an empty team for a consultant who leads none).
 */
export async function monthFigures(client: Pick<GatewayClient, 'orders' | 'team'>, consultantId: number, now: Date): Promise<MonthFigures> {
  const [month, team] = await Promise.all([client.orders.successRate(consultantId, monthRange(now)), client.team.members(consultantId)])
  return {
    completed: month.orders_completed,
    failed: month.orders_failed,
    successRate: month.success_rate,
    activeTeamMembers: team.data.filter((member) => member.status === 'active').length,
  }
}

export const levelMachines = (client: GatewayClient, consultantId: number, levelId: number, now: Date): LevelMachines => ({
  level: resourceOf(() => client.reference.level(levelId), 'level'),
  figures: resourceOf(() => monthFigures(client, consultantId, now), 'levelFigures'),
})

export const startLevel = ({ client, system }: ScreenContext, consultantId: number, levelId: number, now: Date) =>
  startScreenReads(system, '/level', JSON.stringify([consultantId, levelId, monthRange(now).date_from]), () =>
    levelMachines(client, consultantId, levelId, now),
  )

/** Each advantages screen reads the level call alone. */
export const startLevelAdvantages = ({ client, system }: ScreenContext, levelId: number, which: 'current' | 'next') =>
  startScreenReads(system, `/level:${which}`, String(levelId), (): LevelAdvantagesMachines => ({
    level: resourceOf(() => client.reference.level(levelId), 'level'),
  }))
