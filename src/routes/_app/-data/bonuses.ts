import type { Bonus, GatewayClient } from '../../../api'
import type { BonusDetailMachines, BonusListMachines } from '../../../features/bonuses/bonuses-data'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

export function bonusListMachines(client: GatewayClient, consultantId: number): BonusListMachines {
  return {
    bonuses: resourceOf<readonly Bonus[]>(async () => (await client.bonuses.list(consultantId)).data, 'bonuses'),
    formats: resourceOf(async () => (await client.bonuses.formats()).data, 'bonusFormats'),
    grace: resourceOf(() => client.bonuses.gracePeriod(), 'bonusGracePeriod'),
  }
}

export function bonusDetailMachines(client: GatewayClient, consultantId: number, bonusId: number): BonusDetailMachines {
  return {
    bonus: resourceOf(() => client.bonuses.detail(consultantId, bonusId), 'bonusDetail'),
    formats: resourceOf(async () => (await client.bonuses.formats()).data, 'bonusFormats'),
  }
}

export const startBonusList = ({ client, system }: ScreenContext, consultantId: number) =>
  startScreenReads(system, '/bonuses', String(consultantId), () => bonusListMachines(client, consultantId))

export const startBonusDetail = ({ client, system }: ScreenContext, consultantId: number, bonusId: number) =>
  startScreenReads(system, '/bonuses/$id', `${consultantId}:${bonusId}`, () => bonusDetailMachines(client, consultantId, bonusId))
