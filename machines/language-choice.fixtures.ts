import { createActor, fromPromise } from 'xstate'
import type { Locale } from '../src/config/country'
import type { GatewayFailure } from '../src/api/errors'
import { languageChoiceMachine, type LanguageChoiceOutcome } from './language-choice.machine'

/** Tests: the language choice machine with a switch whose answers the test gives, one pick at a time. */
export function controlledLanguageChoice() {
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
  return {
    actor,
    picks,
    reported,
    answer: (outcome: LanguageChoiceOutcome) => answers.shift()?.(outcome),
    fail: (error: unknown) => failures.shift()?.(error),
  }
}
