import { chunkLoadTimeout } from '../config/constants'

/** A lazily loaded chunk took longer than the spec's chunk-load timeout (section 8: 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor(readonly ms: number) {
    super(`A chunk took longer than ${ms / 1000} s to load`)
    this.name = 'ChunkLoadTimeoutError'
  }
}

/** `loading`, or a ChunkLoadTimeoutError once `ms` have passed without it settling. */
export function withChunkTimeout<T>(loading: Promise<T>, ms: number = chunkLoadTimeout): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms)
  })
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer))
}

/** How browsers and Vite word a chunk that could not be fetched. */
const chunkFailures = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
]

/** A chunk that failed or timed out: only a reload (a new HTML page, the current build's chunks) can help. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true
  return error instanceof Error && chunkFailures.some((start) => error.message.startsWith(start))
}
