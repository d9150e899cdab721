import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findChromium } from './tests/scripts/browser.mjs'

/** E2E_PORT, APP_ROOT and E2E_OUTPUT let two runs share a machine without touching each other. */
const port = Number(process.env.E2E_PORT ?? 4174)
const output = process.env.E2E_OUTPUT ?? 'test-results'
const ci = Boolean(process.env.CI)

/**
 * Browser tests against the built app and the demo gateway (tests/scripts/serve-app.ts).
 * `npm run test:e2e` builds first; the Chromium is Playwright's own or the system's
 * (tests/scripts/ensure-browser.mjs).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // The JSON report feeds the closing 'N passed, N failed' line of `npm test`.
  reporter: [[ci ? 'line' : 'list'], ['json', { outputFile: `${output}/playwright.json` }]],
  outputDir: `${output}/artifacts`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The service worker would answer requests before page.route() sees them; tests of the
    // offline app (pwa.spec.ts) allow it.
    serviceWorkers: 'block',
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
    env: { PORT: String(port), ...(process.env.APP_ROOT ? { APP_ROOT: process.env.APP_ROOT } : {}) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !ci,
    timeout: 60_000,
  },
})
