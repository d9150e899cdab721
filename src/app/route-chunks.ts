import type { AnyRouter } from '@tanstack/react-router'
import { withChunkTimeout } from '../ui/chunk-error'

const lazyParts = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const

interface Preloadable {
  preload?: () => Promise<unknown>
}

/**
 * Spec section 8: a route chunk still loading after `ms` counts as failed, so the route's
 * error view (src/ui/route-error.tsx: This page could not load. Reload) replaces the blank
 * screen. autoCodeSplitting gives every route lazy components whose `preload` the router
 * awaits before rendering; a rejected preload becomes the route's error. A chunk that fails
 * outright needs nothing here: lazyRouteComponent reloads the page once, then throws the
 * browser's error to the same error view.
 */
export function limitRouteChunkLoading(router: AnyRouter, ms?: number): void {
  for (const route of Object.values(router.routesById as Record<string, AnyRouter['routeTree']>)) {
    const options = route.options as Partial<Record<(typeof lazyParts)[number], Preloadable>>
    for (const part of lazyParts) {
      const component = options[part]
      const preload = component?.preload
      // lazyRouteComponent drops `preload` once loaded, this wrapper with it.
      if (component && preload) component.preload = () => withChunkTimeout(preload(), ms)
    }
    const lazyFn = route.lazyFn
    if (lazyFn) route.lazyFn = () => withChunkTimeout(lazyFn(), ms)
  }
}
