import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyRouter } from '@tanstack/react-router'
import { ChunkLoadTimeoutError } from '../ui/chunk-error'
import { limitRouteChunkLoading } from './route-chunks'

const hanging = () => new Promise<never>(() => {})

function fakeRouter(routes: Record<string, { options: Record<string, unknown>; lazyFn?: () => Promise<unknown> }>) {
  return { routesById: routes } as unknown as AnyRouter
}

describe('limitRouteChunkLoading', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("fails a route's lazy component, and a lazy route, still loading after the timeout", async () => {
    vi.useFakeTimers()
    const component = Object.assign(() => null, { preload: vi.fn(hanging) })
    const route = { options: { component }, lazyFn: vi.fn(hanging) }
    limitRouteChunkLoading(fakeRouter({ '/home': route }), 1_000)

    const results = Promise.allSettled([component.preload(), route.lazyFn()])
    await vi.advanceTimersByTimeAsync(1_000)
    const [preload, lazy] = await results
    expect(preload).toMatchObject({ status: 'rejected', reason: expect.any(ChunkLoadTimeoutError) })
    expect(lazy).toMatchObject({ status: 'rejected', reason: expect.any(ChunkLoadTimeoutError) })
  })

  it('leaves chunks loaded in time, and routes without lazy parts, as they are', async () => {
    const preload = vi.fn(async () => undefined)
    const component = Object.assign(() => null, { preload })
    const plain = () => null
    limitRouteChunkLoading(fakeRouter({ '/': { options: { component } }, __root__: { options: { component: plain } } }), 1_000)
    await expect(component.preload()).resolves.toBeUndefined()
    expect(preload).toHaveBeenCalledTimes(1)
    expect('preload' in plain).toBe(false)
  })
})
