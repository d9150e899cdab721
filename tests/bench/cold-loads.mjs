// Issue 39 §1-3: each signed-in screen's cold load in thread time, the bare page beside it. Used by run.mjs (its own row,
// `BENCH_ONLY=thread` for it alone).
//
// One load: a new context (empty HTTP cache, no service worker, the persona's session), a phone's screen (Lighthouse's
// mobile one: 412 x 823 at 1.75x), the screen loaded unthrottled while Chromium traces it, until the network is idle and
// two idle moments in a row start no request. Read from the trace (thread-time.mjs): the renderer main thread's
// top-level tasks in thread time, so what the rest of the machine does meanwhile (another build, another browser) does
// not count; each phone tier's blocking time is then computed from those tasks at the tier's calibrated rate, instead
// of slowing the CPU while loading (DevTools' throttling slows wall time, which a busy machine slows again).
// The bare page (bare-page/) is loaded in each round before the screens: the goal is a ratio to it.
import { gzipSync } from 'node:zlib'
import { median } from './median.mjs'
import { blockingTime, phoneTiers, readLoad } from './thread-time.mjs'

/** Issue 39's goals for a cold load, each a median: blocking time 0 at the mid tier and ≤ 150 ms at the low tier; thread time ≤ 3x the bare page's. */
export const threadGoal = { midBlockingMs: 0, lowBlockingMs: 150, ofBare: 3 }

/** Lighthouse's mobile screen (a Moto G Power): what a consultant's phone lays out and paints. */
export const phoneScreen = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

/**
 * The trace's categories: the main thread's tasks with their thread times (disabled-by-default-devtools.timeline), what
 * happens in them (devtools.timeline), the navigation's start (blink.user_timing) and the LCP candidates (loading).
 */
export const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading']

/**
 * Waits until the page is done: the network idle, then two idle moments in a row that start no request (the app's
 * offline layer loads after the first screen). The check runs a few lines of script on the main thread, a fraction of
 * a millisecond each; Playwright's locators are not used while tracing (their injected script is ~10 ms to compile).
 */
export async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {})
  const idleWithoutRequests = () =>
    page.evaluate(() => {
      const before = performance.getEntriesByType('resource').length
      return new Promise((resolve) => requestIdleCallback(() => resolve(performance.getEntriesByType('resource').length === before), { timeout: 10_000 }))
    })
  for (let round = 0, quiet = 0; round < 20 && quiet < 2; round++) quiet = (await idleWithoutRequests()) ? quiet + 1 : 0
}

/**
 * One cold load of `target` traced; what its main thread did (thread-time.mjs `readLoad`). With `scripts`, also every
 * script it loaded, gzipped (-9): the screens' JavaScript row, from the same load (issue 39 §6).
 */
export async function tracedLoad(browser, target, storageState, { scripts = false } = {}) {
  const context = await browser.newContext({ ...phoneScreen, storageState, serviceWorkers: 'block', ignoreHTTPSErrors: true })
  try {
    const page = await context.newPage()
    const responses = []
    if (scripts) page.on('response', (response) => response.request().resourceType() === 'script' && responses.push(response))
    await browser.startTracing(page, { categories: traceCategories })
    let trace
    try {
      await page.goto(target, { timeout: 60_000 })
      await settle(page)
    } finally {
      trace = await browser.stopTracing()
    }
    // The screen asked for, not where a lost session or a redirect left the page (the bare page has a heading, no main).
    await page
      .getByRole(storageState ? 'main' : 'heading')
      .first()
      .waitFor({ timeout: 30_000 })
    const landed = new URL(page.url())
    if (landed.pathname !== new URL(target).pathname) throw new Error(`${target} landed on ${landed.pathname}`)
    const load = readLoad(JSON.parse(trace.toString()), target)
    // Read once the trace has stopped: the bodies come through the page's renderer, whose time the trace counts.
    if (scripts)
      load.scripts = await Promise.all(
        responses.map(async (response) => ({ name: new URL(response.url()).pathname, kb: gzipSync(await response.body(), { level: 9 }).length / 1024 })),
      )
    return load
  } finally {
    await context.close()
  }
}

/** The median of `runs` loads: thread time, longest task, each tier's blocking time (each run's, then the median), LCP. */
function summarise(loads, rates) {
  return {
    threadMs: median(loads.map((load) => load.threadMs)),
    threadRuns: loads.map((load) => load.threadMs),
    longestMs: median(loads.map((load) => load.longestMs)),
    wallMs: median(loads.map((load) => load.wallMs)),
    lcpMs: median(loads.map((load) => load.lcpMs ?? NaN)),
    blocking: Object.fromEntries(phoneTiers.map((tier) => [tier.id, median(loads.map((load) => blockingTime(load.taskMs, rates[tier.id])))])),
  }
}

/**
 * The bare page and each screen, `runs` rounds, each round the bare page first then every screen (so a busy moment of
 * the machine falls on all of them); `rates` are the tiers' (thread-time.mjs `tierRates`). With `scripts`, each
 * screen's scripts from its first round's load.
 */
export async function measureColdLoads(browser, { bareUrl, origin, paths, storageState, runs, rates, scripts = false }) {
  const bare = []
  const screens = new Map(paths.map((path) => [path, []]))
  for (let i = 0; i < runs; i++) {
    bare.push(await tracedLoad(browser, bareUrl))
    for (const path of paths) screens.get(path).push(await tracedLoad(browser, `${origin}${path}`, storageState, { scripts: scripts && i === 0 }))
  }
  const bareSummary = summarise(bare, rates)
  return {
    bare: bareSummary,
    screens: paths.map((path) => {
      const summary = summarise(screens.get(path), rates)
      const ofBare = summary.threadMs / bareSummary.threadMs
      const met = summary.blocking.mid <= threadGoal.midBlockingMs && summary.blocking.low <= threadGoal.lowBlockingMs && ofBare <= threadGoal.ofBare
      return { path, ...summary, ofBare, met, scripts: screens.get(path)[0]?.scripts ?? null }
    }),
  }
}
