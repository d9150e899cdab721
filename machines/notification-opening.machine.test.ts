import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { GatewayFailure } from '../src/api/errors'
import type { Notification } from '../src/api/schemas/notifications'
import { isOpening, notificationOpeningMachine, openFailure, type OpenOutcome } from './notification-opening.machine'

const notification = { id: 5, created_at: '2026-11-21T10:00:00Z', status: 'new', label: 'Your order #12 was delivered', has_redirect: true } as Notification

/** The row's actor with a fake `open`: each tap's answer waits until the test gives it (`answer`). */
function start() {
  const opened: Notification[] = []
  const answers: ((outcome: OpenOutcome | Error) => void)[] = []
  const reported: GatewayFailure[] = []
  const machine = notificationOpeningMachine.provide({
    actors: {
      open: fromPromise(({ input }) => {
        opened.push(input.notification)
        return new Promise<OpenOutcome>((resolve, reject) => answers.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome))))
      }),
    },
    actions: { reportFailure: (_, { failure }) => reported.push(failure) },
  })
  const actor = createActor(machine, { input: { notification } }).start()
  const answer = (outcome: OpenOutcome | Error) => {
    answers.shift()?.(outcome)
    return waitFor(actor, (snapshot) => !isOpening(snapshot))
  }
  return { actor, opened, reported, answer, tap: () => actor.send({ type: 'notification.open' }) }
}

describe('opening a notification', () => {
  it('a tap opens it: busy while the redirect call and the navigation run, then idle once its page shows', async () => {
    const { actor, opened, tap, answer } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    tap()
    expect(isOpening(actor.getSnapshot())).toBe(true)
    expect(opened).toEqual([notification])
    const snapshot = await answer('opened')
    expect(snapshot.value).toBe('idle')
    expect(openFailure(snapshot)).toBeNull()
  })

  it('a tap while it opens does nothing (one redirect call)', async () => {
    const { opened, tap, answer } = start()
    tap()
    tap()
    expect(opened).toHaveLength(1)
    await answer('opened')
  })

  it.each([['noPage'], ['offline'], ['failed']] as const)('says why it could not be opened (%s), and a tap tries again', async (reason) => {
    const { actor, opened, tap, answer } = start()
    tap()
    expect(openFailure(await answer(reason))).toBe(reason)
    tap()
    // Opening again: the reason no longer shows.
    expect(isOpening(actor.getSnapshot())).toBe(true)
    expect(openFailure(actor.getSnapshot())).toBeNull()
    expect(opened).toHaveLength(2)
    expect(openFailure(await answer('opened'))).toBeNull()
  })

  it('an `open` that rejects after all (a bug) is reported and reads as a failure', async () => {
    const { tap, answer, reported } = start()
    tap()
    expect(openFailure(await answer(new Error('boom')))).toBe('failed')
    expect(reported).toEqual([expect.objectContaining({ kind: 'unexpected', call: 'GET kazuda/notifications/redirect' })])
  })
})
