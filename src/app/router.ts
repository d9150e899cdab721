import { createRouter } from '@tanstack/react-router'
import type { FeatureToggle } from '../api'
import { routeTree } from '../routeTree.gen'
import { toggleOfPath } from '../routes/-navigation/route-toggles'
import { RouteError } from '../ui/route-error'
import { RoutePending } from '../ui/route-pending'
import { limitRouteChunkLoading } from './route-chunks'
import type { OpeningAddress, RouterContext } from './router-context'

export function createAppRouter(context: Omit<RouterContext, 'reload' | 'takeOpeningAddress' | 'toggleOf'>) {
  // The document's address as the app starts (the router's first navigation goes there), given once.
  let opening: OpeningAddress | null = { pathname: window.location.pathname, search: window.location.search }
  const takeOpeningAddress = () => {
    const address = opening
    opening = null
    return address
  }
  const router = createRouter({
    routeTree,
    // The router reloads itself and reads its routes' toggles: a route asks for them through its context (not in its arguments).
    context: { ...context, reload: () => void router.invalidate(), takeOpeningAddress, toggleOf: (path): FeatureToggle | null => toggleOfPath(router, path) },
    defaultErrorComponent: RouteError,
    // A navigation that waits more than a second (the session, a chunk on a slow network) says so.
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
    // Kept in the tab's storage: by the entry's random key, never its address (ids, filters: issue 37 §9).
    getScrollRestorationKey: (location) => location.state.__TSR_key ?? 'opened',
  })
  limitRouteChunkLoading(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
