import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import type { SessionActor } from '../../machines/session.selectors'

/**
 * Sign out, the one way (the shell's menu, the You page, the onboarding screens): the session logs out
 * (it forgets the device's push, tells the gateway, then clears what was stored for this consultant) and
 * the intro opens; the navigation's guard waits for the session to settle first. `signingOut` is true
 * from the click on, for a button's busy state.
 */
export function useSignOut(session: SessionActor) {
  const navigate = useNavigate()
  const [signingOut, setSigningOut] = useState(false)
  const signOut = () => {
    setSigningOut(true)
    session.send({ type: 'session.logout' })
    void navigate({ to: '/', replace: true })
  }
  return { signingOut, signOut }
}
