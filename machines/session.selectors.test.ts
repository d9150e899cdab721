import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import { delays } from './config'
import { settledSession, type SessionActor } from './session.selectors'

/** A session stand-in that stays busy until told: what a stuck restore looks like to a navigation. */
const stuck = createMachine({ initial: 'restoring', states: { restoring: { tags: 'busy', on: { done: 'signedOut' } }, signedOut: {} } })

afterEach(() => vi.useRealTimers())

describe('settledSession', () => {
  it('resolves once the session is no longer busy', async () => {
    const actor = createActor(stuck).start()
    const settled = settledSession(actor as unknown as SessionActor)
    actor.send({ type: 'done' })
    await expect(settled).resolves.toMatchObject({ value: 'signedOut' })
  })

  it('gives up after the named timeout instead of waiting for ever', async () => {
    vi.useFakeTimers()
    const actor = createActor(stuck).start()
    const settled = settledSession(actor as unknown as SessionActor)
    const outcome = settled.then(
      () => 'settled',
      () => 'gave up',
    )
    await vi.advanceTimersByTimeAsync(delays.sessionSettleTimeout - 1)
    expect(await Promise.race([outcome, Promise.resolve('waiting')])).toBe('waiting')
    await vi.advanceTimersByTimeAsync(2)
    expect(await outcome).toBe('gave up')
  })
})
