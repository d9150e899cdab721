import { useSyncExternalStore } from 'react'
import { storageKeys } from '../config/constants'

/**
 * Light and dark colour modes without a library: Chakra's `_dark` condition
 * matches a `dark` class on <html>, so this module only keeps that class,
 * `color-scheme` and the consultant's choice (localStorage) in step.
 */
export type ColorMode = 'light' | 'dark'

const listeners = new Set<() => void>() // module state: who re-renders when the mode changes
let current: ColorMode = 'light' // module state: the device's color mode (set before the first render; not a consultant's data)

function readStored(): ColorMode | null {
  try {
    const stored = localStorage.getItem(storageKeys.colorMode)
    return stored === 'light' || stored === 'dark' ? stored : null
  } catch {
    return null
  }
}

/** The stored choice, else the system's preference. */
export function detectColorMode(): ColorMode {
  return readStored() ?? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
}

export function applyColorMode(mode: ColorMode): void {
  current = mode
  const html = document.documentElement
  html.classList.toggle('dark', mode === 'dark')
  html.classList.toggle('light', mode === 'light')
  html.style.colorScheme = mode
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  // At build time (the prerendered intro, build/prerender.ts) the mode is not known: the light one's markup.
  const colorMode = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  )
  const toggleColorMode = () => {
    const next: ColorMode = current === 'dark' ? 'light' : 'dark'
    try {
      localStorage.setItem(storageKeys.colorMode, next)
    } catch {
      // Storage unavailable: the choice lasts for this visit only.
    }
    applyColorMode(next)
  }
  return { colorMode, toggleColorMode }
}
