import type { SystemContext } from '@chakra-ui/react/styled-system'
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
  loading ??= import('./theme-full')
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
