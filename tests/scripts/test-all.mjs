// `npm test`: typecheck, lint, unit/machine/contract tests (vitest), then browser tests (Playwright).
// Stops at the first failing stage; ends with one line "N passed, N failed" over all test runners.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs'

const out = 'test-results'
mkdirSync(out, { recursive: true })
// A report left by an earlier run must never be counted as this run's.
for (const report of ['vitest.json', 'playwright.json']) rmSync(`${out}/${report}`, { force: true })
const totals = { passed: 0, failed: 0, skipped: 0 }

function run(label, command, args) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  return result.status ?? 1
}

function finish(code) {
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(code)
}

for (const [label, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
]) {
  if (run(label, 'npm', ['run', '-s', script]) !== 0) finish(1)
}

const vitestJson = `${out}/vitest.json`
const unit = run('unit, machine and contract tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`])
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'))
  totals.passed += r.numPassedTests ?? 0
  totals.failed += r.numFailedTests ?? 0
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0)
}
if (unit !== 0) finish(1)

function countPlaywright(report) {
  if (!existsSync(report)) return
  const s = JSON.parse(readFileSync(report, 'utf8')).stats ?? {}
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0)
  totals.failed += s.unexpected ?? 0
  totals.skipped += s.skipped ?? 0
}

// The default build (three languages) runs every browser test but those of another country build.
const ghOnly = 'VITE_COUNTRY_BUILD=gh'
// (A --grep-invert given here replaces the config's, which leaves the screenshot tests out: name them again.)
const e2e = run('browser tests', 'npm', ['run', '-s', 'test:e2e', '--', '--grep-invert', `${ghOnly}|@screenshot`])
countPlaywright(`${out}/playwright.json`)
if (e2e !== 0) finish(1)

// The screenshot tests, on a gateway of their own that no other test has changed (playwright.config.ts).
const shotsOut = `${out}/screenshots`
rmSync(`${shotsOut}/playwright.json`, { force: true })
console.log('\n=== screenshot tests: E2E_SCREENSHOTS=1 playwright test (a fresh gateway on port 4194)')
const shotsEnv = { ...process.env, E2E_SCREENSHOTS: '1', E2E_PORT: '4194', E2E_OUTPUT: shotsOut }
const shots = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit', env: shotsEnv }).status
countPlaywright(`${shotsOut}/playwright.json`)
if (shots !== 0) finish(1)

// The Ghana build (VITE_COUNTRY_BUILD=gh: English only, MTN MoMo numbers only) runs the tests of its settings.
const ghEnv = { ...process.env, VITE_COUNTRY_BUILD: 'gh', APP_ROOT: 'dist-gh', E2E_PORT: '4184', E2E_OUTPUT: `${out}/gh` }
rmSync(`${out}/gh/playwright.json`, { force: true })
console.log(`\n=== browser tests, Ghana build: vite build --outDir dist-gh, playwright test --grep "${ghOnly}"`)
const ghBuild = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-gh', '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env: ghEnv })
const gh = ghBuild.status === 0 ? spawnSync('npx', ['playwright', 'test', '--grep', ghOnly], { stdio: 'inherit', env: ghEnv }).status : 1
countPlaywright(`${out}/gh/playwright.json`)
finish(gh === 0 && totals.failed === 0 ? 0 : 1)
