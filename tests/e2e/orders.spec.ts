import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, isoDay, pageNow, test } from './support/test'
import * as v from 'valibot'
import { OrderDetail, OrderFilters, OrderPage, OrdersSuccessRate } from '../../src/api/schemas'
import { signInAs } from './support/sign-in'

/**
 * Orders (issue 10 §1) against the built app and the demo gateway: the active persona's 2,000+
 * orders scrolled to the end with every page read once, the list back where it was after an
 * order, filters on their own screen shown as chips that survive a reload, an order and an item
 * with their timelines, a returned item's reason and what it cost, empty and failing calls, axe.
 */

const desktop = { width: 1280, height: 900 }
test.use({ viewport: desktop })

const money = (amount: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'GHS' }).format(amount)
const isOrdersCall = (url: string) => /\/watto\/consultants\/\d+\/orders$/.test(new URL(url).pathname)
const rows = (page: Page) => page.getByTestId('order-row')
/** Where an order's row leads: the row itself on a phone, its order number's link in the desktop table. */
const hrefOf = (row: Locator) => row.evaluate((element) => (element.matches('a') ? element : element.querySelector('a'))?.getAttribute('href') ?? '')
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** The next answer of a gateway call, parsed with the contract's schema. */
async function answerOf<T extends v.GenericSchema>(page: Page, path: RegExp, schema: T, action: () => Promise<unknown>): Promise<v.InferOutput<T>> {
  const [response] = await Promise.all([page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'GET'), action()])
  return v.parse(schema, await response.json())
}

/** The order row at the middle of the screen. */
const rowAtMiddle = (page: Page) =>
  page.evaluate(() => {
    const list = document.querySelector('.orders-list')?.getBoundingClientRect()
    if (!list) return null
    const row = document.elementFromPoint(list.left + list.width / 2, window.innerHeight / 2)?.closest<HTMLElement>('[data-order-id]')
    return row?.dataset.orderId ?? null
  })

test.describe('the orders list', () => {
  test('the active persona’s orders scroll to the end, every page read once, and only the rows on screen exist', async ({ page }) => {
    test.setTimeout(180_000)
    await signInAs(page, 'active')
    const pages: number[] = []
    page.on('request', (request) => {
      if (isOrdersCall(request.url())) pages.push(Number(new URL(request.url()).searchParams.get('page')))
    })
    let lastAnswer: OrderPage | null = null
    page.on('response', async (response) => {
      if (isOrdersCall(response.url())) lastAnswer = v.parse(OrderPage, await response.json())
    })
    const first = await answerOf(page, /\/watto\/consultants\/\d+\/orders$/, OrderPage, () => page.goto('/orders'))
    expect(first.total).toBeGreaterThan(2000)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders')
    await expect(page.getByTestId('orders-total')).toHaveText(`${new Intl.NumberFormat('en').format(first.total)} orders`)
    await expect(rows(page).first()).toContainText(`#${first.data[0]?.number}`)
    await expect(rows(page).first()).toContainText(money(first.data[0]?.total_paid ?? NaN))
    const end = page.getByTestId('orders-end')
    // Scroll to the bottom until the end of the list shows (each page loads as its end nears).
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return end.isVisible()
        },
        { timeout: 120_000 },
      )
      .toBe(true)
    const pageCount = Math.ceil(first.total / first.per_page)
    expect(pages).toEqual(Array.from({ length: pageCount }, (_, i) => i + 1))
    // Windowed: a few dozen rows exist, the last one being the gateway's last order.
    expect(await rows(page).count()).toBeLessThan(60)
    const lastOrder = (lastAnswer as OrderPage | null)?.data.at(-1)
    await expect(rows(page).last()).toContainText(`#${lastOrder?.number}`)
    await expect(rows(page).last()).toBeVisible()
  })

  test('back from an order, the list is where it was, without reading page 1 again', async ({ page }) => {
    await signInAs(page, 'active')
    let firstPages = 0
    page.on('request', (request) => {
      if (isOrdersCall(request.url()) && new URL(request.url()).searchParams.get('page') === '1') firstPages++
    })
    await page.goto('/orders')
    await expect(rows(page).first()).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 7000))
    await expect(rows(page).first()).toBeVisible()
    // Once the window has measured its rows, the position holds and a row sits at the middle. The table's rows are
    // short: the first page ends before 4000px, so this scrolls again as the next pages come.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, Math.max(window.scrollY, 7000)))
        return scrollY(page)
      })
      .toBeGreaterThan(4000)
    await expect.poll(() => rowAtMiddle(page)).not.toBeNull()
    const before = await scrollY(page)
    const orderId = await rowAtMiddle(page)
    await page.locator(`[data-order-id="${orderId}"]`).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order detail')
    await expect(page.getByTestId('order-number')).toBeVisible()
    await page.goBack()
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2)
    await expect.poll(() => rowAtMiddle(page)).toBe(orderId)
    // The way back on the screen does the same.
    await page.locator(`[data-order-id="${orderId}"]`).click()
    await page.getByRole('link', { name: 'All orders' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2)
    await expect.poll(() => rowAtMiddle(page)).toBe(orderId)
    expect(firstPages).toBe(1)
  })

  test('back to top appears after 400px of scroll', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/orders')
    await expect(rows(page).first()).toBeVisible()
    const toTop = page.getByRole('button', { name: 'Back to top' })
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(toTop).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 600))
    await toTop.click()
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('a newcomer sees You don’t have orders; filters that match nothing say No orders found', async ({ page }) => {
    await signInAs(page, 'newcomer')
    await page.goto('/orders')
    await expect(page.getByText("You don't have orders")).toBeVisible()
    await page.goto('/orders?when=today&status=completed')
    await expect(page.getByText('No orders found')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Clear the filters' })).toHaveAttribute('href', '/orders')
  })

  test('a failing first page offers Try again; a failing later page keeps the rows and offers it below them', async ({ page }) => {
    await signInAs(page, 'active')
    let firstFails = 1
    let secondFails = 1
    await page.route('**/watto/consultants/*/orders?**', (route) => {
      const pageNumber = new URL(route.request().url()).searchParams.get('page')
      if (pageNumber === '1' && firstFails-- > 0) return route.fulfill({ status: 503, body: '{}' })
      if (pageNumber === '2' && secondFails-- > 0) return route.fulfill({ status: 503, body: '{}' })
      return route.fallback()
    })
    await page.goto('/orders')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(rows(page).first()).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.getByText('Sorry, it seems an error occurred')).toBeVisible()
    await expect(rows(page).first()).toBeAttached()
    const second = await answerOf(page, /\/watto\/consultants\/\d+\/orders$/, OrderPage, () => page.getByRole('button', { name: 'Try again' }).click())
    expect(second.page).toBe(2)
    await expect(page.getByText('Sorry, it seems an error occurred')).toHaveCount(0)
  })

  test('the orders toggle off sends the consultant home', async ({ page }) => {
    await signInAs(page, 'toggles')
    await page.goto('/orders/filter')
    await expect(page).toHaveURL(/\/home$/)
  })
})

test.describe('filters', () => {
  test('chosen on their own screen, shown as chips, kept by a reload, removed one by one', async ({ page }) => {
    await signInAs(page, 'active')
    const choices = await answerOf(page, /\/orders\/filters$/, OrderFilters, () => page.goto('/orders'))
    await page.getByRole('link', { name: /^Filters/ }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filters')
    await expect(page.getByRole('group', { name: 'Item category' }).getByRole('checkbox')).toHaveCount(choices.categories.length)
    await expect(page.getByRole('group', { name: 'Services' }).getByRole('checkbox')).toHaveCount(choices.services.length)
    await expect(page.getByRole('group', { name: 'Item type' }).getByRole('checkbox')).toHaveCount(choices.item_types.length)
    await page.getByRole('group', { name: 'Current item status' }).getByLabel('Returned').check()
    await page.getByRole('group', { name: 'Current item status' }).getByLabel('Failed').check()
    await page.getByRole('group', { name: 'Period' }).getByLabel('Between').check()
    await page.getByRole('group', { name: 'Date of' }).getByLabel('Completed').check()
    // A reversed range is refused with a message.
    await page.getByLabel('From', { exact: true }).fill('2026-09-30')
    await page.getByLabel('To', { exact: true }).fill('2026-09-01')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date.')
    const now = await pageNow(page)
    const from = isoDay(new Date(now.getTime() - 120 * 86_400_000))
    const to = isoDay(now)
    await page.getByLabel('From', { exact: true }).fill(from)
    await page.getByLabel('To', { exact: true }).fill(to)
    const [request] = await Promise.all([page.waitForRequest((r) => isOrdersCall(r.url())), page.getByRole('button', { name: 'Apply' }).click()])
    const sent = new URL(request.url()).searchParams
    expect(sent.getAll('status[]')).toEqual(['failed', 'returned'])
    expect([sent.get('completed_from'), sent.get('completed_to')]).toEqual([from, to])
    await expect(page).toHaveURL(`/orders?date=completed&when=between&from=${from}&to=${to}&status=failed%2Creturned`)
    const answer = v.parse(OrderPage, await (await request.response())?.json())
    await expect(page.getByTestId('orders-total')).toHaveText(`${new Intl.NumberFormat('en').format(answer.total)} orders`)
    const chips = page.getByRole('list', { name: 'Filters' })
    await expect(chips).toContainText('Status: Failed')
    await expect(chips).toContainText('Status: Returned')
    await expect(chips).toContainText('Completed:')
    await page.reload()
    await expect(chips.getByRole('listitem')).toHaveCount(3)
    await expect(page.getByTestId('orders-total')).toHaveText(`${new Intl.NumberFormat('en').format(answer.total)} orders`)
    // Each row has a failed or returned item.
    await expect(rows(page).first()).toContainText(/Failed|Returned/)
    await page.getByRole('link', { name: 'Remove filter Status: Failed' }).click()
    await expect(page).toHaveURL(`/orders?date=completed&when=between&from=${from}&to=${to}&status=returned`)
    await expect(chips.getByRole('listitem')).toHaveCount(2)
    // The filter screen opens on the filter in force.
    await page.getByRole('link', { name: /^Filters/ }).click()
    await expect(page.getByRole('group', { name: 'Current item status' }).getByLabel('Returned')).toBeChecked()
    await expect(page.getByRole('group', { name: 'Current item status' }).getByLabel('Failed')).not.toBeChecked()
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(from)
    await page.getByRole('button', { name: 'Clear all' }).click()
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(chips).toHaveCount(0)
  })

  test('an edited link never breaks the list: what cannot be read is dropped', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/orders?status=paid,returned&when=between&from=2026-02-30&to=x&category=%3Cscript%3E')
    await expect(page).toHaveURL(/\/orders\?status=returned$/)
    await expect(page.getByRole('list', { name: 'Filters' }).getByRole('listitem')).toHaveCount(1)
  })
})

test.describe('an order and an item', () => {
  test('the order’s items, type, customer and timeline are the gateway’s; an item has its status, meaning and timeline', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/orders')
    const row = rows(page).nth(3)
    const order = await answerOf(page, /\/order\/[^/]+$/, OrderDetail, () => row.click())
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order detail')
    await expect(page).toHaveURL(`/orders/${order.id}/orderType/${order.order_type}`)
    await expect(page.getByTestId('order-number')).toHaveText(`Order #${order.number}`)
    await expect(page.getByTestId('order-type')).toHaveText(
      ({ mall: 'Mall', jpay: 'JPay', ods: 'Food' } as Record<string, string>)[order.order_type] ?? 'Order',
    )
    await expect(page.getByTestId('order-total-paid')).toHaveText(money(order.total_paid))
    await expect(page.getByTestId('order-item')).toHaveCount(order.items.length)
    await expect(page.getByRole('list', { name: 'Order timeline' }).getByRole('listitem')).toHaveCount(order.timeline.length)
    if (order.customer.phone) {
      await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${order.customer.phone.replace(/[^\d+]/g, '')}`)
      // wa.me takes the international form: the login's +233, without the local number's trunk 0.
      await expect(page.getByRole('link', { name: /^WhatsApp / })).toHaveAttribute(
        'href',
        `https://wa.me/233${order.customer.phone.replace(/\D/g, '').replace(/^0/, '')}`,
      )
    }
    if (order.customer.email) await expect(page.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', `mailto:${order.customer.email}`)
    const item = order.items[0]
    if (!item) throw new Error('an order without items')
    await expect(page.getByTestId('order-item').first()).toContainText(money(item.price_paid))
    await expect(page.getByTestId('order-item').first()).toContainText(item.sku)
    await page
      .getByRole('link', { name: `Details of ${item.name}` })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Item detail')
    await expect(page).toHaveURL(`/orders/${order.id}/item/${item.id}`)
    const labels = {
      created: 'Created',
      ongoing: 'Ongoing',
      delivered: 'Delivered',
      failed: 'Failed',
      rejected: 'Rejected',
      completed: 'Completed',
      returned: 'Returned',
      unknown: 'Status not known',
    }
    await expect(page.getByTestId('item-status')).toHaveText(labels[item.status])
    await expect(page.getByRole('list', { name: 'Item timeline' }).getByRole('listitem')).toHaveCount(item.timeline.length)
    await expect(page.getByTestId('item-meaning')).not.toBeEmpty()
    await page.getByRole('link', { name: `Order #${order.number}` }).click()
    await expect(page).toHaveURL(`/orders/${order.id}/orderType/${order.order_type}`)
  })

  test('a delivered item says until when it may be returned and the day it becomes completed', { tag: '@dates' }, async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/orders?status=delivered')
    const order = await answerOf(page, /\/order\/[^/]+$/, OrderDetail, () => rows(page).first().click())
    const item = order.items.find((candidate) => candidate.status === 'delivered')
    const delivered = item?.timeline.findLast((step) => step.status === 'delivered')
    if (!item || !delivered) throw new Error('no delivered item in a delivered order')
    await page
      .getByRole('link', { name: `Details of ${item.name}` })
      .first()
      .click()
    const completes = new Date(Date.parse(delivered.date) + 7 * 86_400_000)
    const day = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' }).format(completes)
    await expect(page.getByTestId('item-completes')).toHaveText(day)
    await expect(page.getByTestId('item-meaning')).toContainText(`may still return it until ${day}`)
  })

  test('a returned item says why and what it cost: its commission and its weight in that month’s success rate', { tag: '@dates' }, async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/orders?status=returned')
    const order = await answerOf(page, /\/order\/[^/]+$/, OrderDetail, () => rows(page).first().click())
    const item = order.items.find((candidate) => candidate.status === 'returned')
    if (!item?.reason) throw new Error('no returned item with a reason')
    const rate = await answerOf(page, /\/orders-success-rate-by-period$/, OrdersSuccessRate, () =>
      page
        .getByRole('link', { name: `Details of ${item.name}` })
        .first()
        .click(),
    )
    const words: Record<string, string> = {
      wrong_size: 'Returned: wrong size.',
      damaged: 'Returned: damaged on arrival.',
      not_as_described: 'Returned: not as described.',
      changed_mind: 'Returned: the customer changed their mind.',
    }
    await expect(page.getByRole('heading', { name: 'Why it was returned' })).toBeVisible()
    await expect(page.getByTestId('item-reason')).toHaveText(words[item.reason.code] ?? item.reason.text)
    await expect(page.getByTestId('item-commission-lost')).toHaveText(`Commission lost: ${money(item.commission)}`)
    // The month the item was returned in.
    const returned = item.timeline[item.timeline.length - 1]
    const monthOf = (iso: string) => new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(new Date(iso))
    expect(rate.from_date.slice(0, 7)).toBe(returned?.date.slice(0, 7))
    const failed = new Intl.NumberFormat('en').format(rate.orders_failed)
    const weight = page.getByTestId('item-rate-weight')
    if (rate.orders_failed > 1) await expect(weight).toContainText(`It is one of ${failed} failed items in ${monthOf(returned?.date ?? '')}`)
    else await expect(weight).toContainText('It is the only failed item')
    await expect(page.getByTestId('item-status')).toHaveText('Returned')
  })

  test('without a reason from the gateway the item still shows, and says none was given', async ({ page }) => {
    await signInAs(page, 'active')
    await page.route('**/watto/consultants/*/order/*', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { items: { reason?: unknown }[] }
      for (const item of body.items) delete item.reason
      await route.fulfill({ response, json: body })
    })
    await page.goto('/orders?status=rejected')
    const order = await answerOf(page, /\/order\/[^/]+$/, OrderDetail, () => rows(page).first().click())
    const item = order.items.find((candidate) => candidate.status === 'rejected')
    if (!item) throw new Error('no rejected item')
    expect(item.reason).toBeUndefined()
    await page
      .getByRole('link', { name: `Details of ${item.name}` })
      .first()
      .click()
    await expect(page.getByRole('heading', { name: 'Why it was rejected' })).toBeVisible()
    await expect(page.getByTestId('item-reason')).toHaveText('No reason was given.')
  })

  test('malformed order data shows the error view, not a blank page; an order type not written as one leads back to the list', async ({ page }) => {
    await signInAs(page, 'active')
    await page.route('**/watto/consultants/*/order/*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"id":1}' }))
    await page.goto('/orders/300010001/orderType/mall')
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    // A type the app does not know but written as one is asked for (hostile-answers.spec.ts); this one is not.
    await page.goto('/orders/300010001/orderType/Bike%20Shop')
    await expect(page).toHaveURL(/\/orders$/)
  })
})

for (const [locale, viewport] of [
  ['en', desktop],
  ['ar', desktop],
  ['ar', { width: 360, height: 780 }],
] as const) {
  test.describe(`orders in ${locale} at ${viewport.width}px`, () => {
    test.use({ locale, viewport })

    test('the list, the filters, an order and an item have no serious or critical axe violations', async ({ page }, testInfo) => {
      test.setTimeout(90_000)
      await signInAs(page, 'active')
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      await page.goto('/orders?status=returned')
      await expect(rows(page).first()).toBeVisible()
      const orderPath = await hrefOf(rows(page).first())
      const order = await answerOf(page, /\/order\/[^/]+$/, OrderDetail, () => page.goto(orderPath))
      const returned = order.items.find((item) => item.status === 'returned') ?? order.items[0]
      const screens = ['/orders?status=returned', '/orders/filter?status=returned', orderPath, `/orders/${order.id}/item/${returned?.id}`]
      for (const [index, path] of screens.entries()) {
        await page.goto(path)
        await expect(page.getByRole('main')).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        await page.screenshot({ path: testInfo.outputPath(`orders-${locale}-${viewport.width}-${index}.png`), fullPage: index > 0 })
        const { violations } = await new AxeBuilder({ page }).analyze()
        const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        expect(
          blocking.map((violation) => `${path} ${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        ).toEqual([])
      }
    })
  })
}
