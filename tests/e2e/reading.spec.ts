import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/test'
import * as v from 'valibot'
import { OrderPage } from '../../src/api/schemas'
import { signInAs } from './support/sign-in'
import { splitWords, textUnder } from './support/reading'

/**
 * Reads right in every language and at every width (issue 19), against the built app and the demo
 * gateway on its pinned day.
 */

const phone = { width: 360, height: 780 }
const desktop = { width: 1280, height: 900 }

/** Scrolls each row into view before it is measured (the team's rows skip layout off screen). */
async function splitInRows(page: Page, selector: string): Promise<string[]> {
  const rows = page.locator(selector)
  const split: string[] = []
  for (let index = 0; index < (await rows.count()); index++) {
    const row = rows.nth(index)
    await row.scrollIntoViewIfNeeded()
    split.push(...(await splitWords(row)))
  }
  return split
}

/** Each row's cells (or column headers) as "x+width", in order. */
const cellBoxes = (rows: Locator) =>
  rows.evaluateAll((all) =>
    all.map((row) =>
      [...row.querySelectorAll(':scope > [role="cell"], :scope > [role="columnheader"]')].map((cell) => {
        const box = cell.getBoundingClientRect()
        return `${Math.round(box.left)}+${Math.round(box.width)}`
      }),
    ),
  )

test.describe('layout: rows, the orders table, the order detail, back to top and the menu (§1, §4)', () => {
  for (const locale of ['en', 'ar'] as const) {
    test.describe(`at 360px in ${locale}`, () => {
      test.use({ locale, viewport: phone })

      test('no row of /sales or /team-members wraps inside a word', async ({ page }) => {
        await signInAs(page, 'active')
        await page.goto('/sales')
        // The seven statuses, then the categories, those with nothing yet too.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await expect.poll(() => page.locator('.figures-row').count()).toBeGreaterThan(7)
        const showAll = page.locator('.figures-show-all')
        if (await showAll.count()) await showAll.click()
        await expect(showAll).toHaveCount(0)
        expect(await page.locator('.figures-row').count()).toBeGreaterThan(20)
        expect(await splitInRows(page, '.figures-row')).toEqual([])

        await page.goto('/team-members')
        await expect(page.locator('.team-row').first()).toBeVisible()
        await expect(page.getByTestId('member-sales').first()).toBeVisible()
        expect(await page.locator('.team-row').count()).toBeGreaterThan(10)
        expect(await splitInRows(page, '.team-row, .team-starting-row')).toEqual([])
      })

      test('the order detail lays its facts out as label | value', async ({ page }) => {
        await signInAs(page, 'active')
        const [answer] = await Promise.all([
          page.waitForResponse((response) => /\/watto\/consultants\/\d+\/orders$/.test(new URL(response.url()).pathname)),
          page.goto('/orders'),
        ])
        const orders = v.parse(OrderPage, await answer.json())
        const three = orders.data.find((order) => order.item_statuses.length === 3)
        if (!three) throw new Error('no order with three items on the first page')
        await page.goto(`/orders/${three.id}/orderType/${three.order_type}`)
        await expect(page.getByTestId('order-item')).toHaveCount(3)
        const lists = page.locator('dl.orders-facts')
        expect(await lists.count()).toBeGreaterThanOrEqual(5)
        const layout = await lists.evaluateAll((dls) =>
          dls.map((dl) =>
            [...dl.querySelectorAll(':scope > div:not([data-wide])')].map((fact) => {
              const label = fact.querySelector('dt')?.getBoundingClientRect()
              const value = fact.querySelector('dd')?.getBoundingClientRect()
              if (!label || !value) return null
              return { top: Math.round(value.top - label.top), start: Math.round(document.dir === 'rtl' ? value.right : value.left), beside: document.dir === 'rtl' ? value.right <= label.left : value.left >= label.right }
            }),
          ),
        )
        for (const facts of layout) {
          // Each value beside its label, on its line (baselines aligned: tops within a few px), all values at one x.
          for (const fact of facts) {
            expect(fact?.beside).toBe(true)
            expect(Math.abs(fact?.top ?? 99)).toBeLessThanOrEqual(4)
          }
          expect(new Set(facts.map((fact) => fact?.start)).size).toBe(1)
        }
      })

      test('back to top, once shown, covers no row’s text', async ({ page }) => {
        await signInAs(page, 'active')
        const toTop = page.getByRole('button', { name: locale === 'en' ? 'Back to top' : 'العودة إلى الأعلى' })
        for (const [path, rows] of [
          ['/orders', '[data-testid="order-row"]'],
          ['/sales', '.figures-row'],
          ['/team-members', '.team-row, .team-starting-row'],
        ] as const) {
          await page.goto(path)
          await expect(page.locator(rows).first()).toBeVisible()
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
          const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
          for (const offset of [600, Math.round(end / 2), end]) {
            await page.evaluate((top) => window.scrollTo(0, top), offset)
            await expect(toTop).toBeVisible()
            expect(await textUnder(page.locator(rows), toTop), `${path} at ${offset}px`).toEqual([])
          }
        }
      })
    })
  }

  for (const locale of ['en', 'ar'] as const) {
    test.describe(`at 1280px in ${locale}`, () => {
      test.use({ locale, viewport: desktop })

      test('the orders are a table whose columns line up, row after row, and a row opens from the keyboard', async ({ page }) => {
        await signInAs(page, 'active')
        await page.goto('/orders')
        const table = page.getByRole('table')
        await expect(table).toHaveCount(1)
        const rows = table.getByRole('row')
        await expect(rows.nth(10)).toBeVisible()
        await expect(table.getByRole('columnheader')).toHaveCount(6)
        const total = Number((await table.getAttribute('aria-rowcount')) ?? NaN)
        expect(total).toBeGreaterThan(2000)
        // Each column's cells, the header's among them, have one box across: same x, same width.
        const columns = await cellBoxes(rows)
        expect(columns.length).toBeGreaterThan(10)
        for (const row of columns) expect(row).toEqual(columns[0])
        expect(new Set(columns[0]).size).toBe(6)
        // Scrolled further, the rows that now exist still line up with the header.
        await page.evaluate(() => window.scrollTo(0, 6000))
        await expect.poll(() => rows.evaluateAll((all) => all.map((row) => row.getAttribute('aria-rowindex')).includes('2'))).toBe(false)
        const later = await cellBoxes(rows)
        for (const row of later) expect(row).toEqual(columns[0])
        // One stop per row for Tab, and Enter opens the order.
        await page.evaluate(() => window.scrollTo(0, 0))
        await table.locator('[aria-rowindex="2"]').getByRole('link').focus()
        await page.keyboard.press('Tab')
        const second = table.locator('[aria-rowindex="3"]').getByRole('link')
        await expect(second).toBeFocused()
        const href = await second.getAttribute('href')
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(href ?? '/never')
      })

      test('the menu’s icons share one x', async ({ page }) => {
        await signInAs(page, 'active')
        const edges = await page.locator('.shell-menu-item .ui-icon').evaluateAll((icons) =>
          icons.map((icon) => Math.round(document.dir === 'rtl' ? icon.getBoundingClientRect().right : icon.getBoundingClientRect().left)),
        )
        expect(edges.length).toBeGreaterThan(10)
        expect(new Set(edges).size).toBe(1)
      })
    })
  }

  test.describe('in the drawer at 360px', () => {
    test.use({ locale: 'ar', viewport: phone })

    test('the menu’s icons share one x', async ({ page }) => {
      await signInAs(page, 'active')
      await page.getByTestId('menu-button').click()
      const drawer = page.locator('dialog.shell-drawer')
      await expect(drawer).toBeVisible()
      // The drawer slides in: measure once it stands still.
      await expect.poll(() => drawer.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0)
      const edges = await drawer.locator('.shell-menu-item .ui-icon').evaluateAll((icons) =>
        icons.map((icon) => Math.round(icon.getBoundingClientRect().right)),
      )
      expect(edges.length).toBeGreaterThan(10)
      expect(new Set(edges).size).toBe(1)
    })
  })
})
