import { createContext, useContext } from 'react'
import type { Locale } from '../../config/country'

/**
 * Picking a language. The root route provides it, with the client and the session
 * (src/routes/-data/onboarding.ts, `provideLanguageChoice`); screens only call it.
 */
export type LanguageChoice = (locale: Locale) => Promise<void>

const LanguageChoiceContext = createContext<LanguageChoice | null>(null)

export const LanguageChoiceProvider = LanguageChoiceContext.Provider

export function useLanguageChoice(): LanguageChoice {
  const choose = useContext(LanguageChoiceContext)
  if (!choose) throw new Error('useLanguageChoice: the root route provides the language choice')
  return choose
}
