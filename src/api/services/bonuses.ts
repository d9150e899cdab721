import { BonusDetail, BonusFormats, Bonuses, GracePeriod } from '../schemas'
import type { Send } from '../request'

export const bonusesService = (send: Send) => ({
  list: (id: number) => send({ method: 'get', path: `mandalorian/consultants/${id}/bonuses`, schema: Bonuses }),
  homepage: (id: number) => send({ method: 'get', path: `mandalorian/consultants/${id}/homepage-bonuses`, schema: Bonuses }),
  detail: (id: number, bonusId: number) => send({ method: 'get', path: `mandalorian/consultants/${id}/bonuses/${bonusId}`, schema: BonusDetail }),
  gracePeriod: () => send({ method: 'get', path: 'mandalorian/bonuses/grace-period', schema: GracePeriod }),
  formats: () => send({ method: 'get', path: 'mandalorian/temp/format', schema: BonusFormats }),
})
