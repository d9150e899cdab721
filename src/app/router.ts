import { createRouter } from '@tanstack/react-router'
import type { GatewayClient } from '../api'
import { routeTree } from '../routeTree.gen'
import { RouteError } from '../ui/route-error'

export function createAppRouter(client: GatewayClient) {
  return createRouter({
    routeTree,
    context: { client },
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
