/**
 * The demo gateway's "today", one setting for every way it is served (`npm start`, `npm run gateway`, the
 * browser tests' server): `DEMO_NOW`, an ISO date-time such as `2026-11-25T09:30:00Z`. Unset, it is the real
 * time at start. The demo's data is laid out relative to it, so the browser tests pin it (playwright.config.ts)
 * and give the browser the same clock (tests/e2e/support/test.ts): a suite is then green on any day, and
 * `npm run test:dates` runs the date-sensitive tests at the calendar's edges.
 */
export function demoNowFrom(value: string | undefined): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const date = new Date(value.trim())
  if (Number.isNaN(date.getTime())) throw new Error(`DEMO_NOW is not an ISO date-time: ${JSON.stringify(value)}`)
  return date
}

/** `DEMO_NOW` from the environment. */
export const demoNowSetting = (): Date | undefined => demoNowFrom(process.env.DEMO_NOW)
