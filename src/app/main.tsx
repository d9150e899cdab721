import { startTransition, StrictMode } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { i18n } from '@lingui/core'
import { allowCachedReads, inCacheTurn, withinCacheTurn } from '../api/cached-read'
import { toFailure } from '../api/errors'
import { activateLocale, preloadRouteMessages } from '../i18n/activate'
import { connectDigits } from '../i18n/digits'
import { connectDataFreshness } from '../platform/data-freshness'
import { detectLocale } from '../i18n/locale'
import { applyColorMode, detectColorMode } from '../ui/color-mode'
import { createEarlyReadsRecorder } from './early-reads'
import { createLazyClient } from './lazy-client'
import { followPreferredLanguage } from './preferred-language'
import { createAppSession, type SessionActor } from './session'
import { createSessionSync, type SessionSync } from './session-sync'
import { sensitiveOf, startFailureReporting } from './report'
import { createAppStoredValues } from './stored'
import { devInspector } from './inspect'
import { createAppSystem } from './system'
import { nextTask } from './next-task'

/**
 * The start, in steps of a task each (`nextTask`): the scripts' evaluation, the stored values and failure reporting,
 * the session, the router, then the first load and render. One task from the scripts to the router's first load took
 * some 50 ms on a desktop, 300 on a cheap phone, during which a tap waited (issue 21 goal 1).
 */
async function start() {
  applyColorMode(detectColorMode())
  // The route tree and every route's definition (their guards, machines and search parsers): a chunk index.html
  // preloads (build/route-preload.ts `startModules`), evaluated in a task of its own as soon as it is there, not in
  // the entry's (some 8 ms on a desktop, 50 on a cheap phone: issue 21 goal 1).
  const routerModule = import('./router')
  routerModule.catch(() => {}) // awaited below, with the rest: not an unhandled rejection meanwhile
  await nextTask()
  let session: SessionActor | null = null
  // A full storage keeps the session in memory for this tab, and the consultant is told (issue 37 §5).
  const stored = createAppStoredValues({ onSessionNotStored: () => session?.send({ type: 'session.notStored' }) })
  let sync: SessionSync | null = null
  // Before anything can fail: bugs, uncaught errors and rejections go to the report sink, which
  // keeps the signed-in consultant's token and personal data out of every report.
  startFailureReporting({
    target: window,
    sensitive: () => [...sensitiveOf(session?.getSnapshot().context.login ?? null), stored.impersonation.get()],
  })
  const startLocale = detectLocale(stored.locale.get())
  connectDigits(stored.digits)
  const earlyReads = createEarlyReadsRecorder(stored.earlyReads, window.location.pathname + window.location.search)
  // The session's token while the machine holds it: signed in, and while its end forgets the device's push and tells the gateway.
  const token = () => session?.getSnapshot().context.login?.jforce_token ?? null
  const client = createLazyClient(
    async () => {
      const { createAppClient } = await import('./client')
      // The chunk's evaluation (ky, the services, every schema) and the client's first calls: a task each.
      await nextTask()
      return createAppClient({
        token,
        // Only the session that sent the call ends; the page is kept as its consultant's redirect target.
        onUnauthorized: (sent) => sync?.unauthorized(sent, window.location.pathname + window.location.search),
        startLocale,
        gatewayClock: stored.gatewayClock,
        // A tab whose session is not the device's any more (another sign-in, in another tab) records nothing.
        earlyReads: {
          sent: (path) => {
            if (token() === stored.session.get()?.jforce_token) earlyReads.sent(path)
          },
        },
      })
    },
    // A call made while a screen loads is recorded as that screen's, even if the client arrives later;
    // a cached read's call stays one (src/api/cached-read.ts).
    {
      carry: () => {
        const recording = earlyReads.capture()
        const cacheTurn = inCacheTurn()
        return (call) => earlyReads.within(recording, () => withinCacheTurn(cacheTurn, call))
      },
    },
  )
  // The installed app opens with the last synced answers: a worker that controls the page holds them (pwa.config.ts).
  allowCachedReads(() => Boolean(navigator.serviceWorker?.controller))
  await nextTask()
  // The app's one actor system (src/app/system.ts): the session, the PWA and the signed-in consultant's scope run in it.
  const system = createAppSystem({ inspect: await devInspector() })
  // When the data on screen was synced, in the app's scope before any call: the client records, the notice draws it.
  connectDataFreshness(system)
  await nextTask()
  session = createAppSession({ client, stored, system })
  system.followSession(session)
  await nextTask()
  // A signed-in screen formats money, numbers, dates and plurals: the first Intl object of each kind loads the
  // language's data (about 20 ms in all on a desktop, six times that on a cheap phone). Made here, a task each while
  // the screen's chunks and data are still on their way, that cost leaves the render that shows the figures.
  if (session.getSnapshot().matches('signedIn')) {
    void import('../i18n/format')
      .then(async ({ intlWarmUp }) => {
        for (const step of intlWarmUp(startLocale)) {
          await nextTask()
          step()
        }
      })
      .catch(() => {})
  }
  followPreferredLanguage(
    session,
    stored,
    () => i18n.locale,
    () => window.location.reload(),
  )

  const { createAppRouter } = await routerModule
  await nextTask()
  const router = createAppRouter({ client, session, stored, system })
  // Tabs agree on who is signed in: a tab whose session ended or changed elsewhere leaves its screens for the intro.
  sync = createSessionSync({ session, stored, leave: () => void router.navigate({ to: '/', replace: true }) })
  sync.start(window)
  // The reads each address's loaders start are kept for the boot script's next cold load there.
  router.subscribe('onBeforeLoad', ({ toLocation }) => earlyReads.begin(toLocation.pathname + toLocation.searchStr))
  // The messages of the screen's chunks download beside them (src/i18n/activate.ts).
  router.subscribe('onBeforeLoad', ({ toLocation }) => preloadRouteMessages(toLocation.pathname))
  // Once its loaders have run (before the screen renders): what the screen's components ask for later, such as the
  // unread count once the page is idle, is not part of it.
  router.subscribe('onLoad', () => earlyReads.end())
  // The offline layer (service worker, its ~300 kB precache, the new-version banner) starts
  // once someone is signed in, or at once when a worker already controls the page (a
  // returning consultant, the installed app): a first-time visitor on costly data does not
  // download the whole app before knowing whether they are a consultant.
  let pwaStarted = false
  const startPwa = () => {
    if (pwaStarted) return
    pwaStarted = true
    void import('./pwa').then((pwa) => pwa.startPwa({ stored, router }))
  }
  // Not before the first screen has painted: on a slow connection the worker's chunks and its
  // registration would compete with the screen's own chunks and data (the load event fires
  // before the route's chunks have even been asked for).
  let firstScreenShown = false
  const waiting: (() => void)[] = []
  const whenLoaded = (run: () => void) => (firstScreenShown ? run() : waiting.push(run))
  const unsubscribeRendered = router.subscribe('onRendered', () => {
    unsubscribeRendered()
    const start = () => {
      firstScreenShown = true
      waiting.splice(0).forEach((run) => run())
    }
    const ready = () =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3_000 }) : window.setTimeout(start, 1_000)
    if (document.readyState === 'complete') ready()
    else window.addEventListener('load', ready, { once: true })
  })
  if (navigator.serviceWorker?.controller) whenLoaded(startPwa)
  const watch = session.subscribe((snapshot) => {
    if (!snapshot.matches('signedIn')) return
    watch.unsubscribe()
    whenLoaded(startPwa)
  })
  if (session.getSnapshot().matches('signedIn')) whenLoaded(startPwa)
  await nextTask()
  // The catalog and the first route's chunks load side by side, each step in a task of its own: the language's
  // activation, the router's first load (its guard and loaders), then React's renderer's evaluation (some 10 ms on a
  // desktop, 60 on a cheap phone), its chunk already on the page (the boot script preloads it). Started in one task, they
  // made one of 15-25 ms on a desktop, which a tap waited for and Lighthouse's pessimistic TBT counts (issue 21 goal 1,
  // docs/decisions/performance.md "Which tasks Lighthouse counts").
  const localeActivated = activateLocale(startLocale)
  localeActivated.catch(() => {}) // awaited below, with the rest: not an unhandled rejection meanwhile
  await nextTask()
  const routerLoaded = router.load()
  routerLoaded.catch(() => {})
  const [{ createRoot }] = await Promise.all([nextTask().then(() => import('react-dom/client')), localeActivated, routerLoaded, stylesheetsLinked()])
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  const root = createRoot(container)
  // A transition lets React yield to the browser while it builds the first screen, in slices,
  // instead of one long task a cheap phone cannot answer a tap during.
  startTransition(() =>
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    ),
  )
}

/**
 * The first screen's stylesheets the boot script linked (build/route-preload.ts), loaded: Vite's
 * loader skips a stylesheet already linked without waiting for it, and a first render before it
 * arrives would flash unstyled. One that failed or hangs holds the start for 5 s at most.
 */
function stylesheetsLinked(): Promise<unknown> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet)
  const loaded = pending.map(
    (link) =>
      new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true })
        link.addEventListener('error', resolve, { once: true })
      }),
  )
  return Promise.race([Promise.all(loaded), new Promise((resolve) => window.setTimeout(resolve, 5_000))])
}

/** A start that fails (a chunk or the catalog could not load) shows index.html's message instead of a blank page. */
start().catch((error: unknown) => {
  if (import.meta.env.DEV) console.error(error)
  toFailure(error, 'start') // a bug is reported; a chunk or catalog that could not load is not
  const message = document.getElementById('boot-error')
  message?.removeAttribute('hidden')
  message?.querySelector('button')?.addEventListener('click', () => window.location.reload())
})
