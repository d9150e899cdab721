import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/** Issue 22 §3, §5, §8: synced with the e-commerce account, asking about a lost commission, the printable statement. */

async function noBlockingViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(blocking.map((violation) => `${where} ${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

test.describe('synced with the e-commerce account (spec section 4)', () => {
  test('a synced consultant reads Confirmed on /account and no notice on /home', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/home')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(page.getByTestId('not-synced-notice')).toHaveCount(0)
    await page.goto('/account')
    const card = page.getByTestId('account-sync')
    await expect(card).toHaveAttribute('data-state', 'synced')
    await expect(card).toContainText('Confirmed')
    await expect(card.getByRole('link')).toHaveCount(0)
  })

  test('a consultant not synced reads what to do on /account, and a notice on /home that comes back on the next visit', async ({ page }) => {
    await signInAs(page, 'unsynced')
    await page.goto('/home')
    const notice = page.getByTestId('not-synced-notice')
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link')).toHaveAttribute('href', /^tel:\+\d+$/)
    await notice.getByRole('button', { name: 'Hide this notice for now' }).click()
    await expect(notice).toHaveCount(0)
    await page.goto('/account')
    const card = page.getByTestId('account-sync')
    await expect(card).toHaveAttribute('data-state', 'notSynced')
    await expect(card).toContainText('Not confirmed yet')
    await expect(card.getByRole('link', { name: /\+\d/ })).toHaveAttribute('href', /^tel:\+\d+$/)
    await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1)
    await page.goto('/home')
    await expect(page.getByTestId('not-synced-notice')).toBeVisible()
  })

  for (const locale of ['en', 'ar'] as const) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale, viewport: locale === 'ar' ? { width: 360, height: 780 } : { width: 1280, height: 900 } })

      test('the notice and the account card have no serious or critical axe violations', async ({ page }) => {
        await signInAs(page, 'unsynced')
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
        await page.goto('/home')
        await expect(page.getByTestId('not-synced-notice')).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
        await noBlockingViolations(page, '/home')
        await page.goto('/account')
        await expect(page.getByTestId('account-sync')).toBeVisible()
        await noBlockingViolations(page, '/account')
      })
    })
  }
})
