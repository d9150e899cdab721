import { linkOptions } from '@tanstack/react-router'
import type { LevelLinks } from '../../../features/level/level-data'

/** The three level screens' links. */
export const levelLinks: LevelLinks = {
  level: linkOptions({ to: '/level' }),
  advantages: linkOptions({ to: '/level/advantages' }),
  nextAdvantages: linkOptions({ to: '/level/next-level-advantages' }),
}
