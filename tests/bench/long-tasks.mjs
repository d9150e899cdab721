// Where a cold load's long tasks go: one load of a signed-in screen (active persona) at a CPU slowdown (real
// throttling, Emulation.setCPUThrottlingRate), traced (Chromium's trace: the main thread's tasks, the paints and the
// JavaScript samples on one clock). Prints each task over 50 ms from navigation to network idle and the page's idle work, with the
// functions and scripts the samples saw in it (self time), each task's length as Lighthouse's simulation would make it
// at 6x, and their blocking time as the pessimistic half of its TBT counts it (lh-one.mjs has the exact halves of one
// Lighthouse run). Serve the build first (PORT=4190 npx tsx tests/scripts/serve-app.ts), then:
//   node tests/bench/long-tasks.mjs http://localhost:4190 /commissions 6
import { chromium } from '@playwright/test'
import { sourceNamer } from './source-names.mjs'
import { threadSamples } from './trace-samples.mjs'
// MAPS=<folder>: a build of the same code with source maps (npx vite build --sourcemap --outDir <folder>): names
// each function by its source file and line instead of its minified name.
const original = sourceNamer(process.env.MAPS)
const [origin, path, rate = '6', persona = 'active'] = process.argv.slice(2)
const threshold = Number(process.env.TASK_MS ?? 50)
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const viewport = { width: 412, height: 823 }
const signIn = await browser.newContext({ viewport, serviceWorkers: 'block' })
const first = await signIn.newPage()
await first.goto(origin + '/')
await first.getByTestId('connect').click()
await first.waitForURL(/demo-sso/)
await first.locator(`[data-persona="${persona}"]`).click()
await first.waitForURL((u) => u.pathname !== '/login/callback' && !u.pathname.startsWith('/demo-sso'))
await first.waitForLoadState('networkidle')
// Once, so the early reads of this address are recorded, as on a consultant's phone.
await first.goto(origin + path)
await first.waitForLoadState('networkidle')
const storageState = await signIn.storageState()
await signIn.close()

const context = await browser.newContext({ viewport, serviceWorkers: 'block', storageState })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) })
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'blink.user_timing',
    'loading',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
  ],
})
await page.goto(origin + path)
await page.waitForLoadState('networkidle')
// And what the app leaves until the page is idle (the offline layer's start: its chunks, then their evaluation): idle
// moments until two in a row pass with no new request, rather than a fixed time.
const idleWithoutRequests = () =>
  page.evaluate(() => {
    const before = performance.getEntriesByType('resource').length
    return new Promise((resolve) => requestIdleCallback(() => resolve(performance.getEntriesByType('resource').length === before), { timeout: 10_000 }))
  })
for (let round = 0, quiet = 0; round < 20 && quiet < 2; round++) quiet = (await idleWithoutRequests()) ? quiet + 1 : 0
const trace = JSON.parse((await browser.stopTracing()).toString())
await browser.close()

const events = trace.traceEvents ?? trace
const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith(origin))
const pid = navigation?.pid
const tid = navigation?.tid
const t0 = navigation?.ts ?? 0
const ms = (ts) => (ts - t0) / 1000
const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)
const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && e.pid === pid)
console.log(`${path} at ${rate}x: FCP ${fcp ? Math.round(ms(fcp.ts)) : '?'} ms, LCP ${lcps.length ? Math.round(ms(lcps.at(-1).ts)) : '?'} ms`)

// The JavaScript samples of the renderer's main thread, with their times.
const { nodes, samples, parents } = threadSamples(events, pid, tid)
const stacks = Number(process.env.STACKS ?? 0)
function frameName(f) {
  const file = (f.url ?? '').split('/').pop() || `(${f.functionName})`
  return original(file, (f.lineNumber ?? 0) + 1, f.columnNumber ?? 0) ?? `${f.functionName || '(anonymous)'}  ${file}:${(f.lineNumber ?? 0) + 1}`
}
const allTasks = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= t0)
// Whether a task laid the page out: Lighthouse's simulation slows such a task by half the CPU slowdown only (lantern's
// layoutTaskMultiplier, 0.5), a task of script by all of it.
const didLayout = (task) => events.some((e) => e.pid === pid && e.tid === tid && e.name === 'Layout' && e.ts >= task.ts && e.ts <= task.ts + task.dur)
const simulated = (task, k) => ((didLayout(task) ? k / 2 : k) * task.dur) / 1000
// Lighthouse's TBT is the mean of two simulations. The pessimistic one counts from its optimistic FCP, which waits for
// the document, its stylesheet and first layout only (not for module scripts, not for data): about 0.9 s in the bench,
// before any of the app's tasks run there. So on a 1x trace, the sum of max(0, simulated − 50) over every task after the
// head script is about what that half counts, and an upper bound of TBT (steadier on a busy machine than a Lighthouse run).
const parse = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'ParseHTML' && e.ts >= t0)
const counted = allTasks.filter((e) => !parse || e.ts > parse.ts + (parse.dur ?? 0))
if (Number(rate) === 1) {
  const proxy = (k) => Math.round(counted.reduce((sum, e) => sum + Math.max(0, simulated(e, k) - 50), 0))
  console.log(`  blocking if every task counted: at 4x ${proxy(4)} ms, at 6x ${proxy(6)} ms (tasks over 8 ms: ${counted.filter((e) => e.dur > 8000).length})`)
}
const tasks = allTasks.filter((e) => e.dur / 1000 > threshold)
let blocking = 0
let afterFcp = 0
for (const task of tasks) {
  const dur = task.dur / 1000
  blocking += Math.max(0, dur - 50)
  const after = fcp && task.ts >= fcp.ts
  if (after) afterFcp += Math.max(0, dur - 50)
  const self = new Map()
  const scripts = new Map()
  for (let i = 0; i < samples.length - 1; i++) {
    const s = samples[i]
    if (s.ts < task.ts || s.ts > task.ts + task.dur) continue
    const span = (samples[i + 1].ts - s.ts) / 1000
    const f = nodes.get(s.id)?.callFrame ?? {}
    const file = (f.url ?? '').split('/').pop() || `(${f.functionName})`
    let name = frameName(f)
    // STACKS=n: each function named with its n callers (src files only), to see which of ours led to a browser call.
    if (stacks) {
      const callers = []
      for (let parent = parents.get(s.id); parent != null && callers.length < stacks; parent = parents.get(parent)) {
        const frame = nodes.get(parent)?.callFrame
        if (frame?.url)
          callers.push(
            frameName(frame)
              .replace(/^.*work\/main\//, '')
              .replace(/ {2}/g, ' '),
          )
      }
      if (callers.length) name += `  < ${callers.join(' < ')}`
    }
    self.set(name, (self.get(name) ?? 0) + span)
    scripts.set(file, (scripts.get(file) ?? 0) + span)
  }
  console.log(
    `  task at ${Math.round(ms(task.ts))} ms: ${Math.round(dur)} ms ${after ? '(after FCP)' : '(before FCP)'}${Number(rate) === 1 ? `, ${Math.round(simulated(task, 6))} ms at 6x${didLayout(task) ? ' (a layout: 3x)' : ''}` : ''}`,
  )
  // The browser's own work in it: styles, layout, paint, parsing (the trace's events of those names).
  const native = new Map()
  for (const e of events) {
    if (e.pid !== pid || e.tid !== tid || e.ph !== 'X' || e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur) continue
    if (['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'ParseHTML', 'ParseAuthorStyleSheet', 'HitTest', 'Commit'].includes(e.name)) {
      native.set(e.name, (native.get(e.name) ?? 0) + e.dur / 1000)
    }
  }
  if (native.size) console.log(`    browser: ${[...native].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`)
  console.log(
    `    by script: ${[...scripts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ')}`,
  )
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 8))) console.log(`      ${v.toFixed(1).padStart(6)} ms  ${k}`)
}
console.log(`  time over 50 ms in these tasks: ${Math.round(blocking)} ms, of which after FCP: ${Math.round(afterFcp)} ms`)
