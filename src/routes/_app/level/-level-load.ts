import type { AppRouteContext } from '../../../app/router-context'
import { startLevelAdvantages } from '../-data/level'

/** The signed-in consultant's id and level id (login data customer_data.level), null without a level. */
export function levelOf(context: AppRouteContext): { id: number; levelId: number | null } {
  const { login, id } = context.consultant
  return { id, levelId: login.customer_data.level?.id ?? null }
}

/** An advantages screen's loader: what the consultant's level (`current`) or the next one brings; nothing without a level. */
export const advantagesLoader =
  (which: 'current' | 'next') =>
  ({ context }: { context: AppRouteContext }) => {
    const { levelId } = levelOf(context)
    const reads = levelId === null ? null : startLevelAdvantages(context, levelId, which)
    return { resources: reads?.resources ?? null, stop: () => reads?.stop() }
  }
