/**
 * Feature toggles from the server, per consultant (spec sections 2 and 6): one
 * answer to "is this enabled" for routes and the menu alike.
 */
import type { FeatureToggle, LoginData } from '../src/api'
import { pathnameOf } from '../src/domain/safe-path'

/** The section each toggle switches, by path prefix. A route under a disabled prefix sends the user home. */
export const ROUTE_TOGGLES: Record<string, FeatureToggle> = {
  '/team-members': 'teamMembers',
  '/team-leader': 'teamLeader',
  '/level': 'levels',
  '/orders': 'orders',
  '/notifications': 'notifications',
  '/sales': 'sales',
  '/success-rate': 'success_rate',
  '/personal-info': 'personalInfo',
  '/payment-method': 'paymentMethods',
  '/commissions': 'commissions',
  '/bonuses': 'bonus',
}

/** Whether the signed-in consultant has `toggle` on. A toggle the server left out counts as on; nobody signed in has none. */
export function isFeatureEnabled(login: LoginData | null, toggle: FeatureToggle): boolean {
  return login !== null && login.feature_toggles[toggle] !== false
}

/** The toggle guarding `path` (a whole-segment prefix match: /level and /level/advantages, not /levels-guide), or null. */
export function toggleForPath(path: string): FeatureToggle | null {
  const pathname = pathnameOf(path)
  for (const [prefix, toggle] of Object.entries(ROUTE_TOGGLES)) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return toggle
  }
  return null
}

/** Whether `path` is open to this consultant as far as feature toggles go. */
export function isPathEnabled(login: LoginData | null, path: string): boolean {
  const toggle = toggleForPath(path)
  return toggle === null || isFeatureEnabled(login, toggle)
}
