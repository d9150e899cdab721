import { describe, expect, it } from 'vitest'
import { createActor, type AnyActorLogic } from 'xstate'
import { syncedAtOf, type DataFreshnessActor } from '../../machines/data-freshness.machine'
import { connectDataFreshness, dataFreshness, dataFreshnessId, parseSyncedAt } from './data-freshness'

describe('the port to the app’s record', () => {
  it('starts the record in the app’s scope under its system id; the client’s records and the clears go to it', () => {
    const started: string[] = []
    const system = {
      start: <L extends AnyActorLogic>(scope: 'app' | 'consultant', systemId: string, logic: L) => {
        started.push(`${scope} ${systemId}`)
        return createActor(logic).start()
      },
    }
    const actor = connectDataFreshness(system as Parameters<typeof connectDataFreshness>[0]) as DataFreshnessActor
    expect(started).toEqual([`app ${dataFreshnessId}`])
    dataFreshness.record('GET ewoks/banks?active=1', 1_000)
    expect(syncedAtOf(actor.getSnapshot())).toBe(1_000)
    expect(dataFreshness.syncedAt()).toBe(1_000)
    dataFreshness.clear()
    expect(syncedAtOf(actor.getSnapshot())).toBeNull()
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
