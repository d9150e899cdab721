import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { GatewayError } from '../src/api/errors'
import { resourceOf, resourceStatus } from './resource.machine'

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
