import { chromium } from '@playwright/test'
const origin = process.argv[2] ?? 'http://localhost:4182'
const path = process.argv[3] ?? '/home'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const signIn = await browser.newContext({ serviceWorkers: 'block' })
const p = await signIn.newPage()
await p.goto(origin + '/'); await p.getByTestId('connect').click(); await p.waitForURL(/demo-sso/)
await p.locator('[data-persona="active"]').click(); await p.waitForURL((u) => u.pathname === '/home'); await p.waitForLoadState('networkidle')
const storageState = await signIn.storageState(); await signIn.close()
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, serviceWorkers: 'block', storageState })
const page = await context.newPage()
const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] })
await page.goto(origin + path); await page.getByRole('main').waitFor(); await page.waitForLoadState('networkidle'); await page.waitForTimeout(1500)
const trace = JSON.parse((await browser.stopTracing()).toString())
const events = trace.traceEvents
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 50000)
const t0 = Math.min(...events.filter((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser').map((e) => e.ts))
for (const e of events.filter((e) => /firstContentfulPaint|largestContentfulPaint::Candidate|ResourceSendRequest|firstPaint/.test(e.name))) {
  console.log(Math.round((e.ts - t0) / 1000), e.name, (e.args?.data?.url ?? '').replace(origin, ''), e.args?.data?.nodeName ?? '', e.args?.data?.size ?? '')
}
for (const task of []) {
  const inside = events.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e.ph === 'X' && e !== task)
  const by = new Map()
  for (const e of inside) {
    const key = e.name + (e.args?.data?.url || e.args?.data?.stackTrace?.[0]?.url ? ' ' + (e.args?.data?.url || e.args.data.stackTrace[0].url).replace(origin, '') : '') + (e.name === 'EvaluateScript' ? JSON.stringify(e.args?.data ?? {}).slice(0, 160) : '') + (false ? ' ' + e.args.data.url.replace(origin, '') : '') + (e.args?.data?.functionName ? ' ' + e.args.data.functionName : '')
    by.set(key, (by.get(key) ?? 0) + e.dur)
  }
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, d]) => `      ${Math.round(d / 1000)} ms ${k}`).join('\n')
  console.log(`task at ${Math.round((task.ts - t0) / 1000)} ms: ${Math.round(task.dur / 1000)} ms\n${top}`)
}
await browser.close()
