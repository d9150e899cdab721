// One Lighthouse mobile run of a signed-in screen (active persona) at a CPU slowdown, with its long tasks, the scripts' boot-up
// time and the main-thread breakdown: where a screen's blocking time goes. Serve the build first (PORT=4190 npx tsx
// tests/scripts/serve-app.ts), then: node tests/bench/lh-one.mjs http://localhost:4190 /commissions 6
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
const [origin, path, rate = '6'] = process.argv.slice(2)
const profile = mkdtempSync(join(tmpdir(), 'lh-'))
const context = await chromium.launchPersistentContext(profile, {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--remote-debugging-port=9444'],
})
const page = context.pages()[0] ?? (await context.newPage())
await page.goto(origin + '/')
await page.getByTestId('connect').click()
await page.waitForURL(/demo-sso/)
await page.locator('[data-persona="active"]').click()
await page.waitForURL((u) => u.pathname !== '/login/callback' && !u.pathname.startsWith('/demo-sso'))
await page.waitForLoadState('networkidle')
await page.goto('about:blank')
const result = await lighthouse(
  origin + path,
  { port: 9444, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
  {
    extends: 'lighthouse:default',
    settings: {
      throttling: {
        cpuSlowdownMultiplier: Number(rate),
        rttMs: 150,
        throughputKbps: 1638.4,
        requestLatencyMs: 562.5,
        downloadThroughputKbps: 1474.56,
        uploadThroughputKbps: 675,
      },
    },
  },
)
const { audits, categories } = result.lhr
console.log(
  path,
  'score',
  categories.performance.score,
  'TBT',
  Math.round(audits['total-blocking-time'].numericValue),
  'LCP',
  Math.round(audits['largest-contentful-paint'].numericValue),
  'CLS',
  audits['cumulative-layout-shift'].numericValue.toFixed(3),
  'SI',
  Math.round(audits['speed-index'].numericValue),
)
for (const shift of audits['layout-shifts']?.details?.items ?? []) console.log('  layout shift', shift.score?.toFixed(3), shift.node?.snippet?.slice(0, 100))
for (const t of audits['long-tasks'].details.items) console.log('  long task', Math.round(t.startTime), Math.round(t.duration), t.url)
for (const t of audits['bootup-time'].details.items.slice(0, 8)) console.log('  bootup', Math.round(t.total), Math.round(t.scripting), t.url)
for (const t of audits['mainthread-work-breakdown'].details.items) console.log('  work', t.groupLabel, Math.round(t.duration))
await context.close()
rmSync(profile, { recursive: true, force: true })
