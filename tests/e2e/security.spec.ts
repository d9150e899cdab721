import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Issue 8 §2: the app's files come with a Content-Security-Policy (scripts from the origin only,
 * no plugins, no <base>, no framing), Referrer-Policy and nosniff, and the app runs under them:
 * every screen walked here, with Chakra's injected styles on the onboarding ones, reports no
 * violation (the browser's securitypolicyviolation event and its console message both listened for).
 */
test.use({ serviceWorkers: 'block' })

async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`))
  })
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))]
}

test('the app is served with a Content-Security-Policy, Referrer-Policy and nosniff', async ({ request }) => {
  for (const path of ['/', '/home', '/sw.js']) {
    const response = await request.get(path)
    const headers = response.headers()
    const policy = headers['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("base-uri 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toContain("'unsafe-eval'")
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-content-type-options']).toBe('nosniff')
  }
})

test('the signed-in screens run under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page)
  await signInAs(page, 'active')
  await expect(page.getByRole('heading', { name: 'Hello, Ama' })).toBeVisible()
  expect(await violations()).toEqual([])
  for (const path of ['/account', '/faq']) {
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
})

test('the onboarding screens (with Chakra\'s injected styles) run under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page)
  expect(await signInAs(page, 'visitor')).toBe('/join')
  await expect(page.getByRole('heading', { level: 1, name: 'You are not a member yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Join', exact: true }).click()
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.getByLabel('First name')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})
