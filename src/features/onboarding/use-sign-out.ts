import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { settledSession, type SessionActor } from '../../../machines/session.selectors'

/**
 * Signing out from an onboarding screen: the session logs out (and forgets what was
 * stored for this person), then the intro opens for another account.
 */
export function useSignOut(session: SessionActor) {
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)
  const signOut = async () => {
    setSigningOut(true)
    session.send({ type: 'session.logout' })
    await settledSession(session)
    await navigate({ to: '/', replace: true })
  }
  return { signingOut, signOut: () => void signOut() }
}
