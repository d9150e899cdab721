import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Issue 22 §2, digits: the setting on /account (123 / ١٢٣) applies at once to /sales' figures, chart axis and dates;
 * the CSV statement's numbers stay Western (machine-readable); the setting passes axe in English and Arabic. Issue 38:
 * /sales' dates and amount keep their order on screen in every language with either digits.
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

    // The figures and the chart come in after the page does (the chart is drawn in an idle moment): the check is
    // retried until both are there, and fails if a Western digit stays.
    const check = () =>
      expect(async () => {
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
      }).toPass({ timeout: 15_000 })
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

/** Invisible marks and isolates: what a reader sees, in logical order, with every space as one. */
const seen = (text: string) =>
  text
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * How an element is laid out: its direction, and each word or number (a number with its separators: one)
 * in logical order with its centre and the left edges of its first and last characters, as drawn.
 */
function laidOut(element: Locator) {
  return element.evaluate((root: HTMLElement) => {
    const token = /[\p{L}\p{N}]+(?:[.,\u066b\u066c\u202f][\p{N}]+)*/gu
    const tokens: { text: string; centre: number; firstLeft: number; lastLeft: number }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node
      for (const match of text.data.matchAll(token)) {
        const box = (from: number, to: number) => {
          const range = document.createRange()
          range.setStart(text, from)
          range.setEnd(text, to)
          return range.getBoundingClientRect()
        }
        const end = match.index + match[0].length
        const all = box(match.index, end)
        tokens.push({ text: match[0], centre: all.left + all.width / 2, firstLeft: box(match.index, match.index + 1).left, lastLeft: box(end - 1, end).left })
      }
    }
    return { direction: getComputedStyle(root).direction, tokens }
  })
}

/** Drawn in reading order: each word or number after the one before it in the page's direction, every number's digits left to right. */
async function expectReadingOrder(element: Locator, dir: 'ltr' | 'rtl') {
  const { direction, tokens } = await laidOut(element)
  expect(direction, await element.innerText()).toBe(dir)
  expect(tokens.length).toBeGreaterThan(1)
  const drawn = [...tokens].sort((a, b) => (dir === 'ltr' ? a.centre - b.centre : b.centre - a.centre)).map((t) => t.text)
  expect(drawn, 'words and numbers in reading order').toEqual(tokens.map((t) => t.text))
  for (const t of tokens.filter((t) => /\p{N}/u.test(t.text) && t.text.length > 1)) expect(t.firstLeft, t.text).toBeLessThan(t.lastLeft)
}

test.describe('dates and amounts keep their order in every language and digits pair (issue 38)', () => {
  for (const locale of ['en', 'fr', 'ar'] as const) {
    for (const digits of ['latn', 'arab'] as const) {
      test.describe(`${locale} with ${digits === 'latn' ? '123' : '١٢٣'}`, () => {
        test.use({ locale, viewport: desktop })

        test("/sales' period, the period compared with and the amount read in order", async ({ page }) => {
          await signInAs(page, 'active')
          const dir = locale === 'ar' ? 'rtl' : 'ltr'
          await expect(page.locator('html')).toHaveAttribute('dir', dir)
          if (digits === 'arab') await pickEasternDigits(page)
          await page.goto('/sales')
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
          // What Intl writes for this month and the month before (the default period), in the page's own clock and Intl.
          const [range, previous] = await page.evaluate((intl) => {
            const now = new Date()
            const days = new Intl.DateTimeFormat(intl, { day: 'numeric', month: 'short', year: 'numeric' })
            const month = (offset: number) =>
              days.formatRange(new Date(now.getFullYear(), now.getMonth() + offset, 1), new Date(now.getFullYear(), now.getMonth() + offset + 1, 0))
            return [month(0), month(-1)]
          }, `${locale}-u-nu-${digits}`)
          const summary = page.locator('.period-summary')
          const shown = summary.locator('.ui-strong')
          const compared = summary.locator('.ui-muted bdi')
          expect(seen(await shown.innerText())).toBe(seen(range))
          expect(seen(await compared.innerText())).toBe(seen(previous))
          const amount = page.getByTestId('sales-amount').locator('bdi')
          const written = seen(await amount.innerText())
          // The language's pattern whatever the digits: GHS before the number in English only.
          expect(written).toMatch(locale === 'en' ? /^GHS [^A-Z]+$/ : /^[^A-Z]+ GHS$/)
          expect(written).toMatch(digits === 'arab' ? /^[^0-9]*$/ : /^[^\u0660-\u0669]*$/)
          for (const element of [shown, compared, amount]) await expectReadingOrder(element, dir)
        })
      })
    }
  }
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
