import { createElement, type ReactNode } from 'react'
import { withChunkTimeout } from './chunk-error'

/** Puts the screens inside Chakra's provider (chakra-ui.tsx). */
export type UiWrapper = (children: ReactNode) => ReactNode

/**
 * Whether Chakra is on the page. Most screens never load it: they are plain elements
 * styled by CSS (base.css, kit.css, each feature's own file; docs/architecture.md,
 * "Styling"). A route whose screen uses Chakra components (today the onboarding forms)
 * names `loadChakra` as its loader; that loads Chakra's provider with the app's system
 * (chakra-ui.tsx, its own chunk), and the root then renders the screens inside it
 * (ui-provider.tsx). Once loaded it stays.
 */
let current: UiWrapper | null = null // module state: the Chakra library once loaded (code, not data)
let loading: Promise<void> | null = null // module state: its one load
const listeners = new Set<() => void>() // module state: who re-renders when it arrives

/** Chakra's provider once loaded, else null. */
export const getUi = (): UiWrapper | null => current

export function subscribeUi(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A route's loader for a screen that uses Chakra components. */
export function loadChakra(): Promise<void> {
  // A chunk that hangs fails after the spec's timeout (route-error.tsx).
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
