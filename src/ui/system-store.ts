import { createElement, type ReactNode } from 'react'
import { withChunkTimeout } from './chunk-error'

/** Puts the screens inside Chakra's provider (chakra-ui.tsx). */
export type UiWrapper = (children: ReactNode) => ReactNode

/**
 * Whether Chakra is on the page. The first load has none: the intro and the login
 * callback render plain elements (src/ui/plain.css). `ensureUi()` loads Chakra's provider
 * with the full system (chakra-ui.tsx, its own chunk) and the root then renders the
 * screens inside it (ui-provider.tsx). Once loaded it stays, for every screen.
 */
let current: UiWrapper | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

/** Chakra's provider once loaded, else null. */
export const getUi = (): UiWrapper | null => current

export function subscribeUi(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function ensureUi(): Promise<void> {
  // The root's beforeLoad waits for it: a chunk that hangs fails after the spec's timeout (route-error.tsx).
  loading ??= withChunkTimeout(import('./chakra-ui'))
    .then(({ ChakraUi }) => {
      current = (children) => createElement(ChakraUi, null, children)
      listeners.forEach((listener) => listener())
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}

/** The name the screens' lazy parts know it by (features/pwa). */
export const ensureFullSystem = ensureUi
