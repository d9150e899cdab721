import type { SystemContext } from '@chakra-ui/react/styled-system'
import { withChunkTimeout } from './chunk-error'
import { baseSystem } from './theme'

/**
 * Which Chakra system the app renders with. It starts on the small base system (the
 * intro's), and `ensureFullSystem()` swaps in the full one, loaded as its own chunk.
 * Tokens are the same in both, so the swap changes no colour or size on screen.
 */
let current: SystemContext = baseSystem
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

export const getSystem = () => current

export function subscribeSystem(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function ensureFullSystem(): Promise<void> {
  // The root's beforeLoad waits for it: a chunk that hangs fails after the spec's timeout (route-error.tsx).
  loading ??= withChunkTimeout(import('./theme-full'))
    .then(({ fullSystem }) => {
      current = fullSystem
      listeners.forEach((listener) => listener())
    })
    .catch((error: unknown) => {
      loading = null
      throw error
    })
  return loading
}
