import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import type { Locale } from '../../config/country'
import { LanguageSwitchStatusProvider, type LanguageSwitchStatus } from '../../ui/language-switcher'

/**
 * What picking a language came to: switched; nothing to do (already that language, or another
 * pick under way); or failed, the page still in the previous language.
 */
export type LanguageChoiceOutcome = 'changed' | 'unchanged' | 'failed'

/**
 * Picking a language. The root route provides it, with the client and the session
 * (src/routes/-data/onboarding.ts, `provideLanguageChoice`); screens only call it. It never
 * rejects for a failure it expects (a catalog or a gateway call): it answers 'failed'.
 */
export type LanguageChoice = (locale: Locale) => Promise<LanguageChoiceOutcome>

export type LanguageChoiceStatus = Omit<LanguageSwitchStatus, 'dismiss'>

export interface LanguageChoiceState {
  /** The provided choice, one at a time, its progress kept for the switcher. */
  choose: LanguageChoice
  /** Forgets a failure (the switcher left the screen). */
  dismiss: () => void
  getSnapshot: () => LanguageChoiceStatus
  subscribe: (listener: () => void) => () => void
}

/**
 * The provided choice with where it stands, for the switcher's busy button and its message:
 * `pending` while a pick runs (a second pick meanwhile is ignored), `failed` when it answered
 * 'failed' (until the next pick or `dismiss`). A pick that rejects (a bug) counts as failed and
 * rejects on, to the app's report of unhandled rejections.
 */
export function createLanguageChoiceState(provided: LanguageChoice): LanguageChoiceState {
  let status: LanguageChoiceStatus = { pending: null, failed: false }
  const listeners = new Set<() => void>()
  const set = (next: LanguageChoiceStatus) => {
    status = next
    for (const listener of listeners) listener()
  }
  return {
    async choose(locale) {
      if (status.pending !== null) return 'unchanged'
      set({ pending: locale, failed: false })
      let outcome: LanguageChoiceOutcome = 'failed'
      try {
        outcome = await provided(locale)
        return outcome
      } finally {
        set({ pending: null, failed: outcome === 'failed' })
      }
    },
    dismiss() {
      if (status.failed) set({ ...status, failed: false })
    },
    getSnapshot: () => status,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

const LanguageChoiceContext = createContext<LanguageChoice | null>(null)

/** The root's provider: the choice for screens (`useLanguageChoice`) and its status for every `LanguageSwitcher`. */
export function LanguageChoiceProvider({ value, children }: { value: LanguageChoice; children?: ReactNode }) {
  const state = useMemo(() => createLanguageChoiceState(value), [value])
  const status = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot)
  const switchStatus = useMemo<LanguageSwitchStatus>(() => ({ ...status, dismiss: state.dismiss }), [status, state])
  return createElement(LanguageChoiceContext.Provider, { value: state.choose }, createElement(LanguageSwitchStatusProvider, { value: switchStatus }, children))
}

export function useLanguageChoice(): LanguageChoice {
  const choose = useContext(LanguageChoiceContext)
  if (!choose) throw new Error('useLanguageChoice: the root route provides the language choice')
  return choose
}
