import type { Page } from '@playwright/test'
import { expect } from './test'

/**
 * Signs in through the intro and the demo central sign-in, as a person would:
 * Connect, pick the persona on the sign-in page, come back through /login/callback.
 * `start` is the first URL (e.g. '/?impersonate=kofi.boateng@example.com' or '/join?referral=EXT-1001').
 * Resolves once the app has left the callback and drawn; returns the path it landed on.
 */
export async function signInAs(page: Page, persona: string, start = '/'): Promise<string> {
  await page.goto(start)
  if (new URL(page.url()).pathname !== '/') await page.goto('/')
  await page.getByTestId('connect').click()
  await page.waitForURL(/\/demo-sso/)
  await page.locator(`[data-persona="${persona}"]`).click()
  await page.waitForURL((url) => url.pathname !== '/login/callback' && !url.pathname.startsWith('/demo-sso'))
  await appDrawn(page)
  return new URL(page.url()).pathname
}

/**
 * The app has drawn its first screen: #root holds what the app rendered, no longer the page's prerendered markup
 * (build/prerender.ts: the intro and the signed-in frame are in the HTML from the start, hidden or not).
 */
export async function appDrawn(page: Page): Promise<void> {
  await expect(page.locator('#root [data-prerender]')).toHaveCount(0, { timeout: 15_000 })
  await expect(page.locator('#root')).not.toBeEmpty()
}
