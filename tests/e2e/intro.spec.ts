import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'

const intro = {
  en: { dir: 'ltr', connect: 'Connect with your account', signingIn: 'Signing you in…' },
  fr: { dir: 'ltr', connect: 'Se connecter avec votre compte', signingIn: 'Connexion en cours…' },
  ar: { dir: 'rtl', connect: 'تسجيل الدخول بحسابك', signingIn: 'جارٍ تسجيل دخولك…' },
} as const

type Locale = keyof typeof intro
const locales = Object.keys(intro) as Locale[]

async function expectLocale(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', intro[locale].dir)
  await expect(page.getByRole('button', { name: intro[locale].connect })).toBeVisible()
}

for (const locale of locales) {
  test.describe(`intro in ${locale}`, () => {
    // The browser's language picks the locale when the consultant has not chosen one.
    test.use({ locale })

    test('connects through the central sign-in and comes back with code and state', async ({ page }) => {
      await page.goto('/')
      await expectLocale(page, locale)

      await page.getByRole('button', { name: intro[locale].connect }).click()
      await page.waitForURL(/\/demo-sso/)
      // The state the app kept for the callback (a stored value: { value, expiresAt }).
      const stored = await page.evaluate(() => JSON.parse(sessionStorage.getItem('auth.state') ?? 'null')?.value ?? null)
      expect(stored).toBeTruthy()
      const persona = page.locator('[data-persona="active"]')
      await expect(persona).toHaveAccessibleName(/Active consultant \(team leader\)/)
      const callback = page.waitForRequest(/\/login\/callback\?/)
      await persona.click()

      const back = new URL((await callback).url())
      expect(back.searchParams.get('code')).toBeTruthy()
      expect(back.searchParams.get('state')).toBe(stored)
      await expect(page.locator('html')).toHaveAttribute('dir', intro[locale].dir)
    })
  })
}

test('the language switcher changes language and direction, and the choice survives a reload', async ({ page }) => {
  await page.goto('/')
  await expectLocale(page, 'en')
  await page.getByRole('button', { name: 'العربية' }).click()
  await expectLocale(page, 'ar')
  await page.reload()
  await expectLocale(page, 'ar')
  await page.getByRole('button', { name: 'Français' }).click()
  await expectLocale(page, 'fr')
})

test('an unknown path goes to the intro', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/$/)
  await expectLocale(page, 'en')
})

test('a failing gateway shows the error and Try again recovers', async ({ page }) => {
  let fail = true
  await page.route('**/api/v1/auth-url', (route) => (fail ? route.abort('connectionrefused') : route.fallback()))
  await page.goto('/')
  await page.getByRole('button', { name: intro.en.connect }).click()
  await expect(page.getByRole('alert')).toContainText('Sorry, it seems that we are facing some issues.')
  fail = false
  await page.getByRole('button', { name: 'Try again' }).click()
  await page.waitForURL(/\/demo-sso/)
})

for (const [locale, colorScheme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test.describe(`accessibility in ${locale}, ${colorScheme} mode`, () => {
    test.use({ locale, colorScheme })

    test('the intro has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/')
      await expectLocale(page, locale)
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`))
      const { violations } = await new AxeBuilder({ page }).analyze()
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${v.id}: ${v.help}`)).toEqual([])
    })
  })
}
