import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Issue 22 §2, digits: the setting on /account (123 / ١٢٣) applies at once to /sales' figures, chart axis and dates;
 * the CSV statement's numbers stay Western (machine-readable); the setting passes axe in English and Arabic.
 */

const desktop = { width: 1280, height: 900 }
const western = /[0-9]/
const eastern = /[\u0660-\u0669]/

async function pickEasternDigits(page: Page) {
  await page.goto('/account')
  const eastern = page.getByRole('radio', { name: /١٢٣/ })
  await expect(page.getByRole('radio', { name: /123/ })).toBeChecked()
  // Keyboard: the group is reached with Tab, the arrow key moves the pick.
  await page.getByRole('radio', { name: /123/ }).focus()
  await page.keyboard.press(await page.evaluate(() => (document.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight')))
  await expect(eastern).toBeChecked()
}

test.describe('Eastern Arabic digits', () => {
  test.use({ locale: 'ar', viewport: desktop })

  test("/sales' figures, chart axis and dates read ١٢٣, applied without a reload and kept on the device", async ({ page }) => {
    await signInAs(page, 'active')
    await pickEasternDigits(page)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page.locator('a[href="/sales"]').first().click()
    await expect(page).toHaveURL(/\/sales/)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true)

    const check = async () => {
      const texts = [
        ...(await page.locator('.figures-tiles').allInnerTexts()),
        ...(await page.locator('.ui-chart-axis span, .ui-chart-values > span').allInnerTexts()),
      ]
      expect(texts.length).toBeGreaterThan(3)
      const all = texts.join(' | ')
      expect(all).toMatch(eastern)
      expect(all).not.toMatch(western)
      // The previous period's dates, in the lead tile's note, too.
      expect(await page.getByTestId('sales-amount').innerText()).toMatch(eastern)
    }
    await check()
    // Kept on this device: a reload shows the same digits.
    await page.reload()
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await check()
  })

  test("the CSV statement writes its period in the consultant's digits and keeps its numbers Western", async ({ page }) => {
    await signInAs(page, 'active')
    await pickEasternDigits(page)
    await page.goto('/commissions')
    const button = page.getByTestId('download-statement')
    await expect(button).toBeEnabled()
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'))
    const rows = text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','))
    expect(text).toMatch(eastern)
    // Only the period is written for a reader; every number (a label's value, a breakdown's last three cells: a name
    // before them may hold commas) and the ISO dates are Western digits only.
    const period = rows.filter((row) => eastern.test(row.join(',')))
    expect(period.map((row) => row[0])).toEqual(['الفترة'])
    const figures = rows
      .flatMap((row) => (row.length === 2 && row !== period[0] ? [row[1] ?? ''] : row.length >= 5 ? row.slice(-3) : []))
      .filter((cell) => /\p{Nd}/u.test(cell))
    expect(figures.length).toBeGreaterThan(10)
    for (const cell of figures) expect(cell).toMatch(/^-?[0-9.]+$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$|^[A-Z]{3}$/)
  })
})

for (const locale of ['en', 'ar'] as const) {
  test(`the digits setting on /account is labelled and has no serious axe violation in ${locale}`, async ({ page }) => {
    await page.setViewportSize(desktop)
    await signInAs(page, 'active')
    await page.goto('/account')
    if (locale === 'ar') {
      await page.getByRole('button', { name: 'العربية' }).click()
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    }
    const group = page.getByRole('radiogroup', { name: locale === 'ar' ? 'الأرقام' : 'Digits' })
    await expect(group.getByRole('radio')).toHaveCount(2)
    const { violations } = await new AxeBuilder({ page }).analyze()
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
  })
}
