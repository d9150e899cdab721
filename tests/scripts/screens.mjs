#!/usr/bin/env node
// Screenshots of the signed-in screens, for looking at them (not a test): each path in
// en at 360px and ar at 1280px (SCREENS=all: both languages at both widths), light and dark,
// plus the menu drawer and the agreement dialog where the persona's screens have them.
// Run against a served build: `PORT=4180 npx tsx tests/scripts/serve-app.ts &` then
//   node tests/scripts/screens.mjs http://localhost:4180 OUT_DIR [persona] [paths...]
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from './browser.mjs'

const [origin = 'http://localhost:4180', out = '.shots', persona = 'active', ...given] = process.argv.slice(2)
const paths = given.length ? given : ['/home', '/account', '/faq']
mkdirSync(out, { recursive: true })
/** Nothing loading any more (skeletons and Try-again views carry aria-busy while they load) and no animation running. */
const settled = (page) =>
  page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )

const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs })

async function signIn(context) {
  const page = await context.newPage()
  await page.goto(`${origin}/`)
  await page.getByTestId('connect').click()
  await page.waitForURL(/demo-sso/)
  await page.locator(`[data-persona="${persona}"]`).click()
  await page.waitForURL((u) => u.pathname !== '/login/callback' && !u.pathname.startsWith('/demo-sso'))
  await page.waitForLoadState('networkidle')
  return page
}

const phone = { width: 360, height: 800 }
const desktop = { width: 1280, height: 900 }
// SCREENS=all: each language at each width; by default English on a phone and Arabic on a desktop.
const setups =
  process.env.SCREENS === 'all'
    ? ['en', 'ar'].flatMap((locale) => [
        { name: `${locale}-360`, locale, viewport: phone },
        { name: `${locale}-1280`, locale, viewport: desktop },
      ])
    : [
        { name: 'en-360', locale: 'en', viewport: phone },
        { name: 'ar-1280', locale: 'ar', viewport: desktop },
      ]
try {
  for (const setup of setups) {
    for (const mode of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: setup.viewport, serviceWorkers: 'block', colorScheme: mode })
      await context.addInitScript(
        ([locale, mode]) => {
          if (!localStorage.getItem('screens.set')) {
            localStorage.setItem('preferences.locale', JSON.stringify({ value: locale, expiresAt: null }))
            localStorage.setItem('preferences.colorMode', mode)
            localStorage.setItem('screens.set', '1')
          }
        },
        [setup.locale, mode],
      )
      const page = await signIn(context)
      for (const path of paths) {
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' })
        await page.getByRole('main').waitFor()
        await settled(page)
        const file = `${out}/${persona}${path.replaceAll('/', '_')}-${setup.name}-${mode}.png`
        await page.screenshot({ path: file })
        console.log(file)
      }
      await page.goto(`${origin}/home`, { waitUntil: 'networkidle' })
      const menuButton = page.getByTestId('menu-button')
      if (await menuButton.isVisible()) {
        await menuButton.click()
        await page.locator('dialog.shell-drawer[open]').waitFor()
        await settled(page)
        await page.screenshot({ path: `${out}/${persona}-drawer-${setup.name}-${mode}.png` })
        await page.keyboard.press('Escape')
        await page.locator('dialog.shell-drawer[open]').waitFor({ state: 'detached' })
      }
      const agreement = page.locator('[data-link="agreement"]')
      if (await agreement.count()) {
        await agreement.first().click()
        await page.getByRole('dialog').locator('.ui-prose').waitFor()
        await settled(page)
        await page.screenshot({ path: `${out}/${persona}-agreement-${setup.name}-${mode}.png` })
      }
      await context.close()
    }
  }
} finally {
  await browser.close()
}
