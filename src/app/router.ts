import { createRouter } from '@tanstack/react-router'
import { routeTree } from '../routeTree.gen'
import type { RouterContext } from '../routes/__root'
import { RouteError } from '../ui/route-error'

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
