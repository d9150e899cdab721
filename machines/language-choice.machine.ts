/**
 * Picking a language, as the switcher shows it (src/features/preferences/use-language-choice.ts).
 *
 * - `language.choose` runs `switchLanguage` (its catalog loaded and activated, the consultant's language kept): the
 *   picked language is `pending` while it runs, and a second pick meanwhile is ignored.
 * - It answers 'changed' or 'unchanged' → `idle`, or 'failed' → `failed`: the page is still in the previous
 *   language and says so until the next pick or `language.dismiss` (the switcher left the screen).
 * - A switch that throws (a bug) is failed too, and reported (`reportFailure`).
 *
 * Every effect is provided by the app: `switchLanguage` and `reportFailure`.
 */
import { assertEvent, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate'
import type { Locale } from '../src/config/country'
import { failureOf, noReport } from './failure'

/** What picking a language came to: switched; nothing to do (already that language); or failed. */
export type LanguageChoiceOutcome = 'changed' | 'unchanged' | 'failed'

export interface LanguageChoiceContext {
  /** The language being switched to, while it is. */
  pending: Locale | null
  /** What the last pick came to (null before the first). */
  outcome: LanguageChoiceOutcome | null
}

export type LanguageChoiceEvent = { type: 'language.choose'; locale: Locale } | { type: 'language.dismiss' }

const call = 'language choice'

export const languageChoiceMachine = setup({
  types: {
    context: {} as LanguageChoiceContext,
    events: {} as LanguageChoiceEvent,
  },
  actors: {
    switchLanguage: fromPromise<LanguageChoiceOutcome, { locale: Locale }>(() => Promise.reject(new Error(`${call}: provided by the app`))),
  },
  actions: {
    reportFailure: noReport,
  },
}).createMachine({
  id: 'languageChoice',
  context: { pending: null, outcome: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'language.choose': 'switching' },
    },
    switching: {
      description: 'The picked language’s button is busy, the others wait: another pick is ignored',
      entry: assign(({ event }) => {
        assertEvent(event, 'language.choose')
        return { pending: event.locale, outcome: null }
      }),
      exit: assign({ pending: null }),
      invoke: {
        src: 'switchLanguage',
        input: ({ event }) => {
          assertEvent(event, 'language.choose')
          return { locale: event.locale }
        },
        onDone: [
          { guard: ({ event }) => event.output === 'failed', target: 'failed', actions: assign({ outcome: 'failed' }) },
          { target: 'idle', actions: assign({ outcome: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          description: 'A bug: reported, and said as any failure',
          actions: [assign({ outcome: 'failed' }), { type: 'reportFailure', params: failureOf(call) }],
        },
      },
    },
    failed: {
      description: 'Still in the previous language, said under the buttons',
      on: { 'language.choose': 'switching', 'language.dismiss': 'idle' },
    },
  },
})

export type LanguageChoiceMachine = typeof languageChoiceMachine
export type LanguageChoiceActor = ActorRefFrom<LanguageChoiceMachine>
export type LanguageChoiceSnapshot = SnapshotFrom<LanguageChoiceMachine>
