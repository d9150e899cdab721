import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { CommissionsByCategory, CommissionsByService, CommissionsByType, CommissionTotal, OrderDetail } from '../../src/api/schemas'
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

test.describe('ask about a lost commission (issue 22 §5)', () => {
  /** Opens the first order of `/orders?status=<status>` and one of its items in that status; gives the order. */
  async function openItem(page: Page, status: 'failed' | 'delivered') {
    await page.goto(`/orders?status=${status}`)
    const [response] = await Promise.all([
      page.waitForResponse((r) => /\/order\/[^/]+$/.test(new URL(r.url()).pathname) && r.request().method() === 'GET'),
      page.getByTestId('order-row').first().click(),
    ])
    const order = v.parse(OrderDetail, await response.json())
    const item = order.items.find((candidate) => candidate.status === status)
    if (!item) throw new Error(`no ${status} item in a ${status} order`)
    await page.locator(`a[href$="/item/${item.id}"]`).first().click()
    // The item's own page (the order's page lists an item-status per item).
    await expect(page).toHaveURL(new RegExp(`/item/${item.id}$`))
    await expect(page.getByTestId('item-status')).toHaveCount(1)
    await expect(page.getByTestId('item-status')).toBeVisible()
    return { order, item }
  }

  test('a failed item offers a WhatsApp message and an e-mail, pre-filled with the order number; a delivered one does not', async ({ page }) => {
    await signInAs(page, 'active')
    const asked: string[] = []
    const { order, item } = await openItem(page, 'failed')
    page.on('request', (request) => asked.push(request.url()))
    const ask = page.getByRole('link', { name: 'Ask about this item' })
    await expect(ask).toBeVisible()
    const href = (await ask.getAttribute('href')) ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    const text = new URL(href).searchParams.get('text') ?? ''
    expect(text).toContain(`#${order.number}`)
    expect(text).toContain(item.sku)
    expect(text).toContain('Status: Failed')
    expect(text).toContain(`Commission lost: ${new Intl.NumberFormat('en', { style: 'currency', currency: 'GHS' }).format(item.commission)}`)
    const mail = page.getByRole('link', { name: 'Ask by e-mail' })
    expect(new URL((await mail.getAttribute('href')) ?? '').searchParams.get('subject')).toBe(`Question about order #${order.number}`)
    // No gateway call: the links are made on the phone.
    expect(asked.filter((url) => url.includes('/api/'))).toEqual([])
    await openItem(page, 'delivered')
    await expect(page.getByRole('link', { name: 'Ask about this item' })).toHaveCount(0)
  })

  test('in Arabic the message is Arabic', async ({ page }) => {
    await signInAs(page, 'arabic')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    const { order } = await openItem(page, 'failed')
    const href = (await page.getByTestId('ask-about-item').getAttribute('href')) ?? ''
    const text = new URL(href).searchParams.get('text') ?? ''
    expect(text).toContain(`استفسار عن الطلب رقم ${order.number}`)
    await noBlockingViolations(page, 'item')
  })
})

test.describe('a statement to print (issue 22 §8)', () => {
  /** The whole month before `today`, as a custom period (the commissions' presets have no last month). */
  const lastMonth = (today: Date) => {
    const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1)).toISOString().slice(0, 10)
    const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).toISOString().slice(0, 10)
    return { from, to, search: `?period=custom&from=${from}&to=${to}` }
  }

  /** The answer of `/commissions/<end>` from `from`. */
  const answer = <T extends v.GenericSchema>(page: Page, from: string, end: string, schema: T) =>
    page
      .waitForResponse((r) => {
        const url = new URL(r.url())
        return url.pathname.endsWith(`/commissions/${end}`) && url.searchParams.get('date_from') === from && r.request().method() === 'GET'
      })
      .then(async (r) => v.parse(schema, await r.json()))

  test('shows the name, the period, the totals and a line per row; printed, the shell and the controls are gone', async ({ page, today }) => {
    await signInAs(page, 'active')
    const period = lastMonth(today)
    const answers = Promise.all([
      answer(page, period.from, 'total', CommissionTotal),
      answer(page, period.from, 'grouped-by-type', CommissionsByType),
      answer(page, period.from, 'grouped-by-category', CommissionsByCategory),
      answer(page, period.from, 'total-services', CommissionsByService),
    ])
    await page.goto(`/commissions/statement${period.search}`)
    const [total, byType, byCategory, byService] = await answers
    const money = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'GHS' }).format(amount)
    await expect(page.getByTestId('statement-name')).toContainText('Ama Mensah')
    const month = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(new Date(`${period.from}T12:00:00Z`))
    await expect(page.getByTestId('statement-period')).toContainText(month)
    await expect(page.getByTestId('statement-period')).toContainText(period.from.slice(0, 4))
    const totals = page.getByTestId('statement-totals')
    await expect(totals).toContainText(money(total.confirmed))
    await expect(totals).toContainText(money(total.payable))
    const some = (row: { confirmed: number; pending: number; items: number }) => row.confirmed !== 0 || row.pending !== 0 || row.items !== 0
    const lines = byType.data.length + byCategory.data.filter(some).length + byService.data.filter(some).length
    expect(lines).toBeGreaterThan(0)
    await expect(page.getByTestId('statement-line')).toHaveCount(lines)
    const firstCategory = byCategory.data.find(some)
    if (firstCategory) await expect(page.getByTestId('statement-line').filter({ hasText: firstCategory.category.name })).toHaveCount(1)
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible()
    await expect(page.locator('.shell-top')).toBeVisible()

    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.shell-top')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden()
    for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden()
    await expect(page.getByTestId('statement-line').first()).toBeVisible()
    expect(await page.locator('.statement-sheet').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)')
    expect(await page.locator('.statement-table thead').evaluate((element) => getComputedStyle(element).display)).toBe('table-header-group')
  })

  test('the balance links to the statement of the same period', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/commissions?period=last-30-days')
    await page.getByTestId('printable-statement').click()
    await expect(page).toHaveURL('/commissions/statement?period=last-30-days')
    await expect(page.getByRole('button', { name: 'Last 30 days' }).or(page.getByText('Last 30 days')).first()).toBeVisible()
  })

  for (const locale of ['en', 'ar'] as const) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale, viewport: locale === 'ar' ? { width: 360, height: 780 } : { width: 1280, height: 900 } })

      test('the statement has no serious or critical axe violations, right to left in Arabic', async ({ page }) => {
        await signInAs(page, 'active')
        await page.goto('/commissions/statement?period=last-30-days')
        await expect(page.getByTestId('statement-line').first()).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
        expect(await page.locator('.statement-table').evaluate((element) => getComputedStyle(element).direction)).toBe(locale === 'ar' ? 'rtl' : 'ltr')
        // The table fits the screen, at 360 px too: nothing to scroll sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
        await noBlockingViolations(page, '/commissions/statement')
      })
    })
  }
})
