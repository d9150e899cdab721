import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createDeviceSettingsMachine } from './device-settings.machine'

interface Settings {
  readonly kinds: Readonly<Record<string, boolean>>
  readonly quiet: { from: string; to: string } | null
}

const kept: Settings = { kinds: { orders: true, team: true }, quiet: null }
const machine = createDeviceSettingsMachine<Settings>()

/** The machine from the kept settings, with a save whose answers the test gives, one at a time. */
function start() {
  const saved: Settings[] = []
  const answers: { resolve: () => void; reject: (error: unknown) => void }[] = []
  const actor = createActor(
    machine.provide({
      actors: {
        save: fromPromise<void, { settings: Settings }>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              saved.push(input.settings)
              answers.push({ resolve, reject })
            }),
        ),
      },
    }),
    { input: { settings: kept } },
  ).start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    actor,
    saved,
    keep: async () => {
      answers.shift()?.resolve()
      await settle()
    },
    refuse: async () => {
      answers.shift()?.reject(new Error('QuotaExceededError'))
      await settle()
    },
  }
}

const shown = (actor: ReturnType<typeof start>['actor']) => ({
  settings: actor.getSnapshot().context.settings,
  saveFailed: actor.getSnapshot().matches('saveFailed'),
})

describe('the device settings machine', () => {
  it('starts from the kept settings, saving nothing', () => {
    const { actor, saved } = start()
    expect(shown(actor)).toEqual({ settings: kept, saveFailed: false })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(saved).toEqual([])
  })

  it('a change shows at once and is saved', async () => {
    const { actor, saved, keep } = start()
    const next = { ...kept, kinds: { ...kept.kinds, team: false } }
    actor.send({ type: 'settings.change', settings: next })
    expect(shown(actor)).toEqual({ settings: next, saveFailed: false })
    expect(actor.getSnapshot().value).toBe('saving')
    expect(saved).toEqual([next])
    await keep()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(shown(actor)).toEqual({ settings: next, saveFailed: false })
  })

  it('a save that fails puts back the settings from before and says so, until the next change (Try again)', async () => {
    const { actor, saved, refuse, keep } = start()
    const next = { ...kept, quiet: { from: '22:00', to: '07:00' } }
    actor.send({ type: 'settings.change', settings: next })
    await refuse()
    expect(shown(actor)).toEqual({ settings: kept, saveFailed: true })
    actor.send({ type: 'settings.change', settings: next })
    expect(shown(actor)).toEqual({ settings: next, saveFailed: false })
    await keep()
    expect(shown(actor)).toEqual({ settings: next, saveFailed: false })
    expect(saved).toEqual([next, next])
  })

  it('a change while one saves saves the newest; its failure puts back the settings shown before it', async () => {
    const { actor, saved, refuse } = start()
    const first = { ...kept, kinds: { ...kept.kinds, orders: false } }
    const second = { ...first, kinds: { ...first.kinds, team: false } }
    actor.send({ type: 'settings.change', settings: first })
    actor.send({ type: 'settings.change', settings: second })
    expect(saved).toEqual([first, second])
    await refuse()
    await refuse()
    expect(shown(actor)).toEqual({ settings: first, saveFailed: true })
  })
})
