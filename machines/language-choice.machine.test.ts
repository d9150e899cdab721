import { describe, expect, it } from 'vitest'
import { controlledLanguageChoice } from './language-choice.fixtures'
import type { LanguageChoiceOutcome, LanguageChoiceSnapshot } from './language-choice.machine'

/** The machine with a switch whose answers the test gives; each answer waits for the machine to take it. */
function controlled() {
  const choice = controlledLanguageChoice()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    ...choice,
    answer: async (outcome: LanguageChoiceOutcome) => {
      choice.answer(outcome)
      await settle()
    },
    fail: async (error: unknown) => {
      choice.fail(error)
      await settle()
    },
  }
}

/** What the switcher draws: the busy language, and whether the last pick failed. */
const status = (snapshot: LanguageChoiceSnapshot) => ({ pending: snapshot.context.pending, failed: snapshot.matches('failed') })

describe('the language choice machine', () => {
  it('busy while a pick runs; a failure shows until the next pick, which clears it', async () => {
    const { actor, answer } = controlled()
    actor.send({ type: 'language.choose', locale: 'fr' })
    expect(status(actor.getSnapshot())).toEqual({ pending: 'fr', failed: false })
    await answer('failed')
    expect(status(actor.getSnapshot())).toEqual({ pending: null, failed: true })
    expect(actor.getSnapshot().context.outcome).toBe('failed')
    actor.send({ type: 'language.choose', locale: 'fr' })
    expect(status(actor.getSnapshot())).toEqual({ pending: 'fr', failed: false })
    await answer('changed')
    expect(status(actor.getSnapshot())).toEqual({ pending: null, failed: false })
    expect(actor.getSnapshot().context.outcome).toBe('changed')
  })

  it('a second pick while one runs is ignored', async () => {
    const { actor, picks, answer } = controlled()
    actor.send({ type: 'language.choose', locale: 'fr' })
    actor.send({ type: 'language.choose', locale: 'ar' })
    expect(picks).toEqual(['fr'])
    expect(actor.getSnapshot().context.pending).toBe('fr')
    await answer('changed')
    expect(actor.getSnapshot().context.pending).toBeNull()
  })

  it('dismiss forgets a failure (the switcher left the screen)', async () => {
    const { actor, answer } = controlled()
    actor.send({ type: 'language.choose', locale: 'ar' })
    await answer('failed')
    actor.send({ type: 'language.dismiss' })
    expect(status(actor.getSnapshot())).toEqual({ pending: null, failed: false })
  })

  it('a switch that throws (a bug) shows as failed and is reported', async () => {
    const { actor, fail, reported } = controlled()
    actor.send({ type: 'language.choose', locale: 'fr' })
    const bug = new TypeError('x is not a function')
    await fail(bug)
    expect(status(actor.getSnapshot())).toEqual({ pending: null, failed: true })
    expect(reported).toEqual([{ kind: 'unexpected', call: 'language choice', error: bug }])
  })
})
