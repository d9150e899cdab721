import { useEffect, useState } from 'react'
import { startSignIn, type SignInPorts } from './start-sign-in'

export type ConnectStatus = 'idle' | 'connecting' | 'failed'

/** The connect button's state: connecting until the browser leaves, failed on any error. */
export function useConnect(auth: SignInPorts['auth']) {
  const [status, setStatus] = useState<ConnectStatus>('idle')

  // Coming back with the browser's Back button restores this page as it was left
  // (back/forward cache): offer the button again instead of a spinner.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus('idle')
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])

  const connect = () => {
    setStatus('connecting')
    startSignIn({
      auth,
      storage: sessionStorage,
      go: (url) => window.location.assign(url),
    }).catch(() => setStatus('failed'))
  }
  return { status, connect }
}
