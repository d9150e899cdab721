import type { Page } from '@playwright/test'
import { expectAccessible } from './support/axe'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * The app on a phone (issue 38 items 17 and 19): the bottom bar with the daily destinations, and /home's month
 * figures on the first screen of a 360×780 phone, against the built app and the demo gateway.
 */

const phone = { width: 360, height: 780 }

const bar = (page: Page) => page.locator('nav.shell-bar')

/** The bar's items as drawn: their names and whether each is the current page. */
const barItems = (page: Page) =>
  bar(page)
    .locator('[data-bar-item]')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('aria-current')]))

/** /home with every part loaded (the slider's picture is the last to come). */
async function homeLoaded(page: Page) {
  await expect(page.locator('[data-block="slider"] img').first()).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test.describe('the bottom bar (phone)', () => {
  test.use({ viewport: phone })

  test('holds Home, Sales, Orders, Team and You, marks the current one, and Orders opens /orders', async ({ page }) => {
    await signInAs(page, 'active')
    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeVisible()
    expect(await barItems(page)).toEqual([
      ['Home', 'page'],
      ['Sales', null],
      ['Orders', null],
      ['Team', null],
      ['You', null],
    ])
    // The current one is told by more than colour: bold, with its icon in a pill.
    const look = (id: string) =>
      bar(page)
        .locator(`[data-bar-item="${id}"]`)
        .evaluate((link) => [getComputedStyle(link).fontWeight, getComputedStyle(link.querySelector('svg')!).backgroundColor])
    const [currentWeight, currentPill] = await look('home')
    const [otherWeight, otherPill] = await look('sales')
    expect(Number(currentWeight)).toBeGreaterThan(Number(otherWeight))
    expect(currentPill).not.toBe(otherPill)

    await bar(page).getByRole('link', { name: 'Orders' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByTestId('order-row').first()).toBeVisible()
    await expect(bar(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page')
    await expect(bar(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')

    // By keyboard too; the full menu is still behind the menu button.
    await bar(page).getByRole('link', { name: 'Team' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/team-members$/)
    await page.getByRole('button', { name: 'Open the menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Success rate' })).toBeVisible()
  })

  test('hides nothing: the page ends above it, and the offline notice sits on it', async ({ page }) => {
    await signInAs(page, 'active')
    await homeLoaded(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const barTop = await bar(page).evaluate((element) => element.getBoundingClientRect().top)
    const lastSection = page.locator('[data-section]').last()
    expect(await lastSection.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(barTop)
    // What is focused or scrolled into view stops above it.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBlockEnd)).toBe('56px')

    // The browser's word that it is offline (the network stays up: the notice's part loads when it has something to show).
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'onLine', { get: () => false })
      window.dispatchEvent(new Event('offline'))
    })
    const notice = page.locator('.pwa-notice[data-kind="connection"]')
    await expect(notice).toBeVisible()
    expect(await notice.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(barTop)
  })

  test("leaves out what the consultant's toggles switch off, as the menu does", async ({ page }) => {
    await signInAs(page, 'toggles')
    // Off: orders, bonus, teamMembers, teamLeader, notifications.
    expect(await barItems(page)).toEqual([
      ['Home', 'page'],
      ['Sales', null],
      ['You', null],
    ])
  })

  test.describe('in Arabic', () => {
    test.use({ locale: 'ar' })

    test('runs from the right: Home first, at the right edge; the cart mirrors', async ({ page }) => {
      await signInAs(page, 'active')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByRole('navigation', { name: 'روابط سريعة' })).toBeVisible()
      const boxes = await bar(page)
        .locator('[data-bar-item]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('data-bar-item'), link.getBoundingClientRect().left, link.getBoundingClientRect().right]),
        )
      expect(boxes.map(([id]) => id)).toEqual(['home', 'sales', 'orders', 'team', 'account'])
      const [, homeLeft, homeRight] = boxes[0] as [string, number, number]
      expect(homeRight).toBeGreaterThan(phone.width - 2)
      for (const [, left] of boxes.slice(1)) expect(left as number).toBeLessThan(homeLeft)
      expect(
        await bar(page)
          .locator('[data-bar-item="orders"] svg')
          .evaluate((svg) => getComputedStyle(svg).transform),
      ).not.toBe('none')
    })
  })

  test('is not shown on desktop, where the side navigation is', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signInAs(page, 'active')
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
    await expect(bar(page)).toHaveCount(0)
    expect(await page.evaluate(() => 'bottomBar' in document.documentElement.dataset)).toBe(false)
  })
})

for (const locale of ['en', 'ar'] as const) {
  test.describe(`/home at 360×780 in ${locale}`, () => {
    test.use({ viewport: phone, locale })

    test("the month's commissions and sales are on the first screen; no serious or critical axe violations", async ({ page }) => {
      await signInAs(page, 'active')
      await homeLoaded(page)
      const bonuses = page.getByTestId('home-bonuses').getByTestId('bonus-card')
      await expect(bonuses.first()).toBeVisible()
      // Compact: the name and the outcome line; all of each bonus behind the Bonuses link.
      await expect(bonuses.first().getByRole('progressbar')).toBeHidden()
      await expect(bonuses.first().getByTestId('bonus-outcome')).toBeVisible()
      await expect(page.locator('[data-link="bonuses"]')).toHaveAttribute('href', '/bonuses')
      const tops = await page.getByTestId('this-month').evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().top))
      expect(tops).toHaveLength(2)
      for (const top of tops) expect(top).toBeLessThan(phone.height)
      await expectAccessible(page)
    })
  })
}
