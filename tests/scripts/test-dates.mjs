// `npm run test:dates`: the date-sensitive browser tests (tagged @dates: periods, bonuses and their grace period,
// success-rate months, notifications' 24 hours, the dashboard, the calendar spec) at the calendar's edges.
// The demo gateway's today is DEMO_NOW (gateway/demo-now.ts) and the browser runs on the gateway's clock
// (tests/e2e/support/test.ts), so each date below is a whole day of the app, data included.
// Builds once, then runs Playwright once per date, each on a port of its own (a server of another day is
// never reused). Ends with a table and `dates: N passed, N failed`. DATES=2027-01-01T00:30:00Z,... narrows it.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'

const edges = [
  ['2026-12-01T08:00:00Z', 'the 1st of a month (this month has one day; last month ended yesterday)'],
  ['2026-10-31T10:00:00Z', 'the 31st (a month of 31 days ends today)'],
  ['2028-02-28T12:00:00Z', '28 February of a leap year'],
  ['2028-02-29T12:00:00Z', '29 February'],
  ['2028-03-01T09:00:00Z', '1 March after a leap day (last month is 1–29 February)'],
  ['2026-12-31T23:30:00Z', '31 December, late evening'],
  ['2027-01-01T00:30:00Z', '1 January, just after midnight (last month is last year’s December)'],
  ['2026-11-02T10:00:00Z', 'inside a bonus’s grace period (last month’s bonus ended two days ago)'],
]
const dates = process.env.DATES ? process.env.DATES.split(',').map((date) => [date.trim(), 'asked for']) : edges

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

if (run('node', ['tests/scripts/ensure-browser.mjs']) !== 0) process.exit(1)
if (run('npm', ['run', '-s', 'build']) !== 0) process.exit(1)

/** A port of the date's own: a server of another day is never taken for this one's (the tests refuse it anyway). */
const portOf = (date) => 4300 + ([...date].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7) % 500)

const rows = []
for (const [date, why] of dates) {
  const output = `test-results/dates/${date.replace(/[:]/g, '')}`
  rmSync(`${output}/playwright.json`, { force: true })
  console.log(`\n=== ${date}: ${why}`)
  run('npx', ['playwright', 'test', '--grep', '@dates'], { DEMO_NOW: date, E2E_PORT: String(portOf(date)), E2E_OUTPUT: output })
  const report = `${output}/playwright.json`
  const stats = existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')).stats ?? {}) : {}
  rows.push({
    date,
    why,
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    flaky: stats.flaky ?? 0,
    failed: stats.unexpected ?? (existsSync(report) ? 0 : 1),
  })
}

console.log('\n| date | | passed | failed | flaky |\n|---|---|---|---|---|')
for (const row of rows) console.log(`| ${row.date} | ${row.why} | ${row.passed} | ${row.failed} | ${row.flaky} |`)
const passed = rows.reduce((sum, row) => sum + row.passed, 0)
const failed = rows.reduce((sum, row) => sum + row.failed, 0)
console.log(`\ndates: ${passed} passed, ${failed} failed over ${rows.length} dates`)
process.exit(failed === 0 && rows.every((row) => row.passed > 0) ? 0 : 1)
