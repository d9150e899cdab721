import type { AnyEventObject, InspectionEvent, Observer } from 'xstate'

/**
 * The observer the app's actor system reports to (src/app/system.ts: every actor spawned in it,
 * every event and snapshot), or undefined:
 *
 * - development: open the app with `?inspect` (remembered for the tab) and the Stately inspector
 *   shows the whole system, each actor by its system id, in a window beside the app
 *   (docs/inspecting.md). Production builds drop this code and never load `@statelyai/inspect`.
 * - a browser test: a function the page defines before the app starts under
 *   `Symbol.for('consultant.inspect')` (Playwright's addInitScript; tests/e2e/inspector.spec.ts)
 *   gets the same inspection events. Only a script already running in the page can set it.
 */
export async function devInspector(): Promise<Observer<InspectionEvent> | undefined> {
  const pageObserver = (window as unknown as Record<symbol, unknown>)[Symbol.for('consultant.inspect')]
  if (typeof pageObserver === 'function') return { next: (event) => void pageObserver(event) }
  if (!import.meta.env.DEV) return undefined
  const wanted = new URLSearchParams(window.location.search).has('inspect') || sessionStorage.getItem('dev.inspect') === '1'
  if (!wanted) return undefined
  sessionStorage.setItem('dev.inspect', '1')
  const { createBrowserInspector } = await import('@statelyai/inspect')
  return createBrowserInspector({ sanitizeEvent: withoutLogic }).inspect
}

/** A scope's `scope.open` carries the logic to spawn: the inspector is shown the system ids and inputs, not whole machines. */
function withoutLogic(event: AnyEventObject): AnyEventObject {
  if (event.type !== 'scope.open' || !Array.isArray(event.actors)) return event
  return { ...event, actors: (event.actors as { systemId: string; input?: unknown }[]).map(({ systemId, input }) => ({ systemId, input })) }
}
