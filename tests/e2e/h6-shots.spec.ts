// Temporary (h6): screenshots of long values at 360 px. Deleted after use.
import type { Page, Route } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

const oneWord = 'Oluwaseunkwabenaasantewaaboatengmensah'.repeat(6).slice(0, 200)
const words = 'Kwame Nkrumah Asantewaa Boateng Mensah Oluwaseun Adjoa Agyeman '.repeat(4).slice(0, 200).trim()
const productWord = 'SamsungGalaxyA15128GB4GBRAMDualSIMBlueBlack'.repeat(5).slice(0, 200)
const product = 'Samsung Galaxy A15 128GB 4GB RAM Dual SIM Blue Black with charger and protective case, official warranty '.repeat(2).slice(0, 200).trim()
const personNames = new Set(['first_name', 'last_name', 'customer_name', 'full_name', 'account_name', 'store_name'])
const amounts = new Set(['amount', 'previous_amount', 'total_paid', 'total_commission', 'price_paid', 'commission', 'confirmed', 'pending', 'payable', 'penalty_amount', 'total_sales', 'reward'])
function lengthen(body: unknown): unknown {
  let count = 0
  let products = 0
  const walk = (value: unknown, key: string, parent: Record<string, unknown> | null): unknown => {
    if (Array.isArray(value)) return value.map((entry) => walk(entry, key, parent))
    if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>
      return Object.fromEntries(Object.entries(object).map(([field, entry]) => [field, walk(entry, field, object)]))
    }
    if (typeof value === 'string' && value && personNames.has(key)) return count++ % 2 === 0 ? oneWord : words
    if (typeof value === 'string' && key === 'name' && parent && 'sku' in parent) return products++ % 2 === 0 ? productWord : product
    if (typeof value === 'string' && key === 'name' && parent && 'phone' in parent) return count++ % 2 === 0 ? oneWord : words
    if (typeof value === 'number' && value !== 0 && amounts.has(key)) return Math.sign(value) * 18518518351.85
    return value
  }
  return walk(body, '', null)
}
async function answerLong(route: Route) {
  const response = await route.fetch()
  if (!(response.headers()['content-type'] ?? '').includes('json')) return route.fulfill({ response })
  await route.fulfill({ response, json: lengthen(await response.json()) })
}
async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
}
const tag = process.env.SHOTS_TAG ?? 'before'
const paths = (process.env.SHOTS ?? '/home').split(',')
const long = process.env.SHOTS_PLAIN ? false : true
for (const locale of (process.env.SHOTS_LOCALES ?? 'en,ar').split(',')) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 360, height: 780 }, colorScheme: process.env.SHOTS_DARK ? 'dark' : 'light' })
    test(`shots ${locale}`, async ({ page }) => {
      test.setTimeout(180_000)
      if (long) await page.route('**/api/v1/**', answerLong)
      await signInAs(page, process.env.SHOTS_PERSONA ?? 'active')
      for (const path of paths) {
        const t = Date.now()
        let href = path
        if (path.includes('>>')) {
          const [from, link, item] = path.split('>>')
          await page.goto(from!)
          await settle(page)
          href = (await page.locator(link!).first().getAttribute('href')) ?? '/'
          if (item) {
            await page.goto(href)
            await settle(page)
            href = (await page.locator(item).first().getAttribute('href')) ?? '/'
          }
        }
        await page.goto(href)
        await settle(page)
        const name = path.replace(/[^a-z0-9]+/gi, '_')
        await page.screenshot({ path: `/tmp/h6-shots/${tag}-${locale}${process.env.SHOTS_DARK ? '-dark' : ''}${long ? '' : '-plain'}${name}.png`, fullPage: !process.env.SHOTS_VIEWPORT })
        console.log(path, Date.now() - t, 'ms')
      }
    })
  })
}
