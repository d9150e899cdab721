import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { GatewayError } from '../src/api/errors'
import { createReferenceListMachine, listEntries, listStatus } from './reference-list.machine'

interface City {
  id: number
  name: string
}

function start(load: (key: string) => Promise<readonly City[]>, key: string | null = 'states') {
  const calls: string[] = []
  const machine = createReferenceListMachine<City>().provide({
    actors: { load: fromPromise(({ input }) => (calls.push(input.key), load(input.key))) },
  })
  const actor = createActor(machine, { input: { key } }).start()
  return { actor, calls }
}

const settled = (s: { hasTag: (t: 'busy') => boolean }) => !s.hasTag('busy')
const cities = (key: string): readonly City[] => [{ id: Number(key) * 100 + 1, name: `City of ${key}` }]

describe('reference list machine', () => {
  it('loads the list it starts with', async () => {
    const { actor } = start(() => Promise.resolve([{ id: 1, name: 'Ashanti' }]))
    expect(listStatus(actor.getSnapshot())).toBe('loading')
    const loaded = await waitFor(actor, settled)
    expect(listStatus(loaded)).toBe('loaded')
    expect(listEntries(loaded)).toEqual([{ id: 1, name: 'Ashanti' }])
  })

  it('waits without a key, then loads each key once and shows a cached one at once', async () => {
    const { actor, calls } = start((key) => Promise.resolve(cities(key)), null)
    expect(listStatus(actor.getSnapshot())).toBe('idle')
    expect(listEntries(actor.getSnapshot())).toEqual([])

    actor.send({ type: 'list.select', key: '1' })
    expect(listEntries(await waitFor(actor, settled))).toEqual(cities('1'))
    actor.send({ type: 'list.select', key: '2' })
    expect(listEntries(await waitFor(actor, settled))).toEqual(cities('2'))

    actor.send({ type: 'list.select', key: '1' })
    expect(listStatus(actor.getSnapshot())).toBe('loaded')
    expect(listEntries(actor.getSnapshot())).toEqual(cities('1'))
    expect(calls).toEqual(['1', '2'])
  })

  it('drops the answer of a key no longer chosen', async () => {
    let release: (value: readonly City[]) => void = () => {}
    const slow = new Promise<readonly City[]>((resolve) => (release = resolve))
    const { actor } = start((key) => (key === '1' ? slow : Promise.resolve(cities(key))), '1')
    actor.send({ type: 'list.select', key: '2' })
    release([{ id: 999, name: 'Stale' }])
    const loaded = await waitFor(actor, settled)
    expect(loaded.context.key).toBe('2')
    expect(listEntries(loaded)).toEqual(cities('2'))
    expect(loaded.context.cache['1']).toBeUndefined()
  })

  it('sets the error flag on a failed load and loads again on retry', async () => {
    let fail = true
    const { actor, calls } = start(() =>
      fail ? Promise.reject(new GatewayError({ kind: 'timeout', call: 'GET ewoks/banks' })) : Promise.resolve([{ id: 1, name: 'GCB Bank' }]),
    )
    const failed = await waitFor(actor, settled)
    expect(listStatus(failed)).toBe('error')
    expect(failed.context.failure).toEqual({ kind: 'timeout', call: 'GET ewoks/banks' })

    fail = false
    actor.send({ type: 'list.retry' })
    const loaded = await waitFor(actor, settled)
    expect(listStatus(loaded)).toBe('loaded')
    expect(loaded.context.failure).toBeNull()
    expect(calls).toEqual(['states', 'states'])
  })

  it('selecting the same key again changes nothing', async () => {
    const { actor, calls } = start(() => Promise.resolve([]))
    await waitFor(actor, settled)
    actor.send({ type: 'list.select', key: 'states' })
    expect(calls).toEqual(['states'])
  })
})
