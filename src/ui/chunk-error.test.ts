import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadTimeoutError, isChunkLoadError, withChunkTimeout } from './chunk-error'
import { chunkLoadTimeout } from '../config/constants'

describe('withChunkTimeout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fails a chunk still loading after the spec timeout (120 s), not a moment earlier', async () => {
    vi.useFakeTimers()
    expect(chunkLoadTimeout).toBe(120_000)
    const settled = vi.fn()
    const loading = withChunkTimeout(new Promise<never>(() => {}))
    loading.then(settled, settled)
    await vi.advanceTimersByTimeAsync(chunkLoadTimeout - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toHaveBeenCalledWith(expect.any(ChunkLoadTimeoutError))
  })

  it('passes a chunk loaded in time, and its failure, through', async () => {
    await expect(withChunkTimeout(Promise.resolve('module'), 50)).resolves.toBe('module')
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/home-1.js')
    await expect(withChunkTimeout(Promise.reject(failure), 50)).rejects.toBe(failure)
  })
})

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://app.example/assets/home-1.js',
    'error loading dynamically imported module: https://app.example/assets/home-1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/home-1.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true)
  })

  it('recognises the timeout, and nothing else', () => {
    expect(isChunkLoadError(new ChunkLoadTimeoutError(120_000))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })
})
