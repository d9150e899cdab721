// How fast this machine is, so figures of runs on other machines can be compared: Lighthouse's own benchmark index
// (`lhr.environment.benchmarkIndex`, the number of times a second a page builds a 10,000-character string and copies a
// 100,000-number array, computed before each Lighthouse run; Lighthouse's docs use it to calibrate the CPU
// multiplier). These machines are shared: the same code read 59.6 frames a second at 412 px one day and 53 the next
// on a machine whose index moved, so the bench prints the index beside its figures.
// Issue 39: the same index calibrates the phone tiers (thread-time.mjs), as Chrome DevTools calibrates its CPU presets.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { median } from './median.mjs'
import { machineIndex, phoneTiers, tierRates } from './thread-time.mjs'

/** Every benchmark index this run has seen (Lighthouse's runs and `measureHostSpeed`), to print at the end. */
export const benchmarkIndexes = []

/** Lighthouse's benchmark index computed `times` times in a fresh page of `browser`, unthrottled; each is kept. */
export async function measureHostSpeed(browser, times = 3) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    for (let i = 0; i < times; i++) benchmarkIndexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`))
  } finally {
    await context.close()
  }
}

/** One line: the median index of this run, its spread and how many were taken; null when none was. */
export function hostSpeedLine() {
  if (benchmarkIndexes.length === 0) return null
  const rounded = benchmarkIndexes.map(Math.round)
  return `This machine: Lighthouse benchmark index ${Math.round(median(rounded))} (median of ${rounded.length}, ${Math.min(...rounded)}-${Math.max(...rounded)}); the figures above are at a CPU slowed from it, so a machine with another index reads others.`
}

/**
 * Issue 39: this machine's speed before a run, for the phone tiers' rates. `times` samples of the index in a fresh page,
 * unthrottled (each kept for `hostSpeedLine`), each also read in the main thread's CPU time: the benchmark counts its
 * loops over a second of wall time, and Performance.getMetrics' ThreadTime says how much of that second the thread
 * held a CPU, so index × wall ÷ thread time is what the sample would have read had nothing else run. The machine's index
 * is the median of the best three of those (thread-time.mjs `machineIndex`), as the cold loads are read in thread time
 * too. On a quiet machine the two readings agree (2,967 and 2,971 on 2026-11-29); with two busy loops beside the run
 * the wall-time samples' best three read 37% low, the thread-time ones 9% (docs/decisions/performance.md, "The bench in thread
 * time"). Without thread times (ThreadTime missing), the wall-time samples' best three.
 */
export async function calibrate(browser, times = 7) {
  const context = await browser.newContext()
  const samples = []
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    const threadSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? NaN
    // Once unrecorded, as DevTools does before it calibrates: V8 optimises the benchmark's loops.
    await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`)
    for (let i = 0; i < times; i++) {
      const before = await threadSeconds()
      const { index, wallMs } = await page.evaluate(
        `(() => { const start = performance.now(); const index = (${pageFunctions.computeBenchmarkIndex})(); return { index, wallMs: performance.now() - start } })()`,
      )
      const threadMs = ((await threadSeconds()) - before) * 1000
      samples.push({ index, threadIndex: threadMs > 0 ? (index * wallMs) / threadMs : NaN })
      benchmarkIndexes.push(index)
    }
  } finally {
    await context.close()
  }
  const wallIndex = machineIndex(samples.map((sample) => sample.index))
  const threadReadings = samples.map((sample) => sample.threadIndex).filter(Number.isFinite)
  const threadIndex = threadReadings.length > 0 ? machineIndex(threadReadings) : null
  const index = threadIndex ?? wallIndex
  return { index, wallIndex, threadIndex, samples, rates: tierRates(index) }
}

/** The calibration in one line: the machine's index, how it was taken, and each tier's rate. */
export function calibrationLine({ index, wallIndex, threadIndex, samples, rates }) {
  const read = samples.map((sample) => Math.round(sample.index))
  const tiers = phoneTiers.map((tier) => `${tier.name} (index ${tier.index}) ${rates[tier.id].toFixed(2)}x`).join(', ')
  const how =
    threadIndex === null
      ? `the median of the best 3 of ${read.length} samples taken before the run, ${Math.min(...read)}-${Math.max(...read)}`
      : `the median of the best 3 of ${read.length} samples taken before the run, read in the main thread's CPU time; in wall time they read ${Math.min(...read)}-${Math.max(...read)}, best 3 ${Math.round(wallIndex)}`
  const busy =
    threadIndex !== null && wallIndex < 0.85 * threadIndex
      ? ` The machine was busy while sampling (wall time ${Math.round((1 - wallIndex / threadIndex) * 100)}% under thread time).`
      : ''
  return `This machine: Lighthouse benchmark index ${Math.round(index)} (${how}). Rates: ${tiers}.${busy}`
}
