import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Locale } from '../src/config/country'
import type { GatewayFailure } from '../src/api/errors'
import { languageChoiceMachine, type LanguageChoiceOutcome, type LanguageChoiceSnapshot } from './language-choice.machine'

/** The machine with a switch whose answers the test gives, one pick at a time. */
function controlled() {
  const answers: ((outcome: LanguageChoiceOutcome) => void)[] = []
  const failures: ((error: unknown) => void)[] = []
  const picks: Locale[] = []
  const reported: GatewayFailure[] = []
  const actor = createActor(
    languageChoiceMachine.provide({
      actors: {
        switchLanguage: fromPromise<LanguageChoiceOutcome, { locale: Locale }>(
          ({ input }) =>
            new Promise((resolve, reject) => {
              picks.push(input.locale)
              answers.push(resolve)
              failures.push(reject)
            }),
        ),
      },
      actions: { reportFailure: (_, { failure }) => reported.push(failure) },
    }),
  ).start()
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    actor,
    picks,
    reported,
    answer: async (outcome: LanguageChoiceOutcome) => {
      answers.shift()?.(outcome)
      await settle()
    },
    fail: async (error: unknown) => {
      failures.shift()?.(error)
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
