/**
 * Feature toggles from the server, per consultant (spec sections 2 and 6): one answer to "is this
 * enabled" for routes and the menu alike. Which toggle switches a route is the route's own
 * (`staticData.toggle` in src/routes); a machine that needs it for a path is given `ToggleOf`.
 */
import type { FeatureToggle, LoginData } from '../src/api'

/** Whether the signed-in consultant has `toggle` on. A toggle the server left out counts as on; nobody signed in has none. */
export function isFeatureEnabled(login: LoginData | null, toggle: FeatureToggle): boolean {
  return login !== null && login.feature_toggles[toggle] !== false
}

/** The toggle that switches a path (pathname, search and hash) and every page under it, or null: the app reads it from its routes. */
export type ToggleOf = (path: string) => FeatureToggle | null
