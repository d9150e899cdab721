import type { InspectionEvent, Observer } from 'xstate'

/**
 * Development only: open the app with `?inspect` (remembered for the tab) and the Stately
 * inspector shows the live session machine, its states and events, in a window
 * beside the app (docs/inspecting.md). Production builds drop this code.
 */
export async function devInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined
  const wanted = new URLSearchParams(window.location.search).has('inspect') || sessionStorage.getItem('dev.inspect') === '1'
  if (!wanted) return undefined
  sessionStorage.setItem('dev.inspect', '1')
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector().inspect
}
