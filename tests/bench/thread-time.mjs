// The main thread's work in thread time (issue 39), read from a Chromium trace: the page's renderer main thread, its
// top-level tasks, and the CPU time each held that thread (the trace's `tdur`), not the wall time it took (`dur`). On a
// shared 2-core machine a task's wall time grows with whatever else runs beside it (another engineer's build, a test's
// browser); its thread time does not, so two runs of the same build read alike and a phone tier can be derived from it.
// Pure: the bench records the trace (run.mjs, the cold-load row) and tests/contract/bench-thread-time.test.ts reads a
// recorded one (tests/bench/fixtures/).
import { median } from './median.mjs'

/**
 * The phones the goals speak of, as Chrome DevTools calibrates its CPU presets (front_end/panels/mobile_throttling/
 * CalibrationController.ts): the Lighthouse benchmark index of a mid-tier phone (a Pixel 5) and of a low-tier one (a
 * Moto G4 Power 2022). A tier's rate on this machine is this machine's index over the tier's.
 */
export const phoneTiers = [
  { id: 'mid', name: 'mid-tier phone', index: 1000 },
  { id: 'low', name: 'low-tier phone', index: 264 },
]

/** A task blocks input for what goes over 50 ms (Total Blocking Time's rule). */
export const blockingLimitMs = 50

/**
 * This machine's index when nothing else holds it: the median of the `best` highest samples. A sample only ever reads
 * low (something else had the CPU for part of its second), so the best of several is the machine's own speed.
 */
export function machineIndex(samples, best = 3) {
  if (samples.length === 0) throw new Error('no benchmark index sample')
  return median([...samples].sort((a, b) => b - a).slice(0, best))
}

/** Each tier's CPU slowdown on a machine of `index`, truncated to hundredths as DevTools' throttling takes it. */
export function tierRates(index, tiers = phoneTiers) {
  return Object.fromEntries(tiers.map((tier) => [tier.id, Math.trunc((index / tier.index) * 100) / 100]))
}

/** The blocking time a phone `rate` times slower than this machine sees: Σ max(0, task × rate − 50 ms). */
export function blockingTime(taskMs, rate) {
  return taskMs.reduce((sum, ms) => sum + Math.max(0, ms * rate - blockingLimitMs), 0)
}

const withoutHash = (url) => url.split('#')[0]

/**
 * The renderer main thread of the page that loaded `url`: the process where the main frame's navigation to that
 * address started (its `navigationStart`), and in it the thread the trace names CrRendererMain (thread_name
 * metadata). A trace holds other renderers (the page the tab left, another site's frames) and the browser's, GPU's,
 * compositor and IO threads, all with tasks of their own.
 */
export function rendererMainThread(events, url) {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.isOutermostMainFrame !== false &&
      e.args.data.documentLoaderURL &&
      withoutHash(e.args.data.documentLoaderURL) === withoutHash(url),
  )
  if (!navigation) {
    const seen = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL).map((e) => e.args.data.documentLoaderURL)
    throw new Error(`no main-frame navigation to ${url} in the trace (navigations: ${seen.join(', ') || 'none'})`)
  }
  const named = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain')
  if (named.length !== 1) throw new Error(`process ${navigation.pid} has ${named.length} threads named CrRendererMain`)
  return { pid: navigation.pid, tid: named[0].tid, navigationStart: navigation.ts, navigationId: navigation.args.data.navigationId }
}

/**
 * The thread's top-level tasks from the navigation on (RunTask, complete events; one nested in another, in a nested
 * run loop, is part of its parent's time), each with its wall time and thread time in ms. A trace without thread
 * times (`tdur`) is refused: its wall times would be read as thread times.
 */
export function topLevelTasks(events, thread) {
  const tasks = events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === thread.pid && e.tid === thread.tid && e.ts >= thread.navigationStart)
    .sort((a, b) => a.ts - b.ts)
  const top = []
  let end = -Infinity
  for (const task of tasks) {
    if (task.ts < end) continue
    if (typeof task.tdur !== 'number') throw new Error(`a task at ${task.ts} has no thread time (tdur): record the trace with thread times`)
    end = task.ts + task.dur
    top.push({ start: (task.ts - thread.navigationStart) / 1000, wallMs: task.dur / 1000, threadMs: task.tdur / 1000 })
  }
  return top
}

/** The load's largest contentful paint in ms from its navigation (the last candidate of that navigation), or null. */
export function largestContentfulPaint(events, thread) {
  const candidates = events.filter(
    (e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === thread.pid && e.args?.data?.navigationId === thread.navigationId,
  )
  if (candidates.length === 0) return null
  const last = candidates.reduce((a, b) => ((b.args.data.candidateIndex ?? 0) >= (a.args.data.candidateIndex ?? 0) ? b : a))
  return (last.ts - thread.navigationStart) / 1000
}

/**
 * One traced load of `url`: the main thread's total thread time, its longest task (thread time), every task's
 * thread time (for the tiers' blocking time), their wall time summed (to show what the machine added), and the LCP.
 */
export function readLoad(trace, url) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents
  const thread = rendererMainThread(events, url)
  const tasks = topLevelTasks(events, thread)
  const taskMs = tasks.map((task) => task.threadMs)
  return {
    threadMs: taskMs.reduce((sum, ms) => sum + ms, 0),
    longestMs: Math.max(0, ...taskMs),
    wallMs: tasks.reduce((sum, task) => sum + task.wallMs, 0),
    taskMs,
    tasks: tasks.length,
    lcpMs: largestContentfulPaint(events, thread),
  }
}

/**
 * The busiest renderer main thread of a trace recorded without a navigation in it (a scroll): the CrRendererMain
 * thread whose top-level tasks used the most thread time, from the trace's first event on.
 */
export function busiestRendererMain(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents
  const start = Math.min(...events.filter((e) => typeof e.ts === 'number' && e.ts > 0).map((e) => e.ts))
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  let best = null
  for (const { pid, tid } of threads) {
    const thread = { pid, tid, navigationStart: start }
    const tasks = topLevelTasks(events, thread)
    const total = tasks.reduce((sum, task) => sum + task.threadMs, 0)
    if (!best || total > best.total) best = { thread, tasks, total }
  }
  if (!best) throw new Error('no renderer main thread (CrRendererMain) in the trace')
  return best
}

/** The DOM events a tap or a key press dispatches: each is one of the interaction's events, as Event Timing counts them. */
export const interactionEventTypes = new Set([
  'pointerdown',
  'pointerup',
  'touchstart',
  'touchend',
  'mousedown',
  'mouseup',
  'click',
  'keydown',
  'keypress',
  'input',
  'keyup',
  'beforeinput',
])

/** A frame's rendering update on the main thread: the work that presents what the handlers changed. */
const frameEventNames = new Set(['Paint', 'Layerize'])

/**
 * One interaction (a tap or a key) read from a trace recorded around it, in thread time: for each of its input events,
 * the main thread's work from the event's dispatch to the end of the first frame rendered after it (what INP counts:
 * processing, whatever ran before that frame, and the frame's own work), summed; the interaction is its worst event.
 * A task the span starts or ends inside counts for the share of its wall time in the span. Input delay is left out
 * (the bench taps an idle page). Returns the thread time in ms, the longest task in it, and the event; null when the
 * trace holds no input event.
 */
export function readInteraction(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents
  const inputs = events.filter((e) => e.name === 'EventDispatch' && e.ph === 'X' && interactionEventTypes.has(e.args?.data?.type))
  if (inputs.length === 0) return null
  const { pid, tid } = inputs[0]
  const onThread = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
  const start = Math.min(...onThread.map((e) => e.ts))
  const tasks = topLevelTasks(events, { pid, tid, navigationStart: start }).map((task) => ({
    ...task,
    ts: start + task.start * 1000,
    end: start + (task.start + task.wallMs) * 1000,
  }))
  const frames = onThread.filter((e) => frameEventNames.has(e.name)).sort((a, b) => a.ts - b.ts)
  /** The thread time of `task` between `from` and `to` (trace µs), by the share of its wall time. */
  const share = (task, from, to) => (task.threadMs * Math.max(0, Math.min(to, task.end) - Math.max(from, task.ts))) / Math.max(1, task.end - task.ts)
  let worst = null
  for (const input of inputs.filter((e) => e.pid === pid && e.tid === tid)) {
    const first = tasks.findIndex((task) => task.ts <= input.ts && input.ts < task.end)
    if (first < 0) continue
    const inputEnd = input.ts + input.dur
    // The frame after the handlers: its Paint, then the Layerize that closes it (none when nothing changed on screen).
    const paint = frames.find((e) => e.ts >= inputEnd)
    const frameTask = paint ? tasks.findIndex((task) => task.ts <= paint.ts && paint.ts < task.end) : -1
    const closing = paint ? frames.filter((e) => e.ts >= paint.ts && e.ts < tasks[frameTask].end).at(-1) : null
    const to = closing ? closing.ts + closing.dur : tasks[first].end
    const last = frameTask >= first ? frameTask : first
    const chain = tasks.slice(first, last + 1).map((task) => share(task, input.ts, to))
    const threadMs = chain.reduce((sum, ms) => sum + ms, 0)
    if (!worst || threadMs > worst.threadMs) worst = { threadMs, longestMs: Math.max(...chain), event: input.args.data.type, tasks: chain.length }
  }
  return worst
}
