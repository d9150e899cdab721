import { useSyncExternalStore } from 'react'

/** The browser's own word on the connection (navigator.onLine and its events): offline. */
const subscribeConnection = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

export function useBrowserOffline(): boolean {
  return useSyncExternalStore(
    subscribeConnection,
    () => navigator.onLine === false,
    () => false,
  )
}
