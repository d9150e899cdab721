import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { GatewayError, type GatewayFailure } from '../src/api/errors'
import { pushStatus, pushSubscriptionMachine, type EnableOutcome, type PushCheck } from './push-subscription.machine'

const granted: PushCheck = { supported: true, permission: 'granted', subscribed: true }

function start(check: PushCheck, effects: { enable?: () => Promise<EnableOutcome>; disable?: () => Promise<void>; disableAll?: () => Promise<void> } = {}) {
  const calls: string[] = []
  const reported: GatewayFailure[] = []
  const machine = pushSubscriptionMachine.provide({
    actors: {
      check: fromPromise(async () => check),
      enable: fromPromise(async () => {
        calls.push('enable')
        return (effects.enable ?? (async () => 'subscribed' as const))()
      }),
      disable: fromPromise(async () => {
        calls.push('disable')
        return (effects.disable ?? (async () => {}))()
      }),
      disableAll: fromPromise(async () => {
        calls.push('disableAll')
        return (effects.disableAll ?? (async () => {}))()
      }),
    },
    actions: { reportFailure: (_, { failure }) => reported.push(failure) },
  })
  const actor = createActor(machine).start()
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy'))
  return { actor, calls, reported, settled }
}

const offline = () => Promise.reject(new GatewayError({ kind: 'network', call: 'POST subscribe' }))

describe('push subscription', () => {
  it.each([
    [{ supported: false, permission: 'default', subscribed: false }, 'unsupported'],
    [{ supported: true, permission: 'denied', subscribed: false }, 'blocked'],
    [{ supported: true, permission: 'default', subscribed: false }, 'off'],
    [{ supported: true, permission: 'granted', subscribed: false }, 'off'],
    [granted, 'on'],
    [{ supported: true, permission: 'default', subscribed: true }, 'off'],
  ] as const)('starts from what the browser says: %o → %s', async (check, expected) => {
    const { settled } = start(check)
    expect(pushStatus(await settled())).toBe(expected)
  })

  it('asks nothing before the consultant turns notifications on, then subscribes', async () => {
    const { actor, calls, settled } = start({ supported: true, permission: 'default', subscribed: false })
    await settled()
    expect(calls).toEqual([])
    actor.send({ type: 'push.enable' })
    expect(pushStatus(actor.getSnapshot())).toBe('turningOn')
    expect(pushStatus(await settled())).toBe('on')
    expect(calls).toEqual(['enable'])
  })

  it('explains a refusal: denied blocks, a closed prompt stays off', async () => {
    const denied = start({ supported: true, permission: 'default', subscribed: false }, { enable: async () => 'denied' })
    await denied.settled()
    denied.actor.send({ type: 'push.enable' })
    const blocked = await denied.settled()
    expect(pushStatus(blocked)).toBe('blocked')
    expect(blocked.context.refusal).toBe('denied')

    const dismissed = start({ supported: true, permission: 'default', subscribed: false }, { enable: async () => 'dismissed' })
    await dismissed.settled()
    dismissed.actor.send({ type: 'push.enable' })
    const off = await dismissed.settled()
    expect(pushStatus(off)).toBe('off')
    expect(off.context.refusal).toBe('dismissed')
  })

  it('keeps the state and says why when the gateway cannot be reached (and reports it); the same choice tries again', async () => {
    let attempts = 0
    const { actor, reported, settled } = start(
      { supported: true, permission: 'granted', subscribed: false },
      {
        enable: () => (++attempts === 1 ? offline() : Promise.resolve('subscribed')),
      },
    )
    await settled()
    actor.send({ type: 'push.enable' })
    const failed = await settled()
    expect(pushStatus(failed)).toBe('off')
    expect(failed.context.failure?.kind).toBe('network')
    expect(reported).toEqual([failed.context.failure])
    actor.send({ type: 'push.enable' })
    const on = await settled()
    expect(pushStatus(on)).toBe('on')
    expect(on.context.failure).toBeNull()
  })

  it('turns off this device, or every device, and stays on when that fails', async () => {
    const one = start(granted)
    await one.settled()
    one.actor.send({ type: 'push.disable' })
    expect(pushStatus(await one.settled())).toBe('off')
    expect(one.calls).toEqual(['disable'])

    const all = start(granted)
    await all.settled()
    all.actor.send({ type: 'push.disableAll' })
    const done = await all.settled()
    expect(pushStatus(done)).toBe('off')
    expect(done.context.unsubscribedAll).toBe(true)

    const failing = start(granted, { disable: offline })
    await failing.settled()
    failing.actor.send({ type: 'push.disable' })
    const still = await failing.settled()
    expect(pushStatus(still)).toBe('on')
    expect(still.context.failure?.kind).toBe('network')
  })

  it('unsubscribes every device even while this one is off', async () => {
    const { actor, calls, settled } = start({ supported: true, permission: 'granted', subscribed: false })
    await settled()
    actor.send({ type: 'push.disableAll' })
    const done = await settled()
    expect(calls).toEqual(['disableAll'])
    expect(pushStatus(done)).toBe('off')
    expect(done.context.unsubscribedAll).toBe(true)
  })
})
