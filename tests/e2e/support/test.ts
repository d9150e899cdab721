import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test'

/**
 * Every browser test's `test`: the browser runs on the demo gateway's clock.
 *
 * The demo data is laid out relative to the gateway's "today" (gateway/demo-now.ts), which the browser tests pin
 * (`DEMO_NOW` in playwright.config.ts; `npm run test:dates` moves it to the calendar's edges). The browser's clock
 * starts at the gateway's time, so the app's own date rules (this month, the last 7 days, a notification's 24 hours,
 * a bonus's grace period) see the same day as the data, and a suite green today is green on any day.
 *
 * - `today`: the gateway's time when the test starts; use it wherever a test computes a date (never `new Date()`).
 * - `context` (and so `page`) has the clock installed; a context a test makes itself goes through `newTestContext`.
 * - A test that drives the clock itself (`page.clock.runFor`, `setSystemTime`, `pauseAt`) works on this clock.
 */
export const test = base.extend<{ today: Date }>({
  today: async ({ request }, use) => {
    await use(await gatewayTime(request))
  },
  context: async ({ context, today }, use) => {
    await context.clock.install({ time: today })
    await use(context)
  },
})

export { expect }

/** The demo gateway's time (GET /demo-sso/clock, demo only). */
export async function gatewayTime(request: { get(url: string): Promise<{ ok(): boolean; json(): Promise<unknown> }> }): Promise<Date> {
  const answer = await request.get('/demo-sso/clock')
  if (!answer.ok()) throw new Error('The demo gateway does not tell its time (GET /demo-sso/clock)')
  const { now, today } = (await answer.json()) as { now: string; today: string }
  const pinned = process.env.DEMO_NOW
  if (pinned && Date.parse(today) !== Date.parse(pinned)) {
    throw new Error(`The server under test runs on ${today}, not on DEMO_NOW=${pinned}: a server left running from another run? Stop it.`)
  }
  return new Date(now)
}

/** A second browser context (another device, another consultant) on the same clock as the test's. */
export async function newTestContext(browser: Browser, today: Date, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'block', ...options })
  await context.clock.install({ time: today })
  return context
}

/** The calendar date (YYYY-MM-DD) of a moment on the test machine's clock (TZ is pinned by playwright.config.ts). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The page's clock now (the one the app's date rules read). */
export async function pageNow(page: { evaluate<R>(fn: () => R): Promise<R> }): Promise<Date> {
  return new Date(await page.evaluate(() => Date.now()))
}
