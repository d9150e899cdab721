import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { offlineCache } from '../src/config/constants'
import { dataFreshnessMachine, noticeSyncedAt, syncedAtOf } from './data-freshness.machine'

const GET_SALES = 'GET watto/consultants/7/sales/total?date_from=2025-01-01'
const GET_BONUSES = 'GET mandalorian/consultants/7/homepage-bonuses'

const start = () => createActor(dataFreshnessMachine).start()
type Freshness = ReturnType<typeof start>
const record = (freshness: Freshness, request: string, syncedAt: number | null) => freshness.send({ type: 'freshness.record', request, syncedAt })
const syncedAt = (freshness: Freshness) => syncedAtOf(freshness.getSnapshot())

describe('data freshness', () => {
  it('is null while every answer comes fresh from the network', () => {
    const freshness = start()
    record(freshness, GET_SALES, null)
    expect(syncedAt(freshness)).toBeNull()
    expect(freshness.getSnapshot().value).toBe('fresh')
  })

  it('keeps the oldest sync time of the cached answers shown', () => {
    const freshness = start()
    record(freshness, GET_SALES, 2_000)
    record(freshness, GET_BONUSES, 1_000)
    expect(syncedAt(freshness)).toBe(1_000)
  })

  it('forgets a request once it is answered fresh again, and everything on clear', () => {
    const freshness = start()
    const listener = vi.fn()
    freshness.subscribe(listener)
    record(freshness, GET_SALES, 2_000)
    record(freshness, GET_BONUSES, 1_000)
    record(freshness, GET_BONUSES, null)
    expect(syncedAt(freshness)).toBe(2_000)
    freshness.send({ type: 'freshness.clear' })
    expect(syncedAt(freshness)).toBeNull()
    expect(freshness.getSnapshot().value).toBe('fresh')
    expect(listener).toHaveBeenCalledTimes(4)
  })

  it('changes only when a record changes something', () => {
    const freshness = start()
    const snapshots: unknown[] = []
    const remember = () => snapshots.push(freshness.getSnapshot())
    const changed = () => snapshots.at(-1) !== freshness.getSnapshot()
    remember()
    record(freshness, GET_SALES, null)
    expect(changed()).toBe(false)
    record(freshness, GET_SALES, 5)
    expect(changed()).toBe(true)
    remember()
    record(freshness, GET_SALES, 5)
    expect(changed()).toBe(false)
    freshness.send({ type: 'freshness.clear' })
    expect(changed()).toBe(true)
    remember()
    freshness.send({ type: 'freshness.clear' })
    expect(changed()).toBe(false)
  })
})

describe('since when cached answers show (the notice online waits for the network that long)', () => {
  afterEach(() => vi.useRealTimers())
  const delay = offlineCache.slowNetworkNoticeMs
  const lasting = (freshness: Freshness) => freshness.getSnapshot().matches({ cached: 'lasting' })

  it('from the first cached answer, unbroken while others come and go; none left, none', () => {
    vi.useFakeTimers({ now: 10_000 })
    const freshness = start()
    record(freshness, GET_SALES, null)
    vi.advanceTimersByTime(delay)
    expect(lasting(freshness)).toBe(false)
    record(freshness, GET_SALES, 2_000)
    vi.advanceTimersByTime(400)
    record(freshness, GET_BONUSES, 1_000)
    record(freshness, GET_SALES, null)
    vi.advanceTimersByTime(delay - 401)
    expect(lasting(freshness)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(lasting(freshness)).toBe(true)
    record(freshness, GET_BONUSES, null)
    expect(freshness.getSnapshot().value).toBe('fresh')
    // A new cached answer counts from its own arrival.
    record(freshness, GET_SALES, 3_000)
    vi.advanceTimersByTime(delay - 1)
    expect(lasting(freshness)).toBe(false)
    vi.advanceTimersByTime(1)
    expect(lasting(freshness)).toBe(true)
    freshness.send({ type: 'freshness.clear' })
    expect(lasting(freshness)).toBe(false)
  })
})

describe('the sync time the connection notice shows', () => {
  afterEach(() => vi.useRealTimers())

  it('offline, as soon as cached answers show', () => {
    vi.useFakeTimers({ now: 50_000 })
    const freshness = start()
    record(freshness, GET_SALES, 1_000)
    expect(noticeSyncedAt(freshness.getSnapshot(), true)).toBe(1_000)
  })

  it('online, only once they have shown for the delay without the network replacing them', () => {
    vi.useFakeTimers({ now: 50_000 })
    const freshness = start()
    record(freshness, GET_SALES, 1_000)
    expect(noticeSyncedAt(freshness.getSnapshot(), false)).toBeNull()
    vi.advanceTimersByTime(offlineCache.slowNetworkNoticeMs - 1)
    expect(noticeSyncedAt(freshness.getSnapshot(), false)).toBeNull()
    vi.advanceTimersByTime(1)
    expect(noticeSyncedAt(freshness.getSnapshot(), false)).toBe(1_000)
  })

  it('nothing cached on screen: no time, online or offline', () => {
    vi.useFakeTimers({ now: 50_000 })
    const freshness = start()
    vi.advanceTimersByTime(offlineCache.slowNetworkNoticeMs)
    expect(noticeSyncedAt(freshness.getSnapshot(), true)).toBeNull()
    expect(noticeSyncedAt(freshness.getSnapshot(), false)).toBeNull()
  })
})
