import { createContext, useContext, type ReactNode } from 'react'
import type { LoginData } from '../api'

export interface SignedIn {
  readonly login: LoginData
  /** Staff viewing this account. */
  readonly impersonating: boolean
}

const SignedInContext = createContext<SignedIn | null>(null)

/** The signed-in consultant, for every screen of the authenticated area (set by the app shell's route). */
export function SignedInProvider({ value, children }: { value: SignedIn; children: ReactNode }) {
  return <SignedInContext.Provider value={value}>{children}</SignedInContext.Provider>
}

export function useSignedIn(): SignedIn {
  const value = useContext(SignedInContext)
  if (!value) throw new Error('useSignedIn is for screens inside the app shell (src/routes/_app.tsx)')
  return value
}
