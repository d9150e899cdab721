import { expect, test, type Page } from '@playwright/test'
import { signInAs } from './support/sign-in'

/**
 * Issue 3: no redirect target from a query or a stored value can leave the app's origin.
 * The stored target (an hour's lifetime) is what /login/callback follows after sign-in.
 */
const HOSTILE = [
  '//evil.example/steal',
  'https://evil.example/steal',
  'javascript:alert(document.domain)',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '\t//evil.example',
  'data:text/html,<script>alert(1)</script>',
]

async function storeRedirectTarget(page: Page, value: string) {
  await page.goto('/')
  await page.evaluate((target) => {
    localStorage.setItem('consultant.redirectTarget', JSON.stringify({ value: target, expiresAt: Date.now() + 3_600_000 }))
  }, value)
}

test.describe('stored redirect targets stay inside the app', () => {
  for (const target of HOSTILE) {
    test(`a stored ${JSON.stringify(target)} is ignored`, async ({ page, baseURL }) => {
      let dialogs = 0
      page.on('dialog', (dialog) => {
        dialogs += 1
        void dialog.dismiss()
      })
      await storeRedirectTarget(page, target)
      const landed = await signInAs(page, 'active')
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
      expect(landed).toBe('/home')
      expect(dialogs).toBe(0)
    })
  }

  test('a safe stored target is followed after sign-in', async ({ page }) => {
    await storeRedirectTarget(page, '/account')
    expect(await signInAs(page, 'active')).toBe('/account')
  })
})

test.describe('query parameters cannot send the browser away', () => {
  for (const target of HOSTILE) {
    test(`?redirect=${JSON.stringify(target)} on the callback leads home`, async ({ page, baseURL }) => {
      await signInAs(page, 'active')
      await page.goto(`/login/callback?redirect=${encodeURIComponent(target)}&code=x&state=y`)
      await page.waitForURL((url) => url.pathname !== '/login/callback')
      expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
      expect(new URL(page.url()).pathname).toBe('/home')
    })
  }
})
