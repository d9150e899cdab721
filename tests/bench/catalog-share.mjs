// Which share of the catalog a cold /home needs: message ids referenced by the JS files it loads.
import { chromium } from '@playwright/test'
import { readFileSync, readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
const [origin, dist, ...paths] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const signIn = await browser.newContext({ serviceWorkers: 'block' })
const page = await signIn.newPage()
await page.goto(origin + '/')
await page.getByTestId('connect').click()
await page.waitForURL(/demo-sso/)
await page.locator('[data-persona="active"]').click()
await page.waitForURL((u) => u.pathname !== '/login/callback' && !u.pathname.startsWith('/demo-sso'))
await page.waitForLoadState('networkidle')
const state = await signIn.storageState()
const catalogs = readdirSync(dist + '/assets').filter((f) => f.startsWith('messages-'))
for (const path of paths) {
  const context = await browser.newContext({ serviceWorkers: 'block', storageState: state })
  const cold = await context.newPage()
  const scripts = new Set()
  cold.on('response', (r) => { if (r.url().endsWith('.js')) scripts.add(new URL(r.url()).pathname) })
  await cold.goto(origin + path)
  await cold.waitForLoadState('networkidle')
  const ids = new Set()
  for (const s of scripts) for (const m of readFileSync(dist + s, 'utf8').matchAll(/id:`([A-Za-z0-9+/_-]{6})`/g)) ids.add(m[1])
  for (const c of catalogs) {
    const text = readFileSync(dist + '/assets/' + c, 'utf8')
    const json = JSON.parse(text.slice(text.indexOf('`') + 1, text.lastIndexOf('`')).replace(/\\\\/g, '\\'))
    const all = Object.keys(json)
    const kept = Object.fromEntries(all.filter((id) => ids.has(id)).map((id) => [id, json[id]]))
    const gz = (s) => (gzipSync(s, { level: 9 }).length / 1024).toFixed(1)
    console.log(`${path} ${c}: ${Object.keys(kept).length}/${all.length} messages; catalog ${gz(text)} kB gzip, this screen's ${gz(JSON.stringify(kept))} kB`)
  }
  await context.close()
}
await browser.close()
