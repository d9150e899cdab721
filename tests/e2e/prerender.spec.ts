import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { expect, test } from './support/test'
import { appDrawn, signInAs } from './support/sign-in'
import { compileHint } from '../../build/compile-hints'

/**
 * Issue 21 goal 2: the intro paints from HTML (build/prerender.ts). The build writes a page per language with the intro's
 * markup, the signed-in frame without content and a head script; the host (tests/scripts/serve-app.ts) picks the page by
 * the `lang` cookie, then Accept-Language; the app then draws the same markup over it.
 */

const buildRoot = process.env.APP_ROOT ?? 'dist'
const builtIndex = readFileSync(`${buildRoot}/index.html`, 'utf8')
/** The app's entry, which the page's head script starts (build/prerender.ts): held back, the page is what the HTML alone draws. */
const entry = /"entry":"([^"]+)"/.exec(builtIndex)?.[1] ?? ''

const intro = {
  en: { dir: 'ltr', title: 'Sell more, earn more.', connect: 'Connect with your account', product: 'Sales Consultant' },
  fr: { dir: 'ltr', title: 'Vendez plus, gagnez plus.', connect: 'Se connecter avec votre compte', product: 'Consultant commercial' },
  ar: { dir: 'rtl', title: 'بِع أكثر، واربح أكثر.', connect: 'تسجيل الدخول بحسابك', product: 'مستشار المبيعات' },
} as const
type Locale = keyof typeof intro

/** Holds the entry script back until `release` is called: what shows meanwhile is the HTML's. */
async function holdEntry(page: Page): Promise<() => void> {
  expect(entry).toMatch(/^\/assets\/.+\.js$/)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${entry}`, async (route) => {
    await released
    await route.fallback()
  })
  return release
}

/** The app has drawn its first screen over the prerendered markup. */
const takenOver = appDrawn

test.describe('with scripts blocked', () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of Object.keys(intro) as Locale[]) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale })

      test("the host sends the intro in the browser's language, its direction, title and text in the HTML itself", async ({ page }) => {
        const response = await page.goto('/')
        expect(response?.headers()['vary']).toMatch(/Accept-Language/)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('html')).toHaveAttribute('dir', intro[locale].dir)
        await expect(page).toHaveTitle(intro[locale].product)
        await expect(page.getByRole('heading', { level: 1, name: intro[locale].title })).toBeVisible()
        await expect(page.getByRole('button', { name: intro[locale].connect })).toBeVisible()
        // Styled: the intro's stylesheets are linked by the HTML (the brand's orange on the button).
        await expect(page.getByRole('button', { name: intro[locale].connect })).toHaveCSS('background-color', 'rgb(194, 65, 12)')
        // The signed-in frame is there but hidden (no session can be read without scripts).
        await expect(page.locator('.shell-skeleton')).toBeHidden()
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/manifest.${locale}.webmanifest`)
      })
    })
  }

  test.describe('an Arabic visitor (Egypt)', () => {
    test.use({ locale: 'ar-EG' })

    test('gets the Arabic intro, right to left, before any script runs', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toHaveText(intro.ar.title)
      // Arabic letters, laid out from the right: the heading starts at the page's right edge.
      expect(await heading.textContent()).toMatch(/[\u0600-\u06FF]/)
      const box = await heading.boundingBox()
      const width = page.viewportSize()?.width ?? 0
      expect(width - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThan((box?.x ?? 0) + 1)
    })
  })

  test.describe('a French browser', () => {
    test.use({ locale: 'fr' })

    test('the language cookie the app keeps wins over Accept-Language', async ({ page, context }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await context.addCookies([{ name: 'lang', value: 'ar', url: page.url() }])
      await page.goto('/home')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      await expect(page.getByRole('button', { name: intro.ar.connect })).toBeVisible()
    })
  })
})

test.describe('the app takes over', () => {
  for (const [locale, colorScheme] of [
    ['ar', 'light'],
    ['en', 'light'],
    ['en', 'dark'],
  ] as const) {
    test.describe(`in ${locale}, ${colorScheme} mode`, () => {
      test.use({ locale, colorScheme })

      test('the first render draws the same markup over the prerendered intro: nothing flashes or moves, language and direction stay', async ({ page }) => {
        // From the first moment: every layout shift, and each frame's heading (a flash would draw a frame without it).
        await page.addInitScript(() => {
          const seen = { shift: 0, frames: 0, withoutHeading: 0 }
          ;(window as unknown as { seen: typeof seen }).seen = seen
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) seen.shift += entry.value
          }).observe({ type: 'layout-shift', buffered: true })
          const frame = () => {
            if (document.body) {
              seen.frames += 1
              if (!document.querySelector('#root h1')) seen.withoutHeading += 1
            }
            if (seen.frames < 600) requestAnimationFrame(frame)
          }
          requestAnimationFrame(frame)
        })
        const response = await page.goto('/')
        const html = (await response?.text()) ?? ''
        const prerendered = /<div data-prerender="intro">([\s\S]*?)<\/div><div data-prerender="shell">/.exec(html)?.[1] ?? ''
        expect(prerendered).toContain(intro[locale].connect)
        await takenOver(page)
        await expect(page.getByRole('button', { name: intro[locale].connect })).toBeVisible()
        // The same elements and attributes, as the browser writes them (React's server markup escapes quotes and
        // separates adjacent texts with empty comments). In dark mode the colour button's label, which is not drawn,
        // says what it does in the mode the app runs in: the prerendered page cannot know the mode (its icons can: CSS).
        const drawn = await page.locator('#root').evaluate((root) => root.innerHTML)
        const parsed = await page.evaluate(
          (html) => {
            const template = document.createElement('template')
            template.innerHTML = html
            return template.innerHTML
          },
          prerendered.replaceAll('<!-- -->', ''),
        )
        const label = { light: 'Switch to dark mode', dark: 'Switch to light mode' }
        expect(drawn).toBe(colorScheme === 'dark' ? parsed.replaceAll(label.light, label.dark) : parsed)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(page.locator('html')).toHaveAttribute('dir', intro[locale].dir)
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`))
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        const seen = await page.evaluate(() => (window as unknown as { seen: { shift: number; frames: number; withoutHeading: number } }).seen)
        expect(seen.shift).toBe(0)
        expect(seen.frames).toBeGreaterThan(0)
        expect(seen.withoutHeading).toBe(0)
      })
    })
  }

  test("the first load's large chunks start with V8's compile hint, the small ones without it (build/compile-hints.ts)", async ({ page }) => {
    const scripts: Promise<[string, string]>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((code) => [new URL(response.url()).pathname, code]))
    })
    await page.goto('/')
    await takenOver(page)
    const loaded = await Promise.all(scripts)
    const hinted = /^\/assets\/(react|libs|index|router)-[\w-]+\.js$/
    expect(loaded.filter(([path]) => hinted.test(path))).toHaveLength(4)
    for (const [path, code] of loaded) expect(code.startsWith(`${compileHint}\n`), path).toBe(hinted.test(path))
  })

  test('a tap on Connect before the app has loaded is kept, and the sign-in starts once it runs', async ({ page }) => {
    const release = await holdEntry(page)
    await page.goto('/', { waitUntil: 'commit' })
    const connect = page.getByRole('button', { name: intro.en.connect })
    await connect.click()
    // Kept: the button says it is busy and takes no second tap.
    await expect(connect).toHaveAttribute('aria-busy', 'true')
    await expect(connect).toBeDisabled()
    expect(page.url()).not.toMatch(/demo-sso/)
    release()
    await page.waitForURL(/\/demo-sso/)
  })

  test('the language picked is the cookie the host reads: the next visit is sent in it', async ({ page }) => {
    await page.goto('/')
    await takenOver(page)
    await page.getByRole('button', { name: 'العربية' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('ar')
    const again = await page.request.get('/')
    expect(await again.text()).toContain('<html lang="ar" dir="rtl">')
    await page.getByRole('button', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en')
  })

  test.describe('from a host that serves one file (index.html) to an Arabic visitor', () => {
    test.use({ locale: 'ar' })

    test('nothing in the wrong language shows: the page is Arabic and right to left before the app, which then draws the Arabic intro', async ({ page }) => {
      await page.route('**/*', (route) =>
        route.request().resourceType() === 'document' ? route.fulfill({ contentType: 'text/html', body: builtIndex }) : route.fallback(),
      )
      const release = await holdEntry(page)
      await page.goto('/', { waitUntil: 'commit' })
      await expect(page.locator('html')).toHaveAttribute('data-boot', 'none')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
      await expect(page.getByRole('button', { name: intro.en.connect })).toBeHidden()
      release()
      await takenOver(page)
      await expect(page.getByRole('button', { name: intro.ar.connect })).toBeVisible()
    })
  })
})

test.describe("a returning consultant sees the signed-in frame, not the intro, before the app's scripts", () => {
  for (const [locale, width] of [
    ['en', 360],
    ['en', 1280],
    ['ar', 360],
    ['ar', 1280],
  ] as const) {
    test.describe(`in ${locale} at ${width}px`, () => {
      test.use({ locale, viewport: { width, height: 800 } })

      test('boxes where the shell comes, no text, nothing axe finds; the shell then takes their place', async ({ page }) => {
        await signInAs(page, 'active')
        await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible()
        if (locale === 'ar') {
          await page.evaluate(() => localStorage.setItem('preferences.locale', JSON.stringify({ value: 'ar', expiresAt: null })))
        }
        const release = await holdEntry(page)
        await page.goto('/home', { waitUntil: 'commit' })
        await expect(page.locator('html')).toHaveAttribute('data-boot', 'shell')
        await expect(page.locator('html')).toHaveAttribute('dir', intro[locale].dir)
        const skeleton = page.locator('.shell-skeleton')
        await expect(skeleton).toBeVisible()
        await expect(page.locator('#root [data-prerender="intro"]')).toBeHidden()
        expect((await page.locator('#root').innerText()).trim()).toBe('')
        await expectAccessible(page)
        const header = await page.locator('.shell-skeleton-header').boundingBox()
        const side = width >= 960 ? await page.locator('.shell-skeleton-side').boundingBox() : null
        release()
        await takenOver(page)
        const shellHeader = await page.locator('.shell-header').boundingBox()
        expect(shellHeader?.height).toBe(header?.height)
        expect(shellHeader?.y).toBe(header?.y)
        if (side) {
          const shellSide = await page.locator('.shell-side').boundingBox()
          expect([shellSide?.x, shellSide?.width]).toEqual([side.x, side.width])
        }
      })
    })
  }
})

test.describe("the service worker sends the page of the visitor's language", () => {
  test.use({ serviceWorkers: 'allow' })

  async function controlledAfterSignIn(page: Page) {
    await signInAs(page, 'active')
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toMatch(/\/sw\.js$/)
  }

  const offlineNavigation = async (page: Page, context: BrowserContext, path: string) => {
    await context.setOffline(true)
    const response = await page.goto(path)
    await context.setOffline(false)
    expect(response?.fromServiceWorker()).toBe(true)
    return /<html lang="([^"]+)"/.exec((await response?.text()) ?? '')?.[1]
  }

  test("offline, by the language cookie, else the browser's languages", async ({ page, context }) => {
    await controlledAfterSignIn(page)
    await context.addCookies([{ name: 'lang', value: 'ar', url: page.url() }])
    expect(await offlineNavigation(page, context, '/home')).toBe('ar')
    await context.addCookies([{ name: 'lang', value: 'fr', url: page.url() }])
    expect(await offlineNavigation(page, context, '/')).toBe('fr')
    await context.clearCookies({ name: 'lang' })
    // The browser's languages: en-US (Playwright's default).
    expect(await offlineNavigation(page, context, '/sales')).toBe('en')
  })
})
