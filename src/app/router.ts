import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import { RouteError } from '../ui/route-error'
import { RoutePending } from '../ui/route-pending'
import { limitRouteChunkLoading } from './route-chunks'
import type { RouterContext } from './router-context'

export function createAppRouter(context: Omit<RouterContext, 'reload'>) {
  const router = createRouter({
    routeTree,
    // The router reloads itself: a route asks for it through its context (it is not in a loader's arguments).
    context: { ...context, reload: () => void router.invalidate() },
    defaultErrorComponent: RouteError,
    // A navigation that waits more than a second (the session, a chunk on a slow network) says so.
    defaultPendingComponent: RoutePending,
    scrollRestoration: true,
  })
  limitRouteChunkLoading(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
