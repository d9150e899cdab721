import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'
import { PERSONAS } from '../../gateway/personas'
import { FIRST_NAMES, LAST_NAMES } from '../../gateway/data/people'
import { CATEGORIES, OFFICIAL_STORE, SERVICES } from '../../gateway/data/catalog'

/**
 * Issue 22 §1: in Arabic, the consultant reads no English, the gateway's texts included (it answers in the language of
 * Accept-Language), apart from names of people, products and brands, currency codes, e-mail addresses, URLs and order
 * numbers. The words are those drawn on the page: every visible text node.
 */

/** The names a page may show as they are: the demo's people, products, brands and sellers, and the currency code. */
const NAMES = new Set(
  [
    ...FIRST_NAMES,
    ...LAST_NAMES,
    ...PERSONAS.flatMap((p) => [p.first_name, p.last_name]),
    ...CATEGORIES.flatMap((c) => c.products.flatMap((p) => [p.name, p.brand ?? ''])),
    ...SERVICES.flatMap((s) => s.offers.flatMap((o) => [o.name, o.vendor])),
    OFFICIAL_STORE,
    'GHS',
  ].flatMap((name) => latinWords(name)),
)
/** Initials of a person (the avatar) and codes the app's own Arabic keeps: the file format, the kind of customer. */
const ALSO_ALLOWED = new Set([
  ...[...FIRST_NAMES, ...PERSONAS.map((p) => p.first_name)].flatMap((first) =>
    [...LAST_NAMES, ...PERSONAS.map((p) => p.last_name)].map((last) => `${first[0]}${last[0]}`),
  ),
  'PDF',
  'B2C',
])

function latinWords(text: string): string[] {
  return (
    text
      .replace(/\S+@\S+\.\S+/g, ' ') // e-mail addresses
      .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/g, ' ') // addresses
      .replace(/#\s?[\w-]+/g, ' ') // order numbers
      .match(/[A-Za-z][A-Za-z0-9’'-]*/g)
      ?.map((word) => word.replace(/[’'-]+$/, '')) ?? []
  )
}

/** The Latin words of the page's visible text that are not names. */
async function englishWords(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest('script, style, noscript, svg title') || !parent.checkVisibility({ visibilityProperty: true })) continue
      if (node.textContent?.trim()) found.push(node.textContent)
    }
    return found
  })
  return [...new Set(texts.flatMap(latinWords).filter((word) => !NAMES.has(word) && !ALSO_ALLOWED.has(word)))]
}

/** The screen has drawn its data: no placeholder left, no request under way. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.ui-skeleton')).toHaveCount(0)
  await expect(page.locator('main')).not.toBeEmpty()
}

test.describe('Arabic all the way down', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('in Arabic, /home, /level, /bonuses, /faq and /notifications show no English but names', async ({ page }) => {
    // An Arabic reader's app is in Arabic from the intro on, so the sign-in's answer is too.
    await page.goto('/')
    await page.getByRole('button', { name: /العربية/ }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await signInAs(page, 'arabic')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    for (const path of ['/home', '/level', '/bonuses', '/faq', '/notifications']) {
      await page.goto(path)
      await settled(page)
      expect(await page.locator('main').innerText(), path).toMatch(/[\u0600-\u06FF]/)
      expect(await englishWords(page), path).toEqual([])
    }
  })

  test('switching the language reads the screen again: en → ar, the level in Arabic', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/account')
    await settled(page)
    await expect(page.getByTestId('account-status')).toHaveText('Active')
    await expect(page.locator('.account-badges')).toContainText('Silver')
    await page.goto('/level')
    await settled(page)
    await expect(page.getByRole('heading', { name: 'Gold' }).first()).toBeVisible()
    await page.goto('/account')
    await page.getByRole('button', { name: /العربية/ }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    // What came with the sign-in in English follows too: the status in the app's words, the level's name read again.
    await expect(page.getByTestId('account-status')).toHaveText('نشط')
    await expect(page.locator('.account-badges')).toContainText('الفضي')
    await expect(page.locator('.account-badges')).not.toContainText('Silver')
    await page.getByRole('link', { name: 'المستوى' }).first().click()
    await settled(page)
    await expect(page.getByText('الذهبي').first()).toBeVisible()
    expect(await englishWords(page)).toEqual([])
  })
})
