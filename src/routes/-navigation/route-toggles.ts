import type { AnyRoute } from '@tanstack/react-router'
import type { FeatureToggle } from '../../api'
import { pathnameOf } from '../../domain/safe-path'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The feature toggle that switches this screen (spec sections 2 and 6): off, the guard sends the consultant home. */
    toggle?: FeatureToggle
  }
}

/** The toggle of a path's routes (root first): the deepest that names one, so a layout's covers the screens under it. */
function toggleOfRoutes(routes: readonly Pick<AnyRoute, 'options'>[]): FeatureToggle | null {
  for (let i = routes.length - 1; i >= 0; i--) {
    const toggle = routes[i]?.options.staticData?.toggle
    if (toggle) return toggle
  }
  return null
}

/**
 * A path's toggle from the route tree, for a path the router has not matched (a destination the redirect rules give,
 * the page kept before signing in): the routes it would match, none of their options run.
 */
export function toggleOfPath(
  router: { getMatchedRoutes: (pathname: string) => readonly [readonly AnyRoute[], ...unknown[]] },
  path: string,
): FeatureToggle | null {
  return toggleOfRoutes(router.getMatchedRoutes(pathnameOf(path))[0])
}
