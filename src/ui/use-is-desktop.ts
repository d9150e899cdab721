import { useSyncExternalStore } from 'react'
import { layout } from '../config/constants'

/** The desktop layout's media query: 960px and wider (the theme's `lg` breakpoint). */
export const desktopQuery = `(min-width: ${layout.desktopMinWidth}px)`

function subscribe(listener: () => void): () => void {
  const query = matchMedia(desktopQuery)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

/**
 * Whether the desktop layout applies. The layouts differ in structure (side navigation
 * against a header and drawer) and in the menu itself (Notifications on desktop only),
 * so this is decided in script rather than by hiding one layout with CSS.
 */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, () => matchMedia(desktopQuery).matches)
}
