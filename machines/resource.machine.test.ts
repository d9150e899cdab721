import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { GatewayError } from '../src/api/errors'
import { cachedAnswerFailure, createResourceMachine, resourceOf, resourceStatus } from './resource.machine'

const serverError = () => new GatewayError({ kind: 'unknownError', call: 'GET mouse/homepage' })

describe('resource machine', () => {
  it('loads, then holds the data', async () => {
    const actor = createActor(resourceOf(() => Promise.resolve({ items: [1, 2] }))).start()
    expect(resourceStatus(actor.getSnapshot())).toBe('loading')
    const snapshot = await waitFor(actor, (s) => !s.hasTag('busy'))
    expect(resourceStatus(snapshot)).toBe('loaded')
    expect(snapshot.context.data).toEqual({ items: [1, 2] })
  })

  it('keeps the failure and loads again on retry, clearing it', async () => {
    const load = vi.fn().mockRejectedValueOnce(serverError()).mockResolvedValue('block')
    const actor = createActor(resourceOf<string>(load)).start()
    const failed = await waitFor(actor, (s) => s.matches('error'))
    expect(failed.context.failure).toEqual({ kind: 'unknownError', call: 'GET mouse/homepage' })
    expect(resourceStatus(failed)).toBe('error')

    actor.send({ type: 'resource.retry' })
    const loaded = await waitFor(actor, (s) => s.matches('loaded'))
    expect(loaded.context).toEqual({ data: 'block', failure: null })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('reports the failure it keeps through its reportFailure action (a no-op until the app provides it)', async () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')")
    const reported: unknown[] = []
    const machine = createResourceMachine<string>('summary').provide({
      actors: { load: fromPromise(() => Promise.reject(bug)) },
      actions: { reportFailure: (_, { failure }) => reported.push(failure) },
    })
    const failed = await waitFor(createActor(machine).start(), (s) => s.matches('error'))
    expect(failed.context.failure).toEqual({ kind: 'unexpected', call: 'summary', error: bug })
    expect(reported).toEqual([failed.context.failure])
    // Unprovided, nothing is reported and the failure is kept all the same.
    const bare = createResourceMachine<string>('summary').provide({ actors: { load: fromPromise(() => Promise.reject(bug)) } })
    expect((await waitFor(createActor(bare).start(), (s) => s.matches('error'))).context.failure).toEqual(failed.context.failure)
  })

  it('counts a non-gateway error as a network failure', async () => {
    const actor = createActor(resourceOf(() => Promise.reject(new TypeError('Failed to fetch')), 'summary')).start()
    const failed = await waitFor(actor, (s) => s.matches('error'))
    expect(failed.context.failure).toEqual({ kind: 'network', call: 'summary' })
  })

  it('ignores retry while loaded and refreshes on reload', async () => {
    let n = 0
    const actor = createActor(resourceOf(() => Promise.resolve(++n))).start()
    await waitFor(actor, (s) => s.matches('loaded'))
    actor.send({ type: 'resource.retry' })
    expect(actor.getSnapshot().matches('loaded')).toBe(true)
    actor.send({ type: 'resource.reload' })
    const reloaded = await waitFor(actor, (s) => s.matches('loaded'))
    expect(reloaded.context.data).toBe(2)
  })
})

describe('resource machine: the cached answer first (issue 21 §3)', () => {
  /** A resource whose network answer waits for `release`, and whose cache holds `cached` (null: nothing). */
  function held<T>(cached: T | null) {
    let release: (value: T) => void = () => {}
    let fail: (error: unknown) => void = () => {}
    const load = vi.fn(
      () =>
        new Promise<T>((resolve, reject) => {
          release = resolve
          fail = reject
        }),
    )
    const readCached = vi.fn(async (): Promise<T> => {
      if (cached === null) throw new Error('nothing cached')
      return cached
    })
    const machine = createResourceMachine<T>('summary').provide({ actors: { load: fromPromise(load), readCached: fromPromise(readCached) } })
    return { actor: createActor(machine).start(), load, readCached, release: (value: T) => release(value), fail: (error: unknown) => fail(error) }
  }

  it("shows the cached answer while the network is asked, then the network's in its place", async () => {
    const { actor, release, load } = held('figures of 09:12')
    const cached = await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    expect(resourceStatus(cached)).toBe('loaded')
    expect(cachedAnswerFailure(cached)).toBeNull()
    expect(cached.context.data).toBe('figures of 09:12')
    release('figures of now')
    const loaded = await waitFor(actor, (s) => s.matches('loaded'))
    expect(loaded.context).toEqual({ data: 'figures of now', failure: null })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('nothing cached: loading until the network answers, as without a service worker', async () => {
    const { actor, release } = held<string>(null)
    await waitFor(actor, (s) => s.matches({ loading: 'waitingForNetwork' }))
    expect(resourceStatus(actor.getSnapshot())).toBe('loading')
    release('figures')
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.data).toBe('figures')
  })

  it('the network failing after the cached answer keeps it shown; Try again asks the network without hiding it', async () => {
    const { actor, fail, release, load } = held('figures of 09:12')
    await waitFor(actor, (s) => s.matches({ loading: 'showingCached' }))
    fail(serverError())
    const kept = await waitFor(actor, (s) => s.matches('cachedAfterFailure'))
    expect(resourceStatus(kept)).toBe('loaded')
    expect(kept.context).toEqual({ data: 'figures of 09:12', failure: { kind: 'unknownError', call: 'GET mouse/homepage' } })
    // The card's Try again under the figures (ResourceView), busy while it asks.
    expect(cachedAnswerFailure(kept)).toBe('failed')
    actor.send({ type: 'resource.retry' })
    expect(actor.getSnapshot().matches({ loading: 'showingCached' })).toBe(true)
    expect(resourceStatus(actor.getSnapshot())).toBe('loaded')
    expect(cachedAnswerFailure(actor.getSnapshot())).toBe('retrying')
    release('figures of now')
    const loaded = await waitFor(actor, (s) => s.matches('loaded'))
    expect(loaded.context.data).toBe('figures of now')
    expect(cachedAnswerFailure(loaded)).toBeNull()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it("a cached answer that comes after the network's is dropped; a reload asks the network only", async () => {
    let release: (value: string) => void = () => {}
    let answerCache: (answer: string) => void = () => {}
    const readCached = vi.fn(() => new Promise<string>((resolve) => (answerCache = resolve)))
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)))
    const actor = createActor(createResourceMachine<string>().provide({ actors: { load: fromPromise(load), readCached: fromPromise(readCached) } })).start()
    release('fresh')
    await waitFor(actor, (s) => s.matches('loaded'))
    answerCache('old')
    await Promise.resolve()
    expect(actor.getSnapshot().context.data).toBe('fresh')
    actor.send({ type: 'resource.reload' })
    expect(actor.getSnapshot().matches({ loading: 'waitingForNetwork' })).toBe(true)
    release('fresher')
    expect((await waitFor(actor, (s) => s.matches('loaded'))).context.data).toBe('fresher')
    expect(readCached).toHaveBeenCalledTimes(1)
  })

  it('the network failing before anything cached showed is the error view, as before', async () => {
    const { actor, fail } = held<string>(null)
    fail(serverError())
    expect(resourceStatus(await waitFor(actor, (s) => s.matches('error')))).toBe('error')
  })
})
