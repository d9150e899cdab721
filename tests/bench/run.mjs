#!/usr/bin/env node
// `npm run bench`: build, serve the build with `vite preview`, then measure the intro page:
// the gzip JavaScript it loads (each script's bytes gzipped with zlib, summed), the gzip
// JavaScript of the whole build, and a Lighthouse mobile run (score, LCP, TBT) in the
// system's (or Playwright's) Chromium.
import { execSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { preview } from 'vite'
import { chromiumArgs, findChromium } from '../scripts/browser.mjs'

const budget = { introGzipKb: 170, performance: 0.9 }
const port = 4173
const url = `http://localhost:${port}/`
const gzipKb = (bytes) => gzipSync(bytes, { level: 9 }).length / 1024

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return jsFiles(path)
    return entry.name.endsWith('.js') ? [path] : []
  })
}

async function introJavaScript(executablePath) {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } })
    const scripts = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response)
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.getByRole('button').first().waitFor()
    const files = await Promise.all(
      scripts.map(async (response) => ({ name: new URL(response.url()).pathname, kb: gzipKb(await response.body()) })),
    )
    return files.sort((a, b) => b.kb - a.kb)
  } finally {
    await browser.close()
  }
}

/** Lighthouse's default mobile run (Moto G-class screen, simulated slow 4G and 4x CPU). */
async function lighthouseRun(executablePath) {
  const debuggingPort = 9333
  const browser = await chromium.launch({ executablePath, args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`] })
  try {
    const result = await lighthouse(url, { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    if (!result) throw new Error('Lighthouse returned no result')
    const { categories, audits } = result.lhr
    return {
      score: categories.performance.score ?? 0,
      fcp: audits['first-contentful-paint'].numericValue ?? NaN,
      lcp: audits['largest-contentful-paint'].numericValue ?? NaN,
      tbt: audits['total-blocking-time'].numericValue ?? NaN,
    }
  } finally {
    await browser.close()
  }
}

const executablePath = findChromium()
if (!executablePath) {
  console.error('No Chromium: run `node tests/scripts/ensure-browser.mjs` first.')
  process.exit(1)
}

execSync('npm run build --silent', { stdio: 'inherit' })
const server = await preview({ preview: { port, strictPort: true }, logLevel: 'warn' })
let intro, lh
try {
  intro = await introJavaScript(executablePath)
  lh = await lighthouseRun(executablePath)
} finally {
  await server.close()
}

const distKb = jsFiles('dist').reduce((sum, file) => sum + gzipKb(readFileSync(file)), 0)
const introKb = intro.reduce((sum, file) => sum + file.kb, 0)
const kb = (value) => `${value.toFixed(1)} kB`
const ms = (value) => `${Math.round(value)} ms`
const verdict = (ok) => (ok ? 'ok' : 'OVER BUDGET')

function printTable(title, rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  const line = (row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd()
  console.log(`\n${title}\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  rows.slice(1).forEach((row) => console.log(line(row)))
}

printTable('JavaScript the intro page loads (each file gzip -9)', [
  ['file', 'gzip'],
  ...intro.map((file) => [file.name, kb(file.kb)]),
])
printTable(`Intro page ${url} (Lighthouse: mobile, simulated throttling)`, [
  ['measure', 'value', 'budget', 'result'],
  ['intro JS, gzip', kb(introKb), `<= ${budget.introGzipKb} kB`, verdict(introKb <= budget.introGzipKb)],
  ['all JS in dist, gzip', kb(distKb), '', ''],
  ['performance score', lh.score.toFixed(2), `>= ${budget.performance.toFixed(2)}`, verdict(lh.score >= budget.performance)],
  ['first contentful paint', ms(lh.fcp), '', ''],
  ['largest contentful paint', ms(lh.lcp), '', ''],
  ['total blocking time', ms(lh.tbt), '', ''],
])
process.exitCode = introKb <= budget.introGzipKb && lh.score >= budget.performance ? 0 : 1
