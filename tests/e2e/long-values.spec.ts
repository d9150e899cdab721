import type { Page, Route } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Issue 38 §8, §12, §13: real data is longer than the demo's. Every gateway answer is rewritten (page.route) with
 * people's names of 200 characters (one word, or words), product names as long and 12-digit amounts; every
 * signed-in screen then holds 360 px in English and Arabic: the page does not scroll sideways and no element of
 * #main is wider than the viewport. In every list of figures the amounts end at one x, and no member's amount
 * breaks across lines.
 */

const phone = { width: 360, height: 780 }

/** 200 characters: one word (no space to break at), and words. */
const oneWord = 'Oluwaseunkwabenaasantewaaboatengmensah'.repeat(6).slice(0, 200)
const words = 'Kwame Nkrumah Asantewaa Boateng Mensah Oluwaseun Adjoa Agyeman '.repeat(4).slice(0, 200).trim().padEnd(200, 'a')
const productWord = 'SamsungGalaxyA15128GB4GBRAMDualSIMBlueBlack'.repeat(5).slice(0, 200)
const productWords = 'Samsung Galaxy A15 128GB 4GB RAM Dual SIM Blue Black with charger and protective case, official warranty '
  .repeat(2)
  .slice(0, 200)
  .trim()
  .padEnd(200, 'y')
const amount = 18518518351.85

/** People's names in the answers (the login's customer_data, members, the leader, customers, payment accounts' holders). */
const personNames = new Set(['first_name', 'last_name', 'customer_name', 'full_name', 'account_name', 'store_name'])
/** Money in the answers (src/api/schemas: `Money`). */
const amounts = new Set([
  'amount',
  'previous_amount',
  'total_paid',
  'total_commission',
  'price_paid',
  'commission',
  'confirmed',
  'pending',
  'payable',
  'penalty_amount',
  'total_sales',
  'reward',
])

/** An answer with long values: names alternate one word and words; an amount keeps its sign, and zero stays zero (a row with nothing leads nowhere). */
function lengthen(body: unknown): unknown {
  let people = 0
  let products = 0
  const person = () => (people++ % 2 === 0 ? oneWord : words)
  const walk = (value: unknown, key: string, parent: Record<string, unknown> | null): unknown => {
    if (Array.isArray(value)) return value.map((entry) => walk(entry, key, parent))
    if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>
      return Object.fromEntries(Object.entries(object).map(([field, entry]) => [field, walk(entry, field, object)]))
    }
    if (typeof value === 'string' && value !== '' && personNames.has(key)) return person()
    // An order item's name (a product: it has a SKU) and an order's customer's (it has a phone).
    if (typeof value === 'string' && key === 'name' && parent && 'sku' in parent) return products++ % 2 === 0 ? productWord : productWords
    if (typeof value === 'string' && key === 'name' && parent && 'phone' in parent) return person()
    if (typeof value === 'number' && value !== 0 && amounts.has(key)) return Math.sign(value) * amount
    return value
  }
  return walk(body, '', null)
}

async function answerLong(route: Route) {
  const response = await route.fetch()
  if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response })
  await route.fulfill({ response, json: lengthen(await response.json()) })
}

/** A screen of the walk: a path, or the first link of a list that matches (its details, whatever its id), then maybe the first link there. */
type Screen = { path: string } | { from: string; link: string; then?: string }

const leaderScreens: Screen[] = [
  { path: '/home' },
  { path: '/account' },
  { path: '/faq' },
  { path: '/sales' },
  { path: '/sales/status/completed' },
  { from: '/sales', link: 'a[href^="/sales/category/"]' },
  { path: '/commissions' },
  { path: '/commissions/confirmed' },
  { from: '/commissions/confirmed', link: '.figures-rows a[href^="/commissions/"]' },
  { path: '/commissions/group-by-sale' },
  { path: '/commissions/services' },
  { path: '/commissions/pending' },
  { path: '/commissions/pending/direct' },
  { from: '/commissions/pending/direct', link: '.figures-rows a[href^="/commissions/pending/direct/"]' },
  { path: '/commissions/statement' },
  { path: '/bonuses' },
  { from: '/bonuses', link: 'a[href^="/bonuses/details/"]' },
  { path: '/orders' },
  { path: '/orders/filter' },
  { from: '/orders', link: 'a[href*="/orderType/"]' },
  { from: '/orders', link: 'a[href*="/orderType/"]', then: 'a[href*="/item/"]' },
  { path: '/success-rate' },
  { path: '/level' },
  { path: '/level/advantages' },
  { path: '/level/next-level-advantages' },
  { path: '/notifications' },
  { path: '/team-members' },
  { from: '/team-members', link: 'a[href^="/team-members/"]:not([href$="/recruit"])' },
  { path: '/team-members/recruit' },
  { path: '/personal-info' },
  { path: '/personal-info/edit' },
  { path: '/payment-method' },
  { from: '/payment-method', link: 'a[href$="/edit"]' },
  { path: '/payment-method/mobile_money' },
  { path: '/payment-method/bank_transfer' },
]

/** The screens only other personas have. */
const walks = [
  { persona: 'active', screens: leaderScreens },
  { persona: 'member', screens: [{ path: '/home' }, { path: '/team-leader' }] },
  { persona: 'suspended', screens: [{ path: '/suspended-info' }] },
]

async function settle(page: Page) {
  // The screen's answers have come (no loading part left is not enough: the screen may not have mounted yet).
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
  // Rows drawn only near the screen (content-visibility) are laid out, so each is measured.
  await page.addStyleTag({ content: '#main * { content-visibility: visible !important; }' })
}

async function hrefOf(page: Page, from: string, link: string): Promise<string> {
  await page.goto(from)
  const href = await page.locator(link).first().getAttribute('href')
  if (!href) throw new Error(`no link ${link} on ${from}`)
  return href
}

async function visit(page: Page, screen: Screen): Promise<string> {
  let path = 'path' in screen ? screen.path : await hrefOf(page, screen.from, screen.link)
  if ('then' in screen && screen.then) path = await hrefOf(page, path, screen.then)
  await page.goto(path)
  await settle(page)
  return path
}

/**
 * What sticks out of the viewport: the page's scroll width, and each element of #main whose box leaves it (one
 * inside a box that scrolls or clips on its own, a chart's plot, a slider, a table's box, is that box's business).
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const main = document.querySelector('#main')
    const wide: string[] = []
    for (const element of main?.querySelectorAll('*') ?? []) {
      const box = element.getBoundingClientRect()
      if ((box.width === 0 && box.height === 0) || (box.left >= -0.5 && box.right <= width + 0.5)) continue
      let clipped = false
      for (let up = element.parentElement; up && up !== main && !clipped; up = up.parentElement) clipped = getComputedStyle(up).overflowX !== 'visible'
      if (clipped) continue
      const text = (element.textContent ?? '').trim().slice(0, 40)
      wide.push(`<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${Math.round(box.left)}…${Math.round(box.right)} "${text}"`)
    }
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 6) }
  })
}

/** The lists of figures whose amounts do not end at one x (their right in English, their left in Arabic), with the edges. */
function ragged(page: Page) {
  return page.locator('#main .figures-rows').evaluateAll((lists) =>
    lists
      .map((list) => {
        const edges = [...list.querySelectorAll('.figures-row-amount')].map((amount) => {
          const box = amount.getBoundingClientRect()
          return Math.round((document.dir === 'rtl' ? box.left : box.right) * 10) / 10
        })
        return { list: list.getAttribute('aria-label') ?? '', edges }
      })
      .filter(({ edges }) => edges.length > 1 && Math.max(...edges) - Math.min(...edges) > 1),
  )
}

/** Team members' amounts (or, given, each line of their figures) split across lines: its rects lie on more than one line. */
function brokenAmounts(page: Page, selector = '#main .team-row-figures .ui-isolate') {
  return page.locator(selector).evaluateAll((amounts) =>
    amounts
      .filter((amount) => {
        // The text's own rects (a flex item is a block: its box is one rect whatever its lines).
        const range = document.createRange()
        range.selectNodeContents(amount)
        const middles = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top + rect.height / 2)
        return middles.length > 0 && Math.max(...middles) - Math.min(...middles) > 4
      })
      .map((amount) => amount.textContent ?? ''),
  )
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`${locale} at 360px with long names and amounts`, () => {
    test.use({ locale, viewport: phone })

    for (const { persona, screens } of walks) {
      test(`every screen of the ${persona} persona holds 360 px; amounts line up and stay whole`, async ({ page }) => {
        test.setTimeout(180_000)
        await page.route('**/api/v1/**', answerLong)
        await signInAs(page, persona)
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        for (const screen of screens) {
          const path = await visit(page, screen)
          const found = await overflow(page)
          // Soft: one run reports every screen, not only the first.
          expect.soft(found.wide, `${path}: elements of #main wider than the viewport`).toEqual([])
          expect.soft(found.scrollWidth, `${path}: the page's scroll width`).toBeLessThanOrEqual(phone.width)
          expect.soft(await ragged(page), `${path}: amounts that do not end at one x`).toEqual([])
          expect.soft(await brokenAmounts(page), `${path}: members' amounts broken across lines`).toEqual([])
        }
      })
    }
  })

  test.describe(`${locale} at 360px with the demo's figures`, () => {
    test.use({ locale, viewport: phone })

    test('/sales by status and the commission breakdowns: amounts end at one x; /team-members: no amount breaks', async ({ page }) => {
      // The first row of each breakdown has nothing (zero now and before): it leads nowhere, so it has no chevron.
      await page.route(/\/api\/v1\/watto\/consultants\/\d+\/(sales\/by-status|commissions\/grouped-by-\w+|commissions\/total-services)\?/, async (route) => {
        const response = await route.fetch()
        const body = (await response.json()) as { data: Record<string, unknown>[] }
        const [first, ...rest] = body.data
        const nothing = first && Object.fromEntries(Object.entries(first).map(([key, value]) => [key, typeof value === 'number' ? 0 : value]))
        await route.fulfill({ response, json: { ...body, data: nothing ? [nothing, ...rest] : rest } })
      })
      await signInAs(page, 'active')
      for (const path of ['/sales', '/commissions', '/commissions/confirmed', '/commissions/pending/direct', '/commissions/services']) {
        await page.goto(path)
        await settle(page)
        for (const showAll of await page.locator('#main .figures-show-all').all()) await showAll.click()
        await expect(page.locator('#main .figures-row:not(:has(a))').first()).toBeVisible()
        expect.soft(await ragged(page), `${path}: amounts that do not end at one x`).toEqual([])
      }
      await page.goto('/team-members')
      await expect(page.getByTestId('member-sales').first()).toBeVisible()
      await settle(page)
      expect(await page.locator('.team-row-figures .ui-isolate').count()).toBeGreaterThan(20)
      expect(await brokenAmounts(page)).toEqual([])
      // With the demo's amounts every row has one shape: the sales, the items and "Commission: GHS 1,648.48" each on one line.
      expect(await brokenAmounts(page, '#main .team-row-figures > *')).toEqual([])
    })
  })
}
