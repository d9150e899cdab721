import { afterEach, describe, expect, it, vi } from 'vitest'
import { offlineCache } from '../config/constants'
import { dataFreshness } from '../platform/data-freshness'
import { clearOfflineData } from './offline-data'

describe('clearOfflineData (logout)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("deletes the service worker's cache of gateway answers and forgets their sync times", async () => {
    const deleteCache = vi.fn(async (_name: string) => true)
    vi.stubGlobal('caches', { delete: deleteCache })
    dataFreshness.record('GET ewoks/banks?active=1', 1_000)
    clearOfflineData()
    expect(deleteCache).toHaveBeenCalledWith(offlineCache.apiCacheName)
    expect(dataFreshness.syncedAt()).toBeNull()
  })

  it('does nothing more where the browser has no Cache Storage', () => {
    vi.stubGlobal('caches', undefined)
    expect(() => clearOfflineData()).not.toThrow()
  })
})
