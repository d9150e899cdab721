// Issue 21 goal 4, "smooth long lists": /orders scrolled fast, as a consultant flicks through 2,000+ orders, with the
// CPU slowed 4x (a cheap phone). Used by run.mjs (its own row, `BENCH_ONLY=scroll` for it alone).
//
// One run: the active persona's /orders at a width (412 px, the issue's; 360 px, the smallest phone; 1280 px, the
// desktop table), the first page on screen, then `steps` mouse-wheel steps of `stepPx` spread evenly over `seconds`
// (120 × 600 px over 10 s: 72,000 px), sent through CDP (Input.dispatchMouseEvent) on a timer, so a busy page does not
// slow the pace. Measured in the page from the first step to half a second after the last:
// - long tasks (PerformanceObserver 'longtask': every task over 50 ms), each with its start and duration;
// - frames a second: requestAnimationFrame callbacks over the window's time (a frame the main thread could not make
//   in time has no callback), and the longest gap between two;
// - long animation frames ('long-animation-frame', over 50 ms), with the scripts they ran and their forced
//   style and layout: where a long frame went (BENCH_VERBOSE prints them);
// - how far the page scrolled, how many orders were loaded and how many page reads went out.
// BENCH_TRACE=<folder> also records, for the first run of each width, a CPU profile (Profiler, sampled every 100 µs)
// and a performance trace (devtools.timeline) and prints, for each task over 30 ms, what it spent its time on: style,
// layout, paint, script by function. The trace is written to the folder, for DevTools' Performance panel.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { median } from './median.mjs'
import { busiestRendererMain } from './thread-time.mjs'

/** The goal: no long task over 50 ms and at least 58 frames a second. */
export const scrollGoal = { longTaskMs: 50, fps: 58 }
/** The scroll: 120 wheel steps of 600 px over 10 s. */
export const scrollPlan = { steps: 120, stepPx: 600, seconds: 10 }
/** The widths measured, with a phone's or a laptop's height. */
export const scrollViewports = [
  { width: 412, height: 823 },
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The renderer's main-thread time so far by kind (ms in the end): script, style, layout, all tasks, and its CPU time. */
async function mainThreadMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const names = { ScriptDuration: 'script', RecalcStyleDuration: 'style', LayoutDuration: 'layout', TaskDuration: 'tasks', ThreadTime: 'cpu' }
  return Object.fromEntries(metrics.filter((metric) => names[metric.name]).map((metric) => [names[metric.name], metric.value]))
}

/** Installed before the first step: the page's own record of the scroll. */
function observe() {
  const seen = { longTasks: [], frames: [], loafs: [], start: performance.now(), end: null, startY: window.scrollY }
  window.__ordersScroll = seen
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask' })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      seen.loafs.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        renderStart: entry.renderStart,
        styleAndLayoutStart: entry.styleAndLayoutStart,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          fn: script.sourceFunctionName,
          url: script.sourceURL.replace(location.origin, ''),
          duration: script.duration,
          forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
        })),
      })
  }).observe({ type: 'long-animation-frame' })
  const frame = (time) => {
    if (seen.end !== null) return
    seen.frames.push(time)
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** What the page saw from the first step to `end`. */
function collect() {
  const seen = window.__ordersScroll
  seen.end = performance.now()
  const inWindow = (entry) => entry.start >= seen.start && entry.start <= seen.end
  const frames = seen.frames
  let longestGap = 0
  for (let i = 1; i < frames.length; i++) longestGap = Math.max(longestGap, frames[i] - frames[i - 1])
  const gaps = []
  for (let i = 1; i < frames.length; i++) if (frames[i] - frames[i - 1] > 25) gaps.push({ at: frames[i - 1] - seen.start, ms: frames[i] - frames[i - 1] })
  return {
    ms: seen.end - seen.start,
    frames: frames.length,
    longestGap,
    gaps,
    longTasks: seen.longTasks.filter(inWindow).map((task) => ({ start: task.start - seen.start, duration: task.duration })),
    loafs: seen.loafs.filter(inWindow).map((loaf) => ({
      ...loaf,
      start: loaf.start - seen.start,
      renderStart: loaf.renderStart ? loaf.renderStart - seen.start : 0,
      styleAndLayoutStart: loaf.styleAndLayoutStart ? loaf.styleAndLayoutStart - seen.start : 0,
    })),
    scrolled: window.scrollY - seen.startY,
    rows: document.querySelectorAll('[data-testid="order-row"]').length,
  }
}

/**
 * One fast scroll of /orders at `viewport`, with the CPU slowed `cpuRate` times. `origin` serves the build and the
 * gateway; `storageState` is the persona's signed-in session. With `trace` (a folder), also a CPU profile and a
 * performance trace of the run, summarised by task (`breakdown`); `prepare(page)`, when given, runs once the first
 * page is on screen, before the scroll (to try a change in the page without a build).
 */
export async function scrollOnce(
  browser,
  origin,
  storageState,
  { viewport, cpuRate = 4, plan = scrollPlan, trace = null, prepare = null, threadTrace = false },
) {
  const context = await browser.newContext({ viewport, storageState, serviceWorkers: 'block', ignoreHTTPSErrors: true })
  try {
    const page = await context.newPage()
    let pageReads = 0
    page.on('request', (request) => {
      if (/\/watto\/consultants\/\d+\/orders\?/.test(request.url())) pageReads++
    })
    await page.goto(`${origin}/orders`)
    await page.getByTestId('order-row').first().waitFor()
    await page.waitForLoadState('networkidle')
    // An experiment's change to the page before the scroll (a stylesheet, a setting), when given.
    if (prepare) await prepare(page)
    const readsBefore = pageReads
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    const x = Math.round(viewport.width / 2)
    const y = Math.round(viewport.height / 2)
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y })
    // threadTrace (issue 39 goal 5): the tasks' thread times, read from a scroll at full speed (Chrome's CPU throttling
    // spins the thread, and the spin counts as its time: at 3x a 6 ms task read 31 ms), to be multiplied by the rate.
    const traced = Boolean(trace || threadTrace)
    if (traced)
      await browser.startTracing(page, {
        ...(trace ? { path: join(trace, `orders-scroll-${viewport.width}.json`) } : {}),
        categories: trace
          ? [
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'disabled-by-default-devtools.timeline.frame',
              'v8.execute',
              'blink.user_timing',
              // BENCH_TRACE_INVALIDATIONS=1: why each style recalculation and layout was needed (heavier trace).
              ...(process.env.BENCH_TRACE_INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
            ]
          : ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      })
    if (trace) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
    }
    await page.evaluate(observe)
    // The main thread's time by kind (Performance.getMetrics, seconds), to compare what two builds spend on the same scroll.
    await cdp.send('Performance.enable')
    const metricsBefore = await mainThreadMetrics(cdp)
    // The steps on a timer from here: each is sent at its time whether the last one has been handled or not.
    const interval = (plan.seconds * 1000) / plan.steps
    const started = Date.now()
    const sent = []
    for (let i = 0; i < plan.steps; i++) {
      const due = started + i * interval
      if (due > Date.now()) await sleep(due - Date.now())
      sent.push(cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: 0, deltaY: plan.stepPx }))
    }
    await Promise.all(sent)
    await sleep(Math.max(0, started + plan.seconds * 1000 + 500 - Date.now()))
    const seen = await page.evaluate(collect)
    const metricsAfter = await mainThreadMetrics(cdp)
    const work = Object.fromEntries(Object.entries(metricsAfter).map(([name, value]) => [name, (value - metricsBefore[name]) * 1000]))
    let breakdown = null
    const profile = trace ? (await cdp.send('Profiler.stop')).profile : null
    if (trace) await cdp.send('Profiler.disable')
    const events = traced ? JSON.parse((await browser.stopTracing()).toString('utf8')) : null
    const threadTasks = events ? busiestRendererMain(events).tasks.map((task) => task.threadMs) : []
    if (trace) {
      writeFileSync(join(trace, `orders-scroll-${viewport.width}.cpuprofile`), JSON.stringify(profile))
      breakdown = taskBreakdown(events, profile, origin)
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return { ...seen, pageReads: pageReads - readsBefore, fps: (seen.frames * 1000) / seen.ms, work, breakdown, threadTasks, cpuRate }
  } finally {
    await context.close()
  }
}

/** `runs` fast scrolls at one width; the medians, and each run. */
export async function measureOrdersScroll(browser, origin, storageState, { viewport, runs = 3, cpuRate = 4, trace = null }) {
  const results = []
  for (let i = 0; i < runs; i++) {
    if (trace) mkdirSync(trace, { recursive: true })
    // Frames a second at the rate (wall time); the tasks' thread times from the same scroll at full speed, traced.
    const paced = await scrollOnce(browser, origin, storageState, { viewport, cpuRate, trace: i === 0 ? trace : null })
    const full = await scrollOnce(browser, origin, storageState, { viewport, cpuRate: 1, threadTrace: true })
    results.push({ ...paced, threadTasks: full.threadTasks })
  }
  const over = (run) => run.longTasks.filter((task) => task.duration > scrollGoal.longTaskMs)
  // Issue 39 goal 5: a task's length on the phone is its thread time × the rate.
  const scaled = (run) => run.threadTasks.map((ms) => ms * cpuRate)
  const summary = {
    viewport,
    cpuRate,
    runs: results,
    longTasks: median(results.map((run) => run.longTasks.length)),
    over50: median(results.map((run) => over(run).length)),
    longestMs: median(results.map((run) => Math.max(0, ...run.longTasks.map((task) => task.duration)))),
    fps: median(results.map((run) => run.fps)),
    longestGap: median(results.map((run) => run.longestGap)),
    scrolled: median(results.map((run) => run.scrolled)),
    pageReads: median(results.map((run) => run.pageReads)),
    scaledLongestMs: median(results.map((run) => Math.max(0, ...scaled(run)))),
    scaledOver50: median(results.map((run) => scaled(run).filter((ms) => ms > scrollGoal.longTaskMs).length)),
  }
  return { ...summary, met: summary.scaledOver50 === 0 && summary.fps >= scrollGoal.fps }
}

/**
 * Where the trace's long tasks went: every task over 30 ms on the page's main thread, with its time by kind of work
 * (the self time of the timeline's events under it: script, style, layout, paint, GC…) and its script time by
 * function (the CPU profile's samples inside the task, self time, grouped by function and file).
 */
export function taskBreakdown(trace, profile, origin) {
  const events = trace.traceEvents ?? trace
  const mains = new Set(
    events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`),
  )
  // The page's main thread: the renderer main thread with the most profile-matching work (the one that ran our scripts).
  const byThread = new Map()
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`
    if (!mains.has(thread) || event.ph !== 'X') continue
    if (!byThread.has(thread)) byThread.set(thread, [])
    byThread.get(thread).push(event)
  }
  const [, main] =
    [...byThread].sort((a, b) => b[1].filter((e) => e.name === 'FunctionCall').length - a[1].filter((e) => e.name === 'FunctionCall').length)[0] ?? []
  if (!main) return []
  main.sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  const tasks = main.filter((event) => event.name === 'RunTask' && event.dur > 30_000)
  // CPU samples with their time (µs, the trace's clock).
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const samples = []
  let time = profile.startTime
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i]
    samples.push({ time, node: nodes.get(id) })
  })
  const kind = (name) =>
    ({
      UpdateLayoutTree: 'style',
      RecalculateStyles: 'style',
      Layout: 'layout',
      PrePaint: 'paint',
      Paint: 'paint',
      PaintImage: 'paint',
      Layerize: 'paint',
      UpdateLayer: 'paint',
      UpdateLayerTree: 'paint',
      CompositeLayers: 'paint',
      Commit: 'paint',
      MinorGC: 'gc',
      MajorGC: 'gc',
      'V8.GC_SCAVENGER': 'gc',
      'BlinkGC.AtomicPhase': 'gc',
      ParseHTML: 'parse',
      EvaluateScript: 'script',
      'v8.compile': 'compile',
      'v8.compileModule': 'compile',
      FunctionCall: 'script',
      TimerFire: 'script',
      FireAnimationFrame: 'script',
      EventDispatch: 'script',
      'v8.callFunction': 'script',
      RunMicrotasks: 'script',
      HitTest: 'hit test',
      ScrollLayer: 'scroll',
    })[name]
  return tasks.map((task) => {
    const end = task.ts + task.dur
    const inside = main.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
    // Self time of each kind: an event's duration less its children's; an event of no kind of its own (a task's
    // wrapper) takes its parent's.
    const stack = []
    const entries = []
    for (const event of inside) {
      while (stack.length && stack[stack.length - 1].end <= event.ts) stack.pop()
      const parent = stack[stack.length - 1]
      const entry = { end: event.ts + (event.dur ?? 0), kind: kind(event.name) ?? parent?.kind ?? 'other', self: event.dur ?? 0 }
      if (parent) parent.self -= entry.self
      entries.push(entry)
      stack.push(entry)
    }
    const kinds = new Map()
    for (const entry of entries) kinds.set(entry.kind, (kinds.get(entry.kind) ?? 0) + Math.max(0, entry.self))
    const functions = new Map()
    for (const sample of samples) {
      if (sample.time < task.ts || sample.time > end || !sample.node) continue
      const { functionName, url, lineNumber } = sample.node.callFrame
      const key = `${functionName || '(anonymous)'} ${url ? url.replace(origin, '') + ':' + (lineNumber + 1) : ''}`.trim()
      functions.set(key, (functions.get(key) ?? 0) + 1)
    }
    const sampleUs = profile.timeDeltas.length ? median(profile.timeDeltas) : 100
    return {
      ms: task.dur / 1000,
      kinds: [...kinds].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms),
      functions: [...functions]
        .map(([name, count]) => ({ name, ms: (count * sampleUs) / 1000 }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 12),
      events: [...new Set(inside.filter((event) => event.dur > 2000).map((event) => event.name))].slice(0, 20),
    }
  })
}
