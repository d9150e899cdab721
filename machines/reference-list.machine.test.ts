import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { GatewayError, type GatewayFailure } from '../src/api/errors'
import { allowCachedReads, inCacheTurn } from '../src/api/cached-read'
import { createReferenceListMachine, listEntries, listStatus, referenceListOf } from './reference-list.machine'

interface City {
  id: number
  name: string
}

function start(load: (key: string) => Promise<readonly City[]>, key: string | null = 'states') {
  const calls: string[] = []
  const reported: GatewayFailure[] = []
  const machine = createReferenceListMachine<City>().provide({
    actors: { load: fromPromise(({ input }) => (calls.push(input.key), load(input.key))) },
    actions: { reportFailure: (_, { failure }) => reported.push(failure) },
  })
  const actor = createActor(machine, { input: { key } }).start()
  return { actor, calls, reported }
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

  it('sets the error flag on a failed load (and reports it), and loads again on retry', async () => {
    let fail = true
    const { actor, calls, reported } = start(() =>
      fail ? Promise.reject(new GatewayError({ kind: 'timeout', call: 'GET ewoks/banks' })) : Promise.resolve([{ id: 1, name: 'GCB Bank' }]),
    )
    const failed = await waitFor(actor, settled)
    expect(listStatus(failed)).toBe('error')
    expect(failed.context.failure).toEqual({ kind: 'timeout', call: 'GET ewoks/banks' })
    expect(reported).toEqual([{ kind: 'timeout', call: 'GET ewoks/banks' }])

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

describe('reference list machine: the cached copy first, in the installed app (issue 21 §3)', () => {
  afterEach(() => allowCachedReads(() => false))
  const banks = [{ id: 1, name: 'GCB Bank' }]
  const newBanks = [...banks, { id: 2, name: 'Fidelity Bank' }]

  /** The list as the app makes it (`referenceListOf`: its load asked of the cache through `readCached`), the network's answers left to the test. */
  function installed(cached: Partial<Record<string, readonly City[]>>) {
    allowCachedReads(() => true)
    const network: { key: string; resolve: (list: readonly City[]) => void; reject: (error: unknown) => void }[] = []
    const actor = createActor(
      referenceListOf<City>((key) => {
        if (inCacheTurn()) {
          const copy = cached[key]
          return copy ? Promise.resolve(copy) : Promise.reject(new GatewayError({ kind: 'network', call: 'GET ewoks/banks' }))
        }
        return new Promise((resolve, reject) => network.push({ key, resolve, reject }))
      }),
      { input: { key: 'banks' } },
    ).start()
    const answer = (n: number) => {
      const pending = network[n]
      if (!pending) throw new Error(`no network read #${n}`)
      return pending
    }
    return { actor, network, answer }
  }

  it("shows the cached list at once as loaded, and the network's replaces it", async () => {
    const { actor, answer } = installed({ banks })
    const cached = await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    expect(listStatus(cached)).toBe('loaded')
    expect(listEntries(cached)).toEqual(banks)
    answer(0).resolve(newBanks)
    const loaded = await waitFor(actor, (s) => s.matches('loaded'))
    expect(listEntries(loaded)).toEqual(newBanks)
    expect(loaded.context.cachedCopy).toBeNull()
  })

  it('nothing cached: loading until the network answers', async () => {
    const { actor, answer } = installed({})
    const waiting = await waitFor(actor, (s) => s.matches({ loading: 'waitingForNetwork' }))
    expect(listStatus(waiting)).toBe('loading')
    expect(listEntries(waiting)).toEqual([])
    answer(0).resolve(banks)
    expect(listEntries(await waitFor(actor, (s) => s.matches('loaded')))).toEqual(banks)
  })

  it('the network failing after the cached copy keeps it; Try again asks the network again', async () => {
    const { actor, answer, network } = installed({ banks })
    await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    answer(0).reject(new GatewayError({ kind: 'timeout', call: 'GET ewoks/banks' }))
    const kept = await waitFor(actor, (s) => s.matches('cachedAfterFailure'))
    expect(listStatus(kept)).toBe('loaded')
    expect(listEntries(kept)).toEqual(banks)
    expect(kept.context.failure).toEqual({ kind: 'timeout', call: 'GET ewoks/banks' })
    actor.send({ type: 'list.retry' })
    expect(listEntries(actor.getSnapshot())).toEqual(banks)
    expect(network).toHaveLength(2)
    answer(1).resolve(newBanks)
    const loaded = await waitFor(actor, (s) => s.matches('loaded'))
    expect(listEntries(loaded)).toEqual(newBanks)
    expect(loaded.context.failure).toBeNull()
  })

  it("a cached copy is never kept as the key's list: chosen again, the key asks again; another key's copy never shows", async () => {
    const { actor, answer, network } = installed({ '1': cities('1') })
    actor.send({ type: 'list.select', key: '1' })
    await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    actor.send({ type: 'list.select', key: '2' })
    const other = await waitFor(actor, (s) => s.matches({ loading: 'waitingForNetwork' }))
    expect(listEntries(other)).toEqual([])
    expect(listStatus(other)).toBe('loading')
    answer(2).resolve(cities('2'))
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'list.select', key: '1' })
    await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    expect(network.map((read) => read.key)).toEqual(['banks', '1', '2', '1'])
  })
})
