// How fast this machine is, so figures of runs on other machines can be compared: Lighthouse's own benchmark index
// (`lhr.environment.benchmarkIndex`, the number of times a second a page builds a 10,000-character string and copies a
// 100,000-number array, computed before each Lighthouse run; Lighthouse's docs use it to calibrate the CPU
// multiplier). These machines are shared: the same code read 59.6 frames a second at 412 px one day and 53 the next
// on a machine whose index moved, so the bench prints the index beside its figures.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { median } from './median.mjs'

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
