import { createServer } from 'node:net'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import type { BrowserContext, Page, Response } from '@playwright/test'
import { expect, isoDay, test } from './support/test'
import { expectAccessible } from './support/axe'
import { pwaDelays } from '../../machines/config'
import { offlineCache } from '../../src/config/constants'
import { chromiumArgs, findChromium } from '../scripts/browser.mjs'
import { signInAs } from './support/sign-in'

/**
 * The installable, offline app (issue 4 §4) against the built app: manifest and
 * installability, the service worker's app shell and offline reading, the new-version
 * banner, the add-to-home dialog's 7-day refusal, and chunks that fail or hang.
 */

// playwright.config.ts blocks service workers for the other specs; these tests are about them.
test.use({ serviceWorkers: 'allow' })

/** The service worker has installed, precached the app shell and taken control of the page. */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toMatch(/\/sw\.js$/)
}

const day = 24 * 60 * 60 * 1000

/**
 * Reloads the page with the network off. Some Chromium builds (150 here) give a new document
 * `navigator.onLine === true` even while the context is offline; turning the emulation off and on again
 * sets it, and fires `offline`, as a phone that loses its connection does.
 */
async function reloadOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true)
  await page.reload()
  if (await page.evaluate(() => navigator.onLine)) {
    await context.setOffline(false)
    await context.setOffline(true)
  }
}

/**
 * The day of the answers the worker cached, as the page writes it: the worker stamps them on its own clock
 * (x-synced-at), which the test's pinned clock does not reach (it holds the page's only).
 */
async function syncedDay(page: Page): Promise<string> {
  const stamp = await page.evaluate(async () => {
    const cache = await caches.open('gateway-api-v1')
    const [request] = await cache.keys()
    return request ? ((await cache.match(request))?.headers.get('x-synced-at') ?? null) : null
  })
  expect(stamp).toBeTruthy()
  return page.evaluate((at) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(at)), stamp ?? '')
}

test.describe('installable', () => {
  test('the manifest is served and valid: names, standalone, start URL, theme, icons of the sizes it claims', async ({ page, request }) => {
    await page.goto('/')
    // The manifest of the language the app runs in (issue 22 §4; installed-app.spec.ts checks each language).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest')
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const response = await request.get(href ?? '')
    expect(response.ok()).toBe(true)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    const manifest = await response.json()
    expect(manifest).toMatchObject({
      name: 'Sales Consultant',
      short_name: 'Consultant',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2410c',
      lang: 'en',
      dir: 'ltr',
    })
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
    for (const icon of icons) {
      const image = await request.get(icon.src)
      expect(image.headers()['content-type']).toBe('image/png')
      // A PNG's IHDR holds its width and height (bytes 16 to 23).
      const png = await image.body()
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG')
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes)
    }
  })

  test("the service worker registers, takes control of the page and the app passes Chromium's installability checks", async ({ playwright }, testInfo) => {
    // Playwright's own contexts are incognito, where Chromium never offers installing: use a real profile.
    const context: BrowserContext = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: findChromium(),
      args: chromiumArgs,
      baseURL: testInfo.project.use.baseURL,
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      // The offline layer starts once someone is signed in (src/app/main.tsx).
      await signInAs(page, 'active')
      await controlled(page)
      const cdp = await context.newCDPSession(page)
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors.map((error) => error.errorId)).toEqual([])
    } finally {
      await context.close()
    }
  })
})

test.describe('offline', () => {
  test('a page visited online reloads offline from the cached app shell, with the offline indicator', async ({ page, context }) => {
    await signInAs(page, 'active')
    await page.goto('/account')
    await controlled(page)
    await reloadOffline(page, context)
    await expect(page.getByRole('button', { name: 'Sign out' }).last()).toBeVisible()
    await expect(page.getByTestId('offline-indicator')).toHaveText('You are offline')
    await context.setOffline(false)
    await expect(page.getByTestId('offline-indicator')).toBeHidden()
  })

  test("the installed app, offline, shows /home's last figures at once, with their time, marked offline", async ({ page, context }) => {
    await dashboardCached(page)
    const figures = await page.getByTestId('this-month').allTextContents()
    expect(figures.length).toBeGreaterThan(0)
    const today = await syncedDay(page)

    await reloadOffline(page, context)
    await expect(page).toHaveURL(/\/home$/)
    // The same figures as online, from the worker's cache, and said to be so.
    await expect(page.getByTestId('this-month')).toHaveText(figures)
    const indicator = page.getByTestId('offline-indicator')
    await expect(indicator).toContainText('You are offline — showing data from')
    await expect(indicator).toContainText(today)
    // The cached answers stand in for the network: no error view anywhere on the dashboard.
    await expect(page.getByText(/Sorry, it seems/)).toHaveCount(0)
    await expect(page.getByRole('main')).toBeVisible()
  })
})

/**
 * The dashboard once the worker holds every GET it makes: signed in, the worker in control, /home loaded through it
 * and each answer in the gateway's cache (the worker answers the page first and caches in the background).
 */
async function dashboardCached(page: Page, persona = 'active'): Promise<string[]> {
  const gets = new Set<string>()
  const listen = (response: Response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/api/v1/') && response.request().method() === 'GET' && response.ok()) gets.add(url.href)
  }
  page.on('response', listen)
  expect(await signInAs(page, persona)).toBe('/home')
  // The worker starts after sign-in; once it controls the page, load the dashboard through it.
  await controlled(page)
  await page.reload()
  await page.waitForLoadState('networkidle')
  page.off('response', listen)
  gets.delete(new URL('/api/v1/auth-url', page.url()).href)
  expect(gets.size).toBeGreaterThan(0)
  await expect
    .poll(() =>
      page.evaluate(
        async (urls) => {
          // Keys carry the consultant's scope (pwa.config.ts, scopeToConsultant): compare without it.
          const cache = await caches.open('gateway-api-v1')
          const held = new Set(
            (await cache.keys()).map((request) => {
              const url = new URL(request.url)
              url.searchParams.delete('__cache_scope')
              return url.href
            }),
          )
          return urls.filter((url) => !held.has(url)).length
        },
        [...gets],
      ),
    )
    .toBe(0)
  return [...gets]
}

/** The orders list's rows (a phone's links). */
const orderRows = (page: Page) => page.getByTestId('order-row')
const isOrdersPage = (url: URL) => /\/watto\/consultants\/\d+\/orders$/.test(url.pathname)

/** /orders once the worker holds its first page: signed in, the worker in control, the list loaded through it and its page 1 cached. */
async function ordersCached(page: Page) {
  expect(await signInAs(page, 'active')).toBe('/home')
  await controlled(page)
  await page.goto('/orders')
  await expect(orderRows(page).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await caches.open('gateway-api-v1')).keys()).some((request) => {
          const url = new URL(request.url)
          return /\/orders$/.test(url.pathname) && url.searchParams.get('page') === '1'
        }),
      ),
    )
    .toBe(true)
}

/**
 * From the next document on, when (performance.now()) the first element matching each selector was first on
 * screen: a notice that shows for a moment and goes is caught, however short the moment.
 */
async function recordFirstSeen(page: Page, selectors: Record<string, string>) {
  await page.addInitScript((watched) => {
    const seen: Record<string, number> = {}
    ;(window as unknown as { firstSeen: Record<string, number> }).firstSeen = seen
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(watched)) if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now()
    }).observe(document, { subtree: true, childList: true, characterData: true })
  }, selectors)
}
const firstSeen = (page: Page) => page.evaluate(() => (window as unknown as { firstSeen: Record<string, number> }).firstSeen)

/** The first day of the pinned month, as the dashboard's "this month" read asks for it. */
const monthStart = (today: Date) => `${isoDay(today).slice(0, 7)}-01`
const isThisMonthsSales = (url: URL, today: Date) => /\/sales\/total$/.test(url.pathname) && url.searchParams.get('date_from') === monthStart(today)

test.describe('the installed app opens from its own cache (issue 21 §3)', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  test("online, the cached figures show while the network is held, then the network's replace them in place", async ({ page, context }) => {
    await dashboardCached(page)
    await recordFirstSeen(page, { figures: '[data-testid="this-month"]', notice: '[data-testid="offline-indicator"]' })
    const salesFigure = page.locator('.dashboard-tile', { hasText: 'Sales this month' }).getByTestId('this-month')
    const cachedFigure = await salesFigure.textContent()
    const today = await syncedDay(page)

    // The worker's requests to the network wait; this month's sales come back with one more cedi than the cache holds.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const toNetwork: string[] = []
    await context.route('**/api/v1/**', async (route) => {
      const request = route.request()
      const url = new URL(request.url())
      toNetwork.push(`${request.headers()['x-cache-only'] ?? '-'} ${url.pathname}${url.search}`)
      await held
      const response = await route.fetch()
      const thisMonth = /\/sales\/total\?/.test(request.url()) && new URL(request.url()).searchParams.get('date_from') === '2026-11-01'
      if (!thisMonth) return route.fulfill({ response })
      const body = (await response.json()) as { current: { amount: number } }
      body.current.amount += 1
      return route.fulfill({ response, json: body })
    })
    await page.reload()
    // At once, from the cache: the last figures; when they were synced once the network has been slow for a while.
    await expect(salesFigure).toHaveText(cachedFigure ?? '')
    const indicator = page.getByTestId('offline-indicator')
    await expect(indicator).toContainText('The network is slow — showing data from')
    await expect(indicator).toContainText(today)
    const seen = await firstSeen(page)
    expect((seen.notice ?? NaN) - (seen.figures ?? NaN)).toBeGreaterThan(offlineCache.slowNetworkNoticeMs - 200)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const cards = () => page.locator('.dashboard-grid > *').evaluateAll((nodes) => nodes.map((node) => JSON.stringify(node.getBoundingClientRect())))
    const before = await cards()

    release()
    await expect(salesFigure).not.toHaveText(cachedFigure ?? '')
    // In place: nothing on the screen moved (a figure one cedi larger may nudge its own badge, by a pixel or two).
    expect(await cards()).toEqual(before)
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean }
          const observer = new PerformanceObserver(() => {})
          observer.observe({ type: 'layout-shift', buffered: true })
          requestAnimationFrame(() => resolve((observer.takeRecords() as Shift[]).filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0)))
        }),
    )
    expect(shift).toBeLessThan(0.001)
    // Every answer shown now is the network's: the sync time goes.
    await expect(indicator).toBeHidden({ timeout: 10_000 })
    // The cached reads never left the worker: what went to the network is each read once, without the header.
    const reads = toNetwork.filter((line) => !line.includes('/images/'))
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.filter((line) => !line.startsWith('- '))).toEqual([])
    expect(new Set(reads).size).toBe(reads.length)
  })

  test('offline, the notice and its time show with the cached figures, not after them', async ({ page, context }) => {
    await dashboardCached(page)
    await recordFirstSeen(page, { figures: '[data-testid="this-month"]', notice: '[data-testid="offline-indicator"]' })
    // An offline phone's navigator.onLine reads false from the first script; this Chromium's emulation may leak true
    // to a new document (reloadOffline), so the page is made to read what the phone's would.
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false }))
    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('offline-indicator')).toContainText('You are offline — showing data from')
    await expect(page.getByTestId('this-month').first()).toBeVisible()
    // The notice's part was asked for as the app's scripts ran: it is on screen by the time the figures are.
    const seen = await firstSeen(page)
    expect(seen.notice).toBeLessThanOrEqual(seen.figures ?? NaN)
  })

  test("a cached read is answered from this consultant's and this language's copy only, and never from the network", async ({ page, context }) => {
    const gets = await dashboardCached(page)
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('consultant.session.v1') ?? 'null')?.value?.jforce_token as string)
    const read = gets.find((url) => url.includes('/homepage-bonuses'))
    expect(read).toBeTruthy()
    const toNetwork: string[] = []
    context.on('request', (request) => {
      if (request.serviceWorker() && request.url().includes('/api/v1/')) toNetwork.push(request.url())
    })
    const cachedRead = (headers: Record<string, string>) =>
      page.evaluate(
        async ({ url, headers }) => {
          const response = await fetch(url, { headers: { 'x-cache-only': '1', ...headers } })
          return `${response.status}${response.headers.has('x-not-cached') ? ' not cached' : ''}`
        },
        { url: read ?? '', headers },
      )
    expect(await cachedRead({ 'X-Jforce-Token': token, 'Accept-Language': 'en' })).toBe('200')
    // Another consultant on this phone, this one in another language, or nobody: nothing (an empty answer, not an error status in the console).
    const otherToken = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`
    expect(await cachedRead({ 'X-Jforce-Token': otherToken, 'Accept-Language': 'en' })).toBe('204 not cached')
    expect(await cachedRead({ 'X-Jforce-Token': token, 'Accept-Language': 'ar' })).toBe('204 not cached')
    expect(await cachedRead({ 'Accept-Language': 'en' })).toBe('204 not cached')
    expect(toNetwork).toEqual([])
  })

  test('online, a network that answers a moment after the cache replaces the figures and flashes no notice', async ({ page, context }) => {
    await dashboardCached(page)
    await recordFirstSeen(page, { figures: '[data-testid="this-month"]', notice: '[data-testid="offline-indicator"]' })
    // The worker's requests to the network wait until the cached figures show, then answer: the network's come a moment
    // after the cache's, well within the notice's delay.
    let cachedShown = () => {}
    const shown = new Promise<void>((resolve) => (cachedShown = resolve))
    await context.route('**/api/v1/**', async (route) => {
      await shown
      await route.continue()
    })
    const networkAnswered = page.waitForResponse((response) => !response.request().headers()['x-cache-only'] && /\/sales\/total/.test(response.url()))
    await page.reload()
    await expect(page.getByTestId('this-month').first()).toBeVisible()
    cachedShown()
    await networkAnswered
    await page.waitForLoadState('networkidle')
    // Well past the delay on the page's own clock, counted from the cached figures' first drawing (a condition the page
    // answers, not a sleep of the test's): the notice never showed, not even for the moment the network took. Three
    // delays: a notice that would come shows about one and a half after the figures (checked with the network's
    // answer ignored).
    await page.waitForFunction(
      (delay) => performance.now() >= ((window as unknown as { firstSeen: Record<string, number> }).firstSeen.figures ?? Infinity) + delay,
      offlineCache.slowNetworkNoticeMs * 3,
    )
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
    const seen = await firstSeen(page)
    expect(seen.figures).toBeDefined()
    expect(seen.notice).toBeUndefined()
  })

  test('the network failing after the cached figures keeps them with their time, and Try again asks again without hiding them', async ({
    page,
    context,
    today,
  }) => {
    await dashboardCached(page)
    const salesFigure = page.locator('.dashboard-tile', { hasText: 'Sales this month' }).getByTestId('this-month')
    const cachedFigure = (await salesFigure.textContent()) ?? ''
    const day = await syncedDay(page)

    // This month's sales: a 500 from the gateway once the cached figures show; after Try again, held, then one cedi more.
    let cachedShown = () => {}
    const shown = new Promise<void>((resolve) => (cachedShown = resolve))
    let releaseRetry = () => {}
    const retryHeld = new Promise<void>((resolve) => (releaseRetry = resolve))
    let asked = 0
    await context.route('**/api/v1/**', async (route) => {
      if (!isThisMonthsSales(new URL(route.request().url()), today)) return route.continue()
      if (++asked === 1) {
        await shown
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'SERVER_ERROR' }) })
      }
      await retryHeld
      const response = await route.fetch()
      const body = (await response.json()) as { current: { amount: number } }
      body.current.amount += 1
      return route.fulfill({ response, json: body })
    })
    await page.reload()
    await expect(salesFigure).toHaveText(cachedFigure)
    cachedShown()

    // The figures stay, with their time, and the card says it could not refresh them: Try again, not the error view.
    const kept = page.getByTestId('kept-after-failure')
    await expect(kept).toHaveCount(1)
    await expect(kept).toContainText('The latest data could not be loaded.')
    await expect(salesFigure).toHaveText(cachedFigure)
    await expect(page.getByText(/Sorry, it seems/)).toHaveCount(0)
    const indicator = page.getByTestId('offline-indicator')
    await expect(indicator).toContainText('showing data from')
    await expect(indicator).toContainText(day)
    await expectAccessible(page)

    const retry = kept.getByRole('button', { name: 'Try again' })
    await retry.click()
    // Asking again: the figures still shown, the button busy.
    await expect(retry).toHaveAttribute('aria-busy', 'true')
    await expect(salesFigure).toHaveText(cachedFigure)
    releaseRetry()
    await expect(salesFigure).not.toHaveText(cachedFigure)
    await expect(kept).toHaveCount(0)
    expect(asked).toBe(2)
  })

  test('in Arabic, the cached figures kept after a failure say so, with Try again', async ({ page, context, today }) => {
    await dashboardCached(page, 'arabic')
    // The 500 once the cached answer has come (a 500 before it is the error view, nothing cached shown).
    const cachedRead = page.waitForResponse((response) => response.request().headers()['x-cache-only'] === '1' && /\/sales\/total/.test(response.url()))
    await context.route('**/api/v1/**', async (route) => {
      if (!isThisMonthsSales(new URL(route.request().url()), today)) return route.continue()
      // Once the cached figures are drawn, not merely arrived.
      await cachedRead
      await expect(page.locator('.dashboard-tile', { hasText: 'مبيعات هذا الشهر' }).getByTestId('this-month')).toBeVisible()
      return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'SERVER_ERROR' }) })
    })
    await page.reload()
    const kept = page.getByTestId('kept-after-failure')
    await expect(kept).toContainText('تعذّر تحميل أحدث البيانات.')
    await expect(kept.getByRole('button', { name: 'حاول مرة أخرى' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expectAccessible(page)
  })

  test('the installed app opens /orders offline with its last first page, and its time', async ({ page, context }) => {
    await ordersCached(page)
    const firstRows = (await orderRows(page).allTextContents()).slice(0, 5)
    const day = await syncedDay(page)

    await reloadOffline(page, context)
    await expect(page).toHaveURL(/\/orders$/)
    for (const [index, text] of firstRows.entries()) await expect(orderRows(page).nth(index)).toHaveText(text)
    const indicator = page.getByTestId('offline-indicator')
    await expect(indicator).toContainText('You are offline — showing data from')
    await expect(indicator).toContainText(day)
    await expect(page.getByText(/Sorry, it seems/)).toHaveCount(0)
  })

  test("online, /orders shows its cached first page while the network is held, reads no later page meanwhile, then the network's replaces it", async ({
    page,
    context,
  }) => {
    await ordersCached(page)
    const cachedFirst = (await orderRows(page).first().textContent()) ?? ''
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const pagesAsked: string[] = []
    await context.route('**/api/v1/**', async (route) => {
      const url = new URL(route.request().url())
      if (!isOrdersPage(url)) return route.continue()
      pagesAsked.push(url.searchParams.get('page') ?? '?')
      await held
      // The network's page 1 names its first order otherwise than the cache's copy.
      const response = await route.fetch()
      const body = (await response.json()) as { data: { number: string }[] }
      if (url.searchParams.get('page') === '1' && body.data[0]) body.data[0].number = '99999999'
      return route.fulfill({ response, json: body })
    })
    await page.reload()
    await expect(orderRows(page).first()).toHaveText(cachedFirst)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    // Nothing more is read while the rows are the cache's: no "more", no end, no page 2.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.getByTestId('orders-end')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Show more orders' })).toHaveCount(0)
    expect(pagesAsked).toEqual(['1'])

    release()
    // The network's page 1 in place of the cached one; scrolled to its end, the list goes on from the network.
    await expect.poll(() => pagesAsked.includes('2')).toBe(true)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(orderRows(page).first()).toContainText('#99999999')
  })
})

/** The two boxes overlap. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

test.describe('the offline notice takes its own place (issue 38)', () => {
  for (const persona of ['active', 'arabic']) {
    test(`offline on /home, scrolled to the end, the last card is clear of the notice, on a phone and a desktop (${persona})`, async ({ page, context }) => {
      await dashboardCached(page, persona)
      await reloadOffline(page, context)
      const notice = page.getByTestId('offline-indicator')
      await expect(notice).toBeVisible()
      const lastCard = page.locator('main .ui-card').last()
      for (const viewport of [
        { width: 360, height: 740 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport)
        await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
        // Scrolled to the end (the home blocks come as they near the screen): the last card stops above the notice.
        await expect
          .poll(async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
            const [card, box] = [await lastCard.boundingBox(), await notice.boundingBox()]
            return card && box ? overlap(card, box) : null
          })
          .toBe(false)
        expect(await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1)).toBe(true)
      }
    })
  }
})

test.describe('a screen never saved on the phone (issue 38)', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  for (const { persona, notSaved, tryAgain } of [
    { persona: 'active', notSaved: 'This screen is not saved on your phone yet. It will load when your phone is back online.', tryAgain: 'Try again' },
    { persona: 'arabic', notSaved: 'هذه الشاشة غير محفوظة على هاتفك بعد. ستُحمَّل عندما يعود هاتفك متصلًا بالإنترنت.', tryAgain: 'حاول مرة أخرى' },
  ]) {
    test(`/orders opened offline, never visited, says so in the consultant's language and loads once back online (${persona})`, async ({ page, context }) => {
      expect(await signInAs(page, persona)).toBe('/home')
      await controlled(page)
      await context.setOffline(true)
      await page.goto('/orders')
      // As reloadOffline: a new document may be told it is online; the list's reads fail meanwhile, as offline.
      if (await page.evaluate(() => navigator.onLine)) {
        await context.route('**/api/v1/**', (route) => route.abort('internetdisconnected'))
        await context.setOffline(false)
        await context.setOffline(true)
        await context.unrouteAll({ behavior: 'wait' })
      }
      const view = page.getByTestId('not-saved-offline')
      await expect(view.getByRole('status')).toHaveText(notSaved)
      await expect(view.getByRole('button', { name: tryAgain })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expectAccessible(page)

      // Back online, the list loads by itself.
      await context.setOffline(false)
      await expect(view).toHaveCount(0)
      await expect(orderRows(page).first()).toBeVisible()
    })
  }
})

test.describe('cached answers belong to one consultant', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  /** The cache's keys once the worker holds the dashboard's answers. */
  async function cachedKeys(page: Page): Promise<string[]> {
    await controlled(page)
    await page.reload()
    await page.waitForLoadState('networkidle')
    let keys: string[] = []
    await expect
      .poll(async () => {
        keys = await page.evaluate(async () =>
          (await caches.has('gateway-api-v1')) ? (await (await caches.open('gateway-api-v1')).keys()).map((request) => request.url) : [],
        )
        return keys.length
      })
      .toBeGreaterThan(0)
    return keys
  }

  const gatewayCacheSize = (page: Page) =>
    page.evaluate(async () => ((await caches.has('gateway-api-v1')) ? (await (await caches.open('gateway-api-v1')).keys()).length : 0))

  test('keys carry the language and a digest of the session, never the token; signing out deletes them', async ({ page }) => {
    await signInAs(page, 'active')
    const keys = await cachedKeys(page)
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('consultant.session.v1') ?? 'null')?.value?.jforce_token as string)
    expect(token).toBeTruthy()
    // The gateway's calls carry the session; images the page shows with <img> carry no header and share the public scope.
    const calls = keys.filter((key) => !new URL(key).pathname.includes('/images/'))
    expect(calls.length).toBeGreaterThan(0)
    for (const key of calls) expect(new URL(key).searchParams.get('__cache_scope')).toMatch(/^en\.[0-9a-f]{32}$/)
    for (const key of keys) expect(key).not.toContain(token)
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect.poll(() => gatewayCacheSize(page)).toBe(0)
  })

  test('a 401 ends the session and deletes what was cached for it before the sign-in starts again', async ({ page }) => {
    await signInAs(page, 'active')
    await cachedKeys(page)
    await page.route('**/api/v1/**', (route) =>
      route.request().url().includes('auth-url')
        ? route.fallback()
        : route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'UNAUTHORIZED' }) }),
    )
    // The worker answers first: bypass it so the page sees the 401 (as a real expired session would).
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.unregister())
    await page.reload()
    await page.waitForURL(/\/demo-sso/)
    await expect.poll(() => gatewayCacheSize(page)).toBe(0)
  })
})

/** A port no one listens on now, so two runs of the suite side by side do not collide. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

test.describe('a new version', () => {
  let server: ChildProcess | null = null

  test.afterEach(() => {
    if (server?.pid) process.kill(-server.pid)
    server = null
  })

  test('a build deployed while the app is open shows the new-version banner, and Refresh loads it', async ({ browser }, testInfo) => {
    test.setTimeout(300_000)
    const build = (id: string) => {
      const outDir = testInfo.outputPath(id)
      execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
        env: { ...process.env, APP_BUILD_ID: id },
        stdio: 'inherit',
      })
      return outDir
    }
    const first = build('build-1')
    const second = build('build-2')
    const live = testInfo.outputPath('live')
    const deploy = (from: string) => {
      rmSync(live, { recursive: true, force: true })
      mkdirSync(live, { recursive: true })
      cpSync(from, live, { recursive: true })
    }
    deploy(first)
    const port = await freePort()
    server = spawn('npx', ['tsx', 'tests/scripts/serve-app.ts'], {
      env: { ...process.env, APP_ROOT: live, PORT: String(port) },
      detached: true,
      stdio: 'ignore',
    })
    const origin = `http://localhost:${port}`
    await expect
      .poll(
        () =>
          fetch(origin).then(
            (r) => r.ok,
            () => false,
          ),
        { timeout: 30_000 },
      )
      .toBe(true)

    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' })
    const page = await context.newPage()
    const runningBuild = () => page.locator('meta[name="app-build"]').getAttribute('content')
    await signInAs(page, 'active')
    await controlled(page)
    expect(await runningBuild()).toBe('build-1')
    const banner = page.getByTestId('new-version')
    await expect(banner).toBeHidden()

    deploy(second)
    // What the app does on its own every hour (pwa.machine.ts updateCheckInterval), now.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    await expect(banner).toContainText('A new version is available.')
    const reloaded = page.waitForEvent('load')
    await banner.getByRole('button', { name: 'Refresh' }).click()
    await reloaded
    await expect.poll(runningBuild).toBe('build-2')
    await expect(banner).toBeHidden()
    await controlled(page)
    await context.close()
  })
})

test.describe('add to home screen', () => {
  /** Chromium's install offer, as a page sees it (headless Chromium makes none on its own here). */
  async function offerInstall(page: Page) {
    const heard = await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          ;(window as unknown as { prompted: boolean }).prompted = true
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      })
      window.dispatchEvent(offer)
      // The app's listener keeps the offer for its own dialog (no mini-infobar): it has had it.
      return offer.defaultPrevented
    })
    expect(heard, 'the pwa actor heard the offer').toBe(true)
    // The dialog waits for the consultant to use the app, or for a while on the first screen.
    await page.clock.runFor(pwaDelays.installOfferDelay)
  }

  /**
   * The pwa actor (and its install listener) runs once the first screen has painted and the
   * browser is idle (src/app/main.tsx); these tests fake the clock, so move it on until it says so.
   */
  async function pwaStarted(page: Page) {
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await expect
      .poll(async () => {
        await page.clock.runFor(1_000)
        return page.evaluate(() => document.documentElement.dataset.pwa ?? null)
      })
      .toBe('started')
  }

  test('the dialog waits while the first screen is in use, and comes when the consultant moves to another screen', async ({ page }) => {
    await page.clock.install()
    await signInAs(page, 'active')
    await pwaStarted(page)
    await page.evaluate(() => window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {} })))
    const dialog = page.getByRole('alertdialog', { name: 'Add to home screen?' })
    await page.clock.runFor(pwaDelays.installOfferDelay - 1_000)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home')
    await expect(dialog).toHaveCount(0)
    await page.getByRole('link', { name: 'You', exact: true }).click()
    await expect(dialog).toBeVisible()
  })

  test("No keeps the 290px dialog away for 7 days; after that it asks again and Yes opens the browser's prompt", async ({ page }) => {
    const start = new Date('2026-03-02T09:00:00Z').getTime()
    await page.clock.install({ time: start })
    await signInAs(page, 'active')
    await pwaStarted(page)
    const dialog = page.getByRole('alertdialog', { name: 'Add to home screen?' })

    await offerInstall(page)
    await expect(dialog).toBeVisible()
    expect((await dialog.boundingBox())?.width).toBe(290)
    await dialog.getByRole('button', { name: 'No' }).click()
    await expect(dialog).toBeHidden()
    const refusal = await page.evaluate(() => JSON.parse(localStorage.getItem('preferences.addToHomeRefusal') ?? 'null'))
    expect(refusal.value).toBe(true)
    expect(refusal.expiresAt - start).toBeGreaterThanOrEqual(7 * day)
    expect(refusal.expiresAt - start).toBeLessThan(7 * day + 60_000)

    // Within the 7 days the offer changes nothing, after a reload too.
    for (const days of [0, 6.99]) {
      await page.clock.setSystemTime(start + days * day)
      await page.reload()
      await pwaStarted(page)
      await offerInstall(page)
      // The actor heard the offer and its refusal guard kept it idle: no dialog is coming.
      await expect(page.locator('html')).toHaveAttribute('data-pwa-install', 'idle')
      await expect(dialog).toBeHidden()
    }

    await page.clock.setSystemTime(start + 7 * day + 60_000)
    await page.reload()
    await pwaStarted(page)
    await offerInstall(page)
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
  })
})

test.describe('route chunks', () => {
  // The worker would serve the chunk from its precache, past page.route().
  test.use({ serviceWorkers: 'block' })

  /** Aborts (or holds forever) the script that holds the intro's Connect button; resolves once it was asked for. */
  async function breakIntroChunk(page: Page, how: 'abort' | 'hang'): Promise<{ requested: Promise<void> }> {
    let requested: () => void = () => {}
    const asked = new Promise<void>((resolve) => (requested = resolve))
    // Without the boot script's preloads, the first request for the chunk is the app's own ask,
    // when its timeout starts (with them the chunk is asked for earlier, and the app's ask joins it).
    await page.route('**/assets/boot-*.js', (route) => route.abort())
    // Nor the page's: at the intro its head script preloads what the boot script would (build/prerender.ts). Taken out
    // of the page, with the policy that allows the script by its hash (security.spec.ts holds the policy).
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const headers = { ...response.headers() }
      delete headers['content-security-policy']
      const body = (await response.text()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '').replace(/"intro":\{.*?\]\}/, '"intro":{}')
      expect(body).toContain('"intro":{}')
      await route.fulfill({ response, headers, body })
    })
    await page.route('**/assets/*.js', async (route) => {
      if (/\/boot-[^/]*\.js$/.test(route.request().url())) return route.fallback()
      const response = await route.fetch()
      const body = await response.text()
      if (!body.includes('"data-testid":`connect`') && !body.includes('"data-testid":"connect"')) {
        await route.fulfill({ response, body })
        return
      }
      requested()
      if (how === 'abort') await route.abort('connectionreset')
      // 'hang': never answered.
    })
    return { requested: asked }
  }

  test('a chunk that cannot be fetched offers a reload instead of a blank screen', async ({ page }) => {
    await breakIntroChunk(page, 'abort')
    await page.goto('/')
    await expect(page.getByRole('alert')).toHaveText('This page could not load.')
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('button', { name: 'Connect with your account' })).toBeVisible()
  })

  test('a chunk still loading after 120 seconds offers a reload', async ({ page }) => {
    await page.clock.install()
    const { requested } = await breakIntroChunk(page, 'hang')
    await page.goto('/', { waitUntil: 'commit' })
    // The timeout starts when the app asks for the chunk.
    await requested
    await page.clock.fastForward('01:59')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.clock.fastForward('00:02')
    await expect(page.getByRole('alert')).toHaveText('This page could not load.')
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  })
})
