import { createContext, createElement, useCallback, useContext, useMemo, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { useSystemActor } from '../../forms/use-system-actor'
import { fromPromise, waitFor } from 'xstate'
import { reportUnexpected } from '../../api/errors'
import type { Locale } from '../../config/country'
import { LanguageSwitchStatusProvider, type LanguageSwitchStatus } from '../../ui/language-switcher'
import { languageChoiceMachine, type LanguageChoiceActor, type LanguageChoiceOutcome } from '../../../machines/language-choice.machine'

/**
 * What picking a language came to: switched; nothing to do (already that language, or another
 * pick under way); or failed, the page still in the previous language.
 */
export type { LanguageChoiceOutcome }

/**
 * Picking a language. The root route provides it, with the client and the session
 * (src/routes/-data/language-choice.ts, `provideLanguageChoice`); screens only call it. It never
 * rejects for a failure it expects (a catalog or a gateway call): it answers 'failed'.
 */
export type LanguageChoice = (locale: Locale) => Promise<LanguageChoiceOutcome>

/**
 * The choice as screens call it, one pick at a time through the language choice machine: a pick while another runs
 * answers 'unchanged'; otherwise what the pick came to (a pick that threw, a bug reported by the machine: 'failed').
 */
export function choiceOf(actor: LanguageChoiceActor): LanguageChoice {
  return async (locale) => {
    if (actor.getSnapshot().matches('switching')) return 'unchanged'
    actor.send({ type: 'language.choose', locale })
    const settled = await waitFor(actor, (snapshot) => !snapshot.matches('switching'))
    return settled.context.outcome ?? 'failed'
  }
}

const LanguageChoiceContext = createContext<LanguageChoice | null>(null)

/**
 * The root's provider: it runs the language choice machine with the provided choice, and gives the choice to screens
 * (`useLanguageChoice`) and where it stands to every `LanguageSwitcher` (its busy button, its message).
 */
export function LanguageChoiceProvider({ value, children }: { value: LanguageChoice; children?: ReactNode }) {
  // In the app's scope: a language pick outlives a sign-out (the intro switches language too).
  const actor = useSystemActor('language-choice', {
    scope: 'app',
    logic: languageChoiceMachine.provide({
      actors: { switchLanguage: fromPromise(({ input }) => value(input.locale)) },
      actions: { reportFailure: (_, { failure }) => reportUnexpected(failure) },
    }),
  })
  const choose = useMemo(() => choiceOf(actor), [actor])
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending)
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'))
  // The same function for the actor's life: the switcher forgets a failure when its `dismiss` changes or it leaves.
  const dismiss = useCallback(() => actor.send({ type: 'language.dismiss' }), [actor])
  const switchStatus = useMemo<LanguageSwitchStatus>(() => ({ pending, failed, dismiss }), [pending, failed, dismiss])
  return createElement(LanguageChoiceContext.Provider, { value: choose }, createElement(LanguageSwitchStatusProvider, { value: switchStatus }, children))
}

export function useLanguageChoice(): LanguageChoice {
  const choose = useContext(LanguageChoiceContext)
  if (!choose) throw new Error('useLanguageChoice: the root route provides the language choice')
  return choose
}
