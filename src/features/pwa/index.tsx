import { lazy, Suspense } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { hasPwaNotice } from '../../../machines/pwa.selectors'
import { useBrowserOffline, useConnectionNotice, usePwaActor, usePwaState } from './pwa-handle'

export { useDataSyncedAt } from './pwa-handle'

// The notices and their dialog load only once there is something to show.
let noticesView: Promise<{ default: typeof import('./pwa-notices').PwaNoticesView }> | null = null // module state: the lazy chunk's one import (code, not data)
const loadNoticesView = () => (noticesView ??= import('./pwa-notices').then((module) => ({ default: module.PwaNoticesView })))
const PwaNoticesView = lazy(loadNoticesView)
// Opened offline (the installed app on a phone without network): the offline notice shows with the last figures, so
// its part (and its messages) is asked for as the app's scripts run, not once the root first renders (after the
// session and the first screen's reads have started). At 4x CPU it came 200 ms after the figures, and it is the
// screen's largest text: the offline visit's LCP (issue 21 goal 3; docs/decisions/offline.md).
if (typeof navigator !== 'undefined' && navigator.onLine === false) void loadNoticesView()

/**
 * The offline indicator, the new-version banner and the add-to-home dialog. Mount once,
 * at the root next to the Outlet. Renders nothing, and loads nothing, until there is something
 * to show: the pwa actor's (started after the page has loaded), or cached answers on screen,
 * whose time shows with them (the installed app opens with the last synced figures): offline at once,
 * online once the network has been slow to replace them (useConnectionNotice).
 */
export function PwaNotices() {
  const pwa = usePwaActor()
  // Before the pwa actor runs, the browser's own word: offline is a notice already.
  const notice = usePwaState(pwa, hasPwaNotice, useBrowserOffline())
  const { syncedAt } = useConnectionNotice(pwa)
  // Not before the first screen is drawn: its bottom bar lifts the stack, which otherwise jumps 3.5rem (a layout shift).
  const firstScreenDrawn = useRouterState({ select: (state) => state.resolvedLocation !== undefined })
  if (!firstScreenDrawn || !(notice || syncedAt !== null)) return null
  return (
    <Suspense fallback={null}>
      <PwaNoticesView pwa={pwa} />
    </Suspense>
  )
}
