import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDataFreshness, noticeSyncedAt, parseSyncedAt } from './data-freshness'

const GET_SALES = 'GET watto/consultants/7/sales/total?date_from=2025-01-01'
const GET_BONUSES = 'GET mandalorian/consultants/7/homepage-bonuses'

describe('data freshness', () => {
  it('is null while every answer comes fresh from the network', () => {
    const freshness = createDataFreshness()
    freshness.record(GET_SALES, null)
    expect(freshness.syncedAt()).toBeNull()
  })

  it('keeps the oldest sync time of the cached answers shown', () => {
    const freshness = createDataFreshness()
    freshness.record(GET_SALES, 2_000)
    freshness.record(GET_BONUSES, 1_000)
    expect(freshness.syncedAt()).toBe(1_000)
  })

  it('forgets a request once it is answered fresh again, and everything on clear', () => {
    const freshness = createDataFreshness()
    const listener = vi.fn()
    freshness.subscribe(listener)
    freshness.record(GET_SALES, 2_000)
    freshness.record(GET_BONUSES, 1_000)
    freshness.record(GET_BONUSES, null)
    expect(freshness.syncedAt()).toBe(2_000)
    freshness.clear()
    expect(freshness.syncedAt()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(4)
  })

  it('tells listeners only about changes', () => {
    const freshness = createDataFreshness()
    const listener = vi.fn()
    const unsubscribe = freshness.subscribe(listener)
    freshness.record(GET_SALES, null)
    freshness.record(GET_SALES, 5)
    freshness.record(GET_SALES, 5)
    freshness.clear()
    freshness.clear()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    freshness.record(GET_SALES, 6)
    expect(listener).toHaveBeenCalledTimes(2)
  })
})

describe('since when cached answers show', () => {
  afterEach(() => vi.useRealTimers())

  it('from the first cached answer, unbroken while others come and go; none left, none', () => {
    vi.useFakeTimers({ now: 10_000 })
    const freshness = createDataFreshness()
    expect(freshness.since()).toBeNull()
    freshness.record(GET_SALES, null)
    expect(freshness.since()).toBeNull()
    freshness.record(GET_SALES, 2_000)
    expect(freshness.since()).toBe(10_000)
    vi.setSystemTime(10_400)
    freshness.record(GET_BONUSES, 1_000)
    freshness.record(GET_SALES, null)
    expect(freshness.since()).toBe(10_000)
    freshness.record(GET_BONUSES, null)
    expect(freshness.since()).toBeNull()
    vi.setSystemTime(12_000)
    freshness.record(GET_SALES, 3_000)
    expect(freshness.since()).toBe(12_000)
    freshness.clear()
    expect(freshness.since()).toBeNull()
  })
})

describe('the sync time the connection notice shows', () => {
  const syncedAt = 1_000

  it('offline, as soon as cached answers show', () => {
    expect(noticeSyncedAt({ offline: true, syncedAt, since: 50_000, now: 50_000 }, 1_000)).toBe(syncedAt)
  })

  it('online, only once they have shown for the delay without the network replacing them', () => {
    expect(noticeSyncedAt({ offline: false, syncedAt, since: 50_000, now: 50_000 }, 1_000)).toBeNull()
    expect(noticeSyncedAt({ offline: false, syncedAt, since: 50_000, now: 50_999 }, 1_000)).toBeNull()
    expect(noticeSyncedAt({ offline: false, syncedAt, since: 50_000, now: 51_000 }, 1_000)).toBe(syncedAt)
  })

  it('nothing cached on screen: no time, online or offline', () => {
    expect(noticeSyncedAt({ offline: true, syncedAt: null, since: null, now: 50_000 }, 1_000)).toBeNull()
    expect(noticeSyncedAt({ offline: false, syncedAt: null, since: null, now: 50_000 }, 1_000)).toBeNull()
  })
})

describe('parseSyncedAt', () => {
  it('reads the ISO stamp the service worker writes, and refuses anything else', () => {
    expect(parseSyncedAt('2025-11-21T10:15:00.000Z')).toBe(Date.UTC(2025, 10, 21, 10, 15))
    expect(parseSyncedAt(null)).toBeNull()
    expect(parseSyncedAt('')).toBeNull()
    expect(parseSyncedAt('yesterday')).toBeNull()
  })
})
