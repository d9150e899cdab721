import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Screenshot tests (issue 19 §10): every signed-in screen, in English at 360 px and in Arabic at 1280 px, light mode,
 * plus /home and /sales in dark mode, compared with the reference images committed under
 * tests/e2e/__screenshots__/screenshots.spec.ts/ (playwright.config.ts `snapshotPathTemplate`).
 *
 * What keeps the images still:
 * - the data: the demo gateway lays it out relative to its pinned day (DEMO_NOW, playwright.config.ts); these tests
 *   run alone against a gateway no other test has changed (`E2E_SCREENSHOTS=1`: `npm run test:screenshots`, and
 *   `npm test` after the other browser tests), and the walks only read;
 * - the clock: the page's `Date` is fixed at that pinned moment (`setFixedTime`), so "2 hours ago" does not become
 *   "3 hours ago" when the suite has been running a while; timers still run;
 * - the rendering: the system Chromium, animations stopped and the caret hidden (Playwright's defaults for
 *   `toHaveScreenshot`), the screen's requests settled and its fonts loaded before the picture.
 *
 * Each walk signs in once and visits its screens one after another with soft assertions, so one run reports every
 * screen that changed, not only the first. After an intended change of the look, update the reference images with
 * `npm run test:screenshots:update` and look at the new ones before committing them (README, "Screenshot tests").
 */

const phone = { width: 360, height: 780 }
const desktop = { width: 1280, height: 900 }

/** A screen of the walk: a path, or the first link of a list that matches (its details, whatever its id). */
type Screen = ({ name: string; path: string } | { name: string; from: string; link: string }) & {
  /** The viewport only: a windowed list (or rows drawn only near the screen, content-visibility) is blank or unsettled below what is drawn. */
  viewportOnly?: true
  /** A part drawn only once scrolled near (its code loads then, src/ui/use-near.ts): brought into view before the picture. */
  reveal?: string
}

/** The active persona (a team leader with sales, commissions, bonuses, orders, a team and payment accounts). */
const leaderScreens: Screen[] = [
  { name: 'home', path: '/home' },
  { name: 'account', path: '/account' },
  { name: 'faq', path: '/faq' },
  { name: 'sales', path: '/sales' },
  { name: 'sales-status', path: '/sales/status/completed' },
  { name: 'commissions', path: '/commissions' },
  { name: 'commissions-confirmed', path: '/commissions/confirmed' },
  { name: 'commissions-group-by-sale', path: '/commissions/group-by-sale' },
  { name: 'commissions-services', path: '/commissions/services' },
  { name: 'commissions-pending', path: '/commissions/pending' },
  { name: 'commissions-pending-direct', path: '/commissions/pending/direct' },
  { name: 'commissions-statement', path: '/commissions/statement' },
  { name: 'bonuses', path: '/bonuses' },
  { name: 'bonus-detail', from: '/bonuses', link: 'a[href^="/bonuses/details/"]' },
  { name: 'orders', path: '/orders', viewportOnly: true },
  { name: 'orders-filter', path: '/orders/filter' },
  { name: 'order-detail', from: '/orders', link: 'a[href*="/orderType/"]' },
  { name: 'order-item', from: '/orders', link: 'a[href*="/orderType/"]' },
  { name: 'success-rate', path: '/success-rate' },
  { name: 'level', path: '/level' },
  { name: 'level-advantages', path: '/level/advantages' },
  { name: 'level-next-advantages', path: '/level/next-level-advantages' },
  { name: 'notifications', path: '/notifications' },
  { name: 'team-members', path: '/team-members', viewportOnly: true },
  { name: 'team-member', from: '/team-members', link: 'a[href^="/team-members/"]:not([href$="/recruit"])' },
  { name: 'team-recruit', path: '/team-members/recruit', reveal: 'campaigns' },
  { name: 'personal-info', path: '/personal-info' },
  { name: 'personal-info-edit', path: '/personal-info/edit' },
  { name: 'payment-methods', path: '/payment-method' },
  { name: 'payment-method-edit', from: '/payment-method', link: 'a[href$="/edit"]' },
  { name: 'payment-method-mobile-money', path: '/payment-method/mobile_money' },
  { name: 'payment-method-bank-transfer', path: '/payment-method/bank_transfer' },
]

/** The screens only other personas have. */
const memberScreens: Screen[] = [{ name: 'team-leader', path: '/team-leader' }]
const suspendedScreens: Screen[] = [{ name: 'suspended-info', path: '/suspended-info' }]

/** The demo gateway's pinned "today" (playwright.config.ts sets DEMO_NOW for the workers). */
function pinnedNow(): Date {
  const pinned = process.env.DEMO_NOW
  if (!pinned) throw new Error('DEMO_NOW is not set: run the screenshot tests through playwright.config.ts')
  return new Date(pinned)
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // Every image drawn, or failed, before the picture: lazy images (the ready-to-sell products) would otherwise load
  // or not depending on when the full-page capture scrolls past them.
  await page.evaluate(async () => {
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    const drawn = (image: HTMLImageElement) =>
      new Promise<void>((done) => {
        if (image.complete) return done()
        image.addEventListener('load', () => done(), { once: true })
        image.addEventListener('error', () => done(), { once: true })
      }).then(() => image.decode().catch(() => undefined))
    await Promise.all(images.map(drawn))
  })
  // A screen's loading parts, and /notifications' check of this device's push (up to 10 s where no service worker
  // becomes ready, as with the tests' blocked service workers), are done.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

async function visit(page: Page, screen: Screen): Promise<void> {
  if ('path' in screen) {
    await page.goto(screen.path)
  } else {
    await page.goto(screen.from)
    await settle(page)
    const href = await page.locator(screen.link).first().getAttribute('href')
    if (!href) throw new Error(`${screen.name}: no link ${screen.link} on ${screen.from}`)
    await page.goto(href)
    if (screen.name === 'order-item') {
      await settle(page)
      const item = await page.locator('a[href*="/item/"]').first().getAttribute('href')
      if (!item) throw new Error(`${screen.name}: the order has no item link`)
      await page.goto(item)
    }
  }
  if (screen.reveal) {
    await page.waitForLoadState('networkidle')
    await page.getByTestId(screen.reveal).scrollIntoViewIfNeeded()
    // Drawn (its placeholder and loading lines gone) before scrolling back: a scroll back in the same frame is never
    // seen as near.
    await expect(page.getByTestId(screen.reveal).locator('[data-placeholder], [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
    await page.evaluate(() => window.scrollTo(0, 0))
  }
  // Every part that loads as it nears the screen (the home's lower sections), drawn before the picture: a full-page
  // capture grows the viewport, which makes them near, and whether they were drawn by then was a race (/home at 360 px
  // read 2,765 or 2,857 px tall from run to run).
  await page.waitForLoadState('networkidle')
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        return page.locator('[data-placeholder]').count()
      },
      { timeout: 15_000 },
    )
    .toBe(0)
  await page.evaluate(() => window.scrollTo(0, 0))
  await settle(page)
}

async function walk(page: Page, persona: string, screens: Screen[], suffix: string): Promise<void> {
  await page.clock.setFixedTime(pinnedNow())
  await signInAs(page, persona)
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await visit(page, screen)
      await expect.soft(page, `${screen.name} (${suffix})`).toHaveScreenshot(`${screen.name}-${suffix}.png`, {
        fullPage: !screen.viewportOnly,
        // Drawn as flat boxes: photos (they arrive from other hosts, or not, at their own pace) and the home slider
        // (a scroll-snapped row whose scroll position settles differently from run to run in Arabic).
        mask: [page.locator('img, .dashboard-slider')],
      })
    })
  }
}

const walks = [
  { locale: 'en', viewport: phone, colorScheme: 'light', suffix: 'en-360' },
  { locale: 'ar', viewport: desktop, colorScheme: 'light', suffix: 'ar-1280' },
] as const

for (const { locale, viewport, colorScheme, suffix } of walks) {
  test.describe(`screenshots in ${locale} at ${viewport.width} px, ${colorScheme} @screenshot`, () => {
    test.use({ locale, viewport, colorScheme })

    test('every screen of a team leader', async ({ page }) => {
      test.setTimeout(240_000)
      await walk(page, 'active', leaderScreens, suffix)
    })

    test("a team member's leader", async ({ page }) => {
      await walk(page, 'member', memberScreens, suffix)
    })

    test('a suspended consultant', async ({ page }) => {
      await walk(page, 'suspended', suspendedScreens, suffix)
    })
  })
}

const darkWalks = [
  { locale: 'en', viewport: phone, suffix: 'en-360-dark' },
  { locale: 'ar', viewport: desktop, suffix: 'ar-1280-dark' },
] as const

for (const { locale, viewport, suffix } of darkWalks) {
  test.describe(`screenshots in ${locale} at ${viewport.width} px, dark @screenshot`, () => {
    test.use({ locale, viewport, colorScheme: 'dark' })

    test('home and sales', async ({ page }) => {
      await walk(
        page,
        'active',
        leaderScreens.filter((s) => s.name === 'home' || s.name === 'sales'),
        suffix,
      )
    })
  })
}
