import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findChromium } from './tests/scripts/browser.mjs'

/** E2E_PORT, APP_ROOT and E2E_OUTPUT let two runs share a machine without touching each other. */
const port = Number(process.env.E2E_PORT ?? 4174)
const output = process.env.E2E_OUTPUT ?? 'test-results'
const ci = Boolean(process.env.CI)

/**
 * The day the browser tests run on, whatever the calendar says: the demo gateway lays its data out relative to
 * it and the browser runs on the gateway's clock (tests/e2e/support/test.ts), so `npm test` gives the same result
 * every day. `npm run test:dates` (tests/scripts/test-dates.mjs) runs the date-sensitive tests at other dates.
 */
export const defaultTestNow = '2026-11-25T09:30:00Z'
const demoNow = process.env.DEMO_NOW ?? defaultTestNow
// The workers read it too: the tests check that the gateway they talk to runs on this day.
process.env.DEMO_NOW = demoNow
/** One time zone for the app, the gateway and the tests' own date arithmetic: Ghana's (UTC, no daylight saving). */
const timezoneId = 'Africa/Accra'
process.env.TZ = timezoneId

/**
 * Browser tests against the built app and the demo gateway (tests/scripts/serve-app.ts).
 * `npm run test:e2e` builds first; the Chromium is Playwright's own or the system's
 * (tests/scripts/ensure-browser.mjs).
 */
/**
 * The screenshot tests (`@screenshot`, tests/e2e/screenshots.spec.ts) run on their own, against a gateway no other
 * test has touched (`npm run test:screenshots`; `npm test` runs them after the other browser tests): other tests
 * change what a consultant's screens show (a notification opened is read for every later visit).
 */
const screenshots = Boolean(process.env.E2E_SCREENSHOTS)

export default defineConfig({
  testDir: 'tests/e2e',
  ...(screenshots ? { grep: /@screenshot/ } : { grepInvert: /@screenshot/ }),
  fullyParallel: true,
  // A web-first check waits up to 10 s (Playwright's 5 s by default): on a loaded 2-core machine a service worker's
  // answer (a push to the tray, a cache cleared) took longer than 5 s (issue 39 §5: the suite beside two busy loops).
  expect: { timeout: 10_000 },
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // The JSON report feeds the closing 'N passed, N failed' line of `npm test`.
  reporter: [[ci ? 'line' : 'list'], ['json', { outputFile: `${output}/playwright.json` }]],
  outputDir: `${output}/artifacts`,
  // The screenshot tests' reference images (tests/e2e/screenshots.spec.ts), committed; one set, for the system
  // Chromium on Linux that CI runs. `npm run test:screenshots:update` rewrites them after an intended change.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The service worker would answer requests before page.route() sees them; tests of the
    // offline app (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
    timezoneId,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChromium(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'npx tsx tests/scripts/serve-app.ts',
    env: { PORT: String(port), DEMO_NOW: demoNow, TZ: timezoneId, ...(process.env.APP_ROOT ? { APP_ROOT: process.env.APP_ROOT } : {}) },
    url: `http://localhost:${port}/`,
    // A server left running is only reused if it runs on the same day (the tests check the gateway's clock).
    reuseExistingServer: !ci,
    timeout: 60_000,
  },
})
