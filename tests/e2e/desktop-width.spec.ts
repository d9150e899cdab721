import type { Locator, Page } from '@playwright/test'
import { signInAs } from './support/sign-in'
import { expect, test } from './support/test'

/**
 * Issue 38, "What a consultant sees", item 20: a desktop (1280 px) uses its width. /home's two columns end
 * together, the team's figures spread across their card, the referral link is one line with its copy button beside.
 */

test.use({ viewport: { width: 1280, height: 900 } })

async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`no box for ${locator.toString()}`)
  return found
}

test('/home: the right column does not stop halfway down beside the tall first section', async ({ page }) => {
  await signInAs(page, 'active')
  await page.goto('/home')
  await expect(page.getByTestId('home-bonuses')).toBeVisible()
  await settled(page)
  // The sections above the first one across both columns (Ready to sell), in two columns by their x.
  const sections = page.locator('.dashboard-section')
  const boxes = await Promise.all((await sections.all()).map(box))
  const wide = await box(page.locator('.dashboard-section[data-section="readyToSell"]'))
  const beside = boxes.filter((one) => one.y + one.height <= wide.y)
  const left = Math.min(...beside.map((one) => one.x))
  const columns = [beside.filter((one) => one.x === left), beside.filter((one) => one.x !== left)]
  expect(columns.map((column) => column.length)).toEqual([1, 2])
  const [first, second] = columns.map((column) => {
    const top = Math.min(...column.map((one) => one.y))
    return { top, height: Math.max(...column.map((one) => one.y + one.height)) - top }
  }) as [{ top: number; height: number }, { top: number; height: number }]
  expect(second.top).toBe(first.top)
  const [shorter, taller] = [first.height, second.height].sort((a, b) => a - b) as [number, number]
  // Filled (the shorter column's last card reaches the other's end), or at least within a quarter of it.
  expect(shorter === taller || shorter / taller > 0.75, `columns ${first.height} and ${second.height} px tall`).toBe(true)
  // Reading order is the spec's: Check performance, Check sales, Get updated, Ready to sell.
  await expect(sections.first()).toHaveAttribute('data-section', 'checkPerformance')
  await expect(sections.nth(1)).toHaveAttribute('data-section', 'checkSales')
  await expect(sections.nth(2)).toHaveAttribute('data-section', 'getUpdated')
})

test('/team-members: the team’s figures spread across their card', async ({ page }) => {
  await signInAs(page, 'active')
  await page.goto('/team-members')
  await expect(page.getByTestId('team-commission')).toBeVisible()
  const card = page.locator('.ui-card').filter({ has: page.getByRole('heading', { name: 'Team this period' }) })
  const tiles = card.locator('.figures-tiles')
  const area = await box(tiles)
  // The figures beside each other (the members and their commission, under the team's sales).
  const row = await Promise.all((await tiles.locator('.figures-tile:not([data-lead])').all()).map(box))
  expect(row).toHaveLength(2)
  expect(row[0]!.y).toBe(row[1]!.y)
  const start = Math.min(...row.map((one) => one.x))
  const end = Math.max(...row.map((one) => one.x + one.width))
  expect(end - start, 'the figures span more than two thirds of their card').toBeGreaterThan((area.width * 2) / 3)
})

test('/team-members/recruit: the referral link is one line tall, its copy button beside it', async ({ page }) => {
  await signInAs(page, 'active')
  await page.goto('/team-members/recruit')
  const link = page.getByTestId('referral-link')
  await expect(link).toHaveValue(/\/join\?referral=/)
  const field = await box(link)
  expect(field.height).toBeLessThanOrEqual(56)
  const copy = await box(page.getByRole('button', { name: 'Copy the link' }))
  // Beside it: on the same line, after it.
  expect(Math.abs(copy.y + copy.height / 2 - (field.y + field.height / 2))).toBeLessThanOrEqual(2)
  expect(copy.x).toBeGreaterThanOrEqual(field.x + field.width)
})
