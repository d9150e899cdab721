import type { Page } from '@playwright/test'
import { expect } from './test'

/**
 * Signs in through the intro and the demo central sign-in, as a person would:
 * Connect, pick the persona on the sign-in page, come back through /login/callback.
 * `start` is the first URL (e.g. '/?impersonate=kofi.boateng@example.com' or '/join?referral=EXT-1001').
 * Resolves once the app has left the callback; returns the path it landed on.
 */
export async function signInAs(page: Page, persona: string, start = '/'): Promise<string> {
  await page.goto(start)
  if (new URL(page.url()).pathname !== '/') await page.goto('/')
  await page.getByTestId('connect').click()
  await page.waitForURL(/\/demo-sso/)
  await page.locator(`[data-persona="${persona}"]`).click()
  await page.waitForURL((url) => url.pathname !== '/login/callback' && !url.pathname.startsWith('/demo-sso'))
  await expect(page.locator('#root')).not.toBeEmpty()
  return new URL(page.url()).pathname
}
