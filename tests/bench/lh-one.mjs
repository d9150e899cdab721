// One Lighthouse mobile run of a signed-in screen (active persona) as `npm run bench` runs it (simulated slow 4G, the
// CPU slowed `rate` times), and where its total blocking time comes from. Lighthouse's TBT is the mean of two
// simulations of the load it traced at full speed (lantern, node_modules/@paulirish/trace_engine): the optimistic one
// counts from the pessimistic FCP, the pessimistic one from the optimistic FCP (the document, its stylesheet and first
// layout only, ~0.9 s), so it counts nearly every task of the app's start. This replays both on the run's artifacts and
// prints each task they count: its simulated start and length, what it was when traced (its length at full speed,
// whether it laid the page out: such a task is slowed by half the multiplier), the trace's events in it and, with
// MAPS=<a build with source maps>, the functions the JavaScript samples saw in it (TOP=n of them, 5 by default).
// Serve the build first, over HTTP/2 as the bench does or plain HTTP:
//   PORT=4191 H2_CERT=cert.pem H2_KEY=key.pem npx tsx tests/scripts/serve-app.ts
//   npx vite build --sourcemap --outDir /tmp/sm
//   MAPS=/tmp/sm node tests/bench/lh-one.mjs https://localhost:4191 /commissions 6
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'
import { chromiumArgs, findChromium } from '../scripts/browser.mjs'
import { sourceNamer } from './source-names.mjs'
import { threadSamples } from './trace-samples.mjs'

const [origin, path, rate = '6'] = process.argv.slice(2)
const top = Number(process.env.TOP ?? 5)
const original = sourceNamer(process.env.MAPS)

const profile = mkdtempSync(join(tmpdir(), 'lh-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: findChromium(),
  args: [...chromiumArgs, '--ignore-certificate-errors', '--remote-debugging-port=9444'],
})
try {
  const page = context.pages()[0] ?? (await context.newPage())
  await page.goto(origin + '/')
  await page.getByTestId('connect').click()
  await page.waitForURL(/demo-sso/)
  await page.locator('[data-persona="active"]').click()
  await page.waitForURL((u) => u.pathname !== '/login/callback' && !u.pathname.startsWith('/demo-sso'))
  await page.waitForLoadState('networkidle')
  await page.goto('about:blank')
  const result = await lighthouse(origin + path, {
    port: 9444,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: Number(rate) },
    // The JavaScript samples, for the functions of each task.
    additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
  })
  if (!result) throw new Error('Lighthouse returned no result')
  const { audits, categories } = result.lhr
  const round = (value) => Math.round(value ?? NaN)
  console.log(
    `${path} at ${rate}x: score ${categories.performance.score}, TBT ${round(audits['total-blocking-time'].numericValue)} ms, FCP ${round(audits['first-contentful-paint'].numericValue)} ms, LCP ${round(audits['largest-contentful-paint'].numericValue)} ms, CLS ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
  )

  // The two simulations, as Lighthouse computed them (its computed artifacts, on this run's artifacts and settings).
  const artifacts = result.artifacts
  const settings = result.lhr.configSettings
  const computed = { computedCache: new Map(), settings }
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  }
  const fcp = await LanternFirstContentfulPaint.request(data, computed)
  const interactive = await LanternInteractive.request(data, computed)
  const tbt = await LanternTotalBlockingTime.request(data, computed)

  const events = artifacts.Trace.traceEvents
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint')
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args?.data?.documentLoaderURL?.startsWith(origin))
  const at = (ts) => Math.round((ts - navigation.ts) / 1000)
  const { nodes, samples, parents } = threadSamples(events, firstPaint.pid, firstPaint.tid)
  const frameName = (frame) => {
    const file = (frame.url ?? '').split('/').pop() || `(${frame.functionName})`
    return (
      original(file, (frame.lineNumber ?? 0) + 1, frame.columnNumber ?? 0) ?? `${frame.functionName || '(anonymous)'} ${file}:${(frame.lineNumber ?? 0) + 1}`
    )
  }
  /** The first of our own functions up the stack (src/, machines/, the boot script): which of ours led there. */
  const ours = (id) => {
    for (let node = id; node != null; node = parents.get(node)) {
      const frame = nodes.get(node)?.callFrame
      const name = frame?.url ? frameName(frame) : ''
      if (/\s(src|machines)\/|boot-/.test(name)) return name
    }
    return ''
  }
  /** The functions the samples saw in a traced task (self time). */
  const functionsIn = (event) => {
    const self = new Map()
    for (let i = 0; i < samples.length - 1; i++) {
      const sample = samples[i]
      if (sample.ts < event.ts || sample.ts > event.ts + event.dur) continue
      const frame = nodes.get(sample.id)?.callFrame ?? {}
      const caller = ours(sample.id)
      const key = `${frameName(frame)}${caller && caller !== frameName(frame) ? `  (from ${caller})` : ''}`
      self.set(key, (self.get(key) ?? 0) + (samples[i + 1].ts - sample.ts) / 1000)
    }
    return [...self].sort((a, b) => b[1] - a[1]).slice(0, top)
  }
  /** The trace's events in a task, by name (and script), longest first. */
  const eventsIn = (node) => {
    const kinds = new Map()
    for (const e of node.childEvents) {
      if (
        e.ph !== 'X' ||
        ['v8.callFunction', 'V8.BytecodeBudgetInterrupt', 'V8.StackGuard', 'V8.HandleInterrupts', 'ScriptCompiled', 'v8.run'].includes(e.name)
      )
        continue
      const url = (e.args?.data?.url ?? '').replace(origin, '')
      const key = `${e.name}${url ? ` ${url}` : ''}`
      kinds.set(key, (kinds.get(key) ?? 0) + (e.dur ?? 0) / 1000)
    }
    return [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 4)
  }

  console.log(`traced at full speed: first contentful paint at ${at(firstPaint.ts)} ms`)
  for (const [half, estimate, from, to] of [
    ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs],
    ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs],
  ]) {
    console.log(`${half} half: ${round(estimate.timeInMs)} ms, counting from ${round(from)} ms (an FCP) to ${round(to)} ms (TTI)`)
    const tasks = [...estimate.nodeTimings.entries()]
      .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= 50)
      .sort((a, b) => a[1].startTime - b[1].startTime)
    for (const [node, timing] of tasks) {
      const start = Math.max(timing.startTime, from)
      const end = Math.min(timing.endTime, to)
      if (end - start < 50) continue
      console.log(
        `  at ${round(timing.startTime)} ms, ${round(timing.duration)} ms: counts ${round(end - start - 50)}; traced at ${at(node.event.ts)} ms, ${(node.event.dur / 1000).toFixed(1)} ms${node.didPerformLayout() ? ', a layout' : ''}: ${eventsIn(
          node,
        )
          .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
          .join(' | ')}`,
      )
      for (const [name, ms] of functionsIn(node.event)) console.log(`      ${ms.toFixed(1).padStart(5)} ms  ${name}`)
    }
  }
} finally {
  await context.close()
  rmSync(profile, { recursive: true, force: true })
}
