import { useSyncExternalStore, type ReactNode } from 'react'
import { getUi, subscribeUi } from './system-store'

/**
 * Chakra around the screens once it is loaded (system-store.ts); until then (the intro,
 * the login callback) the screens render alone, with plain elements.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  const wrap = useSyncExternalStore(subscribeUi, getUi)
  return wrap ? wrap(children) : children
}
