import { afterEach, describe, expect, it, vi } from 'vitest'
import { allowCachedReads, inCacheTurn, readCached, withinCacheTurn } from './cached-read'

afterEach(() => allowCachedReads(() => false))

describe('readCached', () => {
  it('asks nothing while no service worker holds answers (a first visit, the tests): the load is not run', async () => {
    const load = vi.fn(() => Promise.resolve('figures'))
    await expect(readCached(load)).rejects.toThrow()
    expect(load).not.toHaveBeenCalled()
  })

  it("runs the load from the cache, its first turn's calls as cached reads, and gives its answer", async () => {
    allowCachedReads(() => true)
    const turns: boolean[] = []
    const load = vi.fn(() => {
      turns.push(inCacheTurn()) // as the client's send sees it, synchronously
      return Promise.resolve('figures')
    })
    expect(await readCached(load)).toBe('figures')
    expect(load).toHaveBeenCalledWith('cache')
    expect(turns).toEqual([true])
    // The turn ends with the synchronous call: what runs later is a network call.
    expect(inCacheTurn()).toBe(false)
  })

  it('nothing cached: the call fails, and so does the cached read (the machine then waits for the network)', async () => {
    allowCachedReads(() => true)
    await expect(readCached(() => Promise.reject(new Error('504 not cached')))).rejects.toThrow('504 not cached')
  })

  it("a call carried to later (the lazy client) stays the cached read's", async () => {
    const carried = withinCacheTurn(true, () => {
      const captured = inCacheTurn()
      return () => withinCacheTurn(captured, inCacheTurn)
    })
    await Promise.resolve()
    expect(inCacheTurn()).toBe(false)
    expect(carried()).toBe(true)
  })
})
