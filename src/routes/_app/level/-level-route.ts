import { linkOptions } from '@tanstack/react-router'
import type { LevelLinks } from '../../../features/level/level-data'
import type { RouterContext } from '../../__root'
import { consultantOf } from '../-period'

/** The three level screens' links. */
export const levelLinks: LevelLinks = {
  level: linkOptions({ to: '/level' }),
  advantages: linkOptions({ to: '/level/advantages' }),
  nextAdvantages: linkOptions({ to: '/level/next-level-advantages' }),
}

/** The signed-in consultant's id and level id (login data customer_data.level), null without a level. */
export function levelOf(context: RouterContext): { id: number; levelId: number | null } {
  const { login, id } = consultantOf(context)
  return { id, levelId: login.customer_data.level?.id ?? null }
}
