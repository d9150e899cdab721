import AxeBuilder from '@axe-core/playwright'
import type { Page, Route } from '@playwright/test'
import { expect, test } from './support/test'
import * as v from 'valibot'
import { ClientErrorReport } from '../../src/api/schemas/client-errors'
import { signInAs } from './support/sign-in'

/**
 * Hostile or unexpected gateway answers (issue 18), faked with page.route on top of the demo
 * gateway: a sign-in address that is not https, content whose ids name the app's globals, the
 * spec's own order type (ods) and types and statuses the app does not know, a login answer with
 * an account status and a gender the app does not know.
 */

const desktop = { width: 1280, height: 900 }
test.use({ viewport: desktop })

/** Answers a gateway GET with the demo gateway's own answer, changed by `change`. */
async function changeAnswer(route: Route, change: (body: Record<string, unknown>) => unknown) {
  const response = await route.fetch()
  const body = (await response.json()) as Record<string, unknown>
  await route.fulfill({ response, json: change(body) })
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)
}

test.describe('a sign-in address that is not https', () => {
  for (const url of ['javascript:window.__pwned=1', 'data:text/html,<script>window.__pwned=1</script>', 'http://evil.example/sign-in']) {
    test(`is never opened: ${url.slice(0, 24)}…`, async ({ page }) => {
      let asked = 0
      await page.route('**/api/v1/auth-url', (route) => {
        asked += 1
        return route.fulfill({ json: { sso: 1, url, state: 'state-hostile' } })
      })
      await page.goto('/')
      await page.getByTestId('connect').click()
      // Whichever comes first: the alert, or the address's script having run (the bug this guards against).
      // (The test server's Content-Security-Policy also blocks a javascript: address; a real host may not send one.)
      await page.waitForFunction(() => document.querySelector('[role="alert"]') !== null || (window as { __pwned?: unknown }).__pwned !== undefined, null, {
        timeout: 10_000,
      })
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
      await expect(page.getByRole('alert')).toContainText("The sign-in page's address could not be trusted, so it was not opened.")
      await expect(page).toHaveURL(/\/$/)
      expect(asked).toBe(1)
      // Connect asks again: a gateway that answers properly now signs in.
      await page.unroute('**/api/v1/auth-url')
      await page.getByTestId('connect').click()
      await page.waitForURL(/\/demo-sso/)
    })
  }

  for (const locale of ['en', 'ar'] as const) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale })
      test('the alert is announced and the intro has no serious axe violations', async ({ page }) => {
        await page.route('**/api/v1/auth-url', (route) => route.fulfill({ json: { sso: 1, url: 'javascript:window.__pwned=1', state: 's' } }))
        await page.goto('/')
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await page.getByTestId('connect').click()
        await expect(page.getByTestId('unsafe-sign-in')).toBeVisible()
        await expect(page.getByTestId('unsafe-sign-in')).toHaveAttribute('role', 'alert')
        expect(await seriousViolations(page)).toEqual([])
      })
    })
  }
})

test.describe('content whose ids and names are the app’s globals', () => {
  const hostile = [
    '<p id="intro">Questions about your commissions.</p>',
    '<a id="__earlyReads" href="#fees">Read about fees</a>',
    '<img name="__earlyReads" alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
    '<a id="requestIdleCallback" name="fetch">x</a>',
    '<img name="getElementById" alt="">',
    '<h2 id="fees">Fees</h2>',
    '<p><a href="/sales" data-testid="to-sales">See your sales</a></p>',
    '<p><a href="http://insecure.example/" data-testid="insecure">An http link</a></p>',
  ].join('')

  const openFaq = async (page: Page) => {
    await signInAs(page, 'active')
    await page.route('**/api/v1/mouse/blocks/faq', (route) => route.fulfill({ json: { key: 'faq', name: 'Frequently asked questions', content: hostile } }))
    await page.goto('/faq')
    await expect(page.getByText('Questions about your commissions.')).toBeVisible()
  }

  test('a screen opened from it still loads its figures', async ({ page }) => {
    await openFaq(page)
    // The content's own link: the sales screen's reads run while the content is still on the page.
    await page.getByTestId('to-sales').click()
    await expect(page).toHaveURL(/\/sales/)
    await expect(page.getByTestId('sales-amount')).not.toBeEmpty()
    await expect(page.getByText('Sorry, it seems that we are facing some issues.')).toHaveCount(0)
  })

  test('names no global of the page: ids and names are prefixed, in-page links follow them, an http link loses its address', async ({ page }) => {
    await openFaq(page)
    // The ids and names are prefixed: no element is reachable as a global of the page.
    expect(
      await page.evaluate(() => ['__earlyReads', 'requestIdleCallback', 'fetch'].map((name) => typeof (window as unknown as Record<string, unknown>)[name])),
    ).toEqual(['undefined', 'function', 'function'])
    expect(await page.evaluate(() => typeof document.getElementById)).toBe('function')
    await expect(page.locator('#user-content-fees')).toHaveText('Fees')
    await expect(page.getByRole('link', { name: 'Read about fees' })).toHaveAttribute('href', '#user-content-fees')
    // An http link keeps its text, not its address.
    await expect(page.getByTestId('insecure')).not.toHaveAttribute('href', /.*/)
  })
})

const ordersCall = '**/api/v1/watto/consultants/*/orders?*'
const detailCall = '**/api/v1/watto/consultants/*/order/*'

test.describe('orders of types and statuses the app does not know', () => {
  test('an ods order (spec section 3: food) is listed as Food and opens at /orders/{id}/orderType/ods', async ({ page }) => {
    await signInAs(page, 'active')
    let firstOds: { id: string; number: string } | null = null
    // The demo gateway writes ods orders itself; the first page is made to start with one.
    await page.route(ordersCall, (route) =>
      changeAnswer(route, (body) => {
        const data = body.data as { id: string; number: string; order_type: string }[]
        const ods = data.find((order) => order.order_type === 'ods')
        if (!ods) throw new Error('the demo gateway wrote no ods order on the first page')
        firstOds = ods
        return { ...body, data: [ods, ...data.filter((order) => order !== ods)] }
      }),
    )
    await page.goto('/orders')
    const row = page.getByTestId('order-row').first()
    await expect(row).toContainText('Food')
    const ods = firstOds as { id: string; number: string } | null
    if (!ods) throw new Error('no ods order')
    await row.click()
    await expect(page).toHaveURL(`/orders/${ods.id}/orderType/ods`)
    await expect(page.getByTestId('order-number')).toHaveText(`Order #${ods.number}`)
    await expect(page.getByTestId('order-type')).toHaveText('Food')
  })

  test('a type and an item status it does not know show as a generic order and “Status not known”; the list and the detail open', async ({ page }) => {
    await signInAs(page, 'active')
    let changedId = ''
    await page.route(ordersCall, (route) =>
      changeAnswer(route, (body) => {
        const [first, ...rest] = body.data as Record<string, unknown>[]
        changedId = String(first?.id)
        return { ...body, data: [{ ...first, order_type: 'pharmacy', item_statuses: ['lost_in_transit'] }, ...rest] }
      }),
    )
    await page.route(detailCall, (route) => {
      const url = new URL(route.request().url())
      expect(url.searchParams.get('order_type')).toBe('pharmacy')
      // The demo gateway knows no pharmacy: ask it for the order as it is, answer with the unknown type and status.
      url.searchParams.delete('order_type')
      return route.fetch({ url: url.toString() }).then(async (response) => {
        const order = (await response.json()) as { items: Record<string, unknown>[] } & Record<string, unknown>
        const items = order.items.map((item) => ({ ...item, order_type: 'pharmacy', status: 'lost_in_transit' }))
        await route.fulfill({ response, json: { ...order, order_type: 'pharmacy', items } })
      })
    })
    await page.goto('/orders')
    const row = page.getByTestId('order-row').first()
    await expect(row).toContainText('Order')
    await expect(row).toContainText('Status not known')
    await expect(page.getByTestId('order-row')).not.toHaveCount(1)
    expect(await seriousViolations(page)).toEqual([])
    await row.click()
    await expect(page).toHaveURL(`/orders/${changedId}/orderType/pharmacy`)
    await expect(page.getByTestId('order-type')).toHaveText('Order')
    await expect(page.getByTestId('item-status').first()).toHaveText('Status not known')
    expect(await seriousViolations(page)).toEqual([])
  })

  test.describe('in Arabic', () => {
    test.use({ locale: 'ar' })
    test('the generic order and its unknown status have no serious axe violations', async ({ page }) => {
      await signInAs(page, 'active')
      await page.route(ordersCall, (route) =>
        changeAnswer(route, (body) => {
          const [first, ...rest] = body.data as Record<string, unknown>[]
          return { ...body, data: [{ ...first, order_type: 'pharmacy', item_statuses: ['lost_in_transit', 'completed'] }, ...rest] }
        }),
      )
      await page.goto('/orders')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.getByTestId('order-row').first()).toContainText('حالة غير معروفة')
      expect(await seriousViolations(page)).toEqual([])
    })
  })
})

test.describe('a login answer with values the app does not know', () => {
  test('an unknown account status and gender still sign in, shown as the gateway words them and as not set, and are reported without the values', async ({
    page,
    request,
  }) => {
    await page.route('**/api/v1/login', (route) =>
      changeAnswer(route, (body) => {
        const response = body.response as { customer_data: Record<string, unknown> }
        return {
          ...body,
          response: { ...response, customer_data: { ...response.customer_data, status: { id: 'on_hold', label: 'On hold' }, gender: 'x-unlisted' } },
        }
      }),
    )
    const landed = await signInAs(page, 'active')
    expect(landed).toBe('/home')
    await expect(page.getByTestId('this-month').first()).not.toBeEmpty()
    await page.goto('/account')
    await expect(page.getByTestId('account-status')).toHaveText('On hold')
    await page.goto('/personal-info')
    await expect(page.locator('[data-field="gender"]')).toContainText('Not given')
    await expect
      .poll(async () => {
        const reports = v.parse(v.object({ data: v.array(ClientErrorReport) }), await (await request.get('/api/v1/client-errors')).json()).data
        return reports.filter((report) => report.kind === 'unknownValue' && report.call === 'POST login').map((report) => report.issues)
      })
      .toContainEqual(['unknown account status', 'unknown gender'])
    const all = JSON.stringify(await (await request.get('/api/v1/client-errors')).json())
    expect(all).not.toMatch(/on_hold|x-unlisted/)
  })
})
