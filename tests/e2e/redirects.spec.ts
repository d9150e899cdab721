import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
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
    // Kept while nobody was signed in (owner null): for whoever signs in next.
    localStorage.setItem('consultant.redirectTarget', JSON.stringify({ value: { path: target, owner: null }, expiresAt: Date.now() + 3_600_000 }))
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

test.describe('content links cannot run script or leave silently', () => {
  const hostileBlock = {
    key: 'faq',
    name: 'FAQ',
    content: [
      '<p><a id="js" href="javascript:alert(document.domain)">Click me</a></p>',
      '<p><a id="proto" href="//evil.example/steal">Protocol-relative</a></p>',
      '<p><a id="away" href="https://www.marketplace.example/deals">Deals</a></p>',
      '<p><a id="data" href="data:text/html,<script>alert(1)</script>">Data</a></p>',
      '<p><a id="inside" href="/account">Your account</a></p>',
      '<img id="img" src="x" onerror="alert(1)">',
      '<svg><a id="svg" xlink:href="javascript:alert(1)"><text>svg</text></a></svg>',
    ].join(''),
  }

  test('a content page keeps internal links in the app and defuses the rest', async ({ page, baseURL }) => {
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await signInAs(page, 'active')
    await page.route('**/api/v1/mouse/blocks/faq', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(hostileBlock) }),
    )
    await page.goto('/faq')
    const content = page.getByTestId('content-block')
    await expect(content.getByText('Click me')).toBeVisible()
    // javascript:, data: and protocol-relative URLs are removed (src/domain/safe-url.ts); an https address leaves only in
    // a new tab, without the opener. Content ids are prefixed (SANITIZE_NAMED_PROPS), so none names a global of the page.
    const hrefs = await content.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? link.getAttribute('xlink:href') ?? ''))
    expect(hrefs.filter((href) => /^\s*(javascript|data):/i.test(href))).toEqual([])
    await expect(content.locator('#user-content-inside')).toHaveAttribute('href', '/account')
    await expect(content.locator('#user-content-proto')).not.toHaveAttribute('href', /.*/)
    await expect(content.locator('#user-content-away')).toHaveAttribute('target', '_blank')
    await expect(content.locator('#user-content-away')).toHaveAttribute('rel', /noopener/)
    await expect(content.locator('#user-content-img')).not.toHaveAttribute('onerror', /.*/)
    await content.getByText('Click me').click()
    await content.locator('#user-content-img').hover()
    expect(dialogs).toBe(0)
    // An internal link navigates inside the app, without a page load.
    const loads: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && loads.push(frame.url()))
    await content.getByRole('link', { name: 'Your account' }).click()
    await expect(page).toHaveURL(/\/account$/)
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin)
    expect(loads.filter((url) => !url.endsWith('/account'))).toEqual([])
  })
})

test.describe('the sign-in callback follows only the sign-in it started', () => {
  test('a forged callback (no state stored for it) never reaches the login call', async ({ page }) => {
    const logins: string[] = []
    page.on('request', (request) => request.url().endsWith('/api/v1/login') && logins.push(request.url()))
    await page.goto('/')
    await page.goto('/login/callback?code=stolen-code&state=forged')
    // A mismatched state starts the central sign-in again (spec section 8) instead of exchanging the code.
    await page.waitForURL((url) => url.pathname !== '/login/callback')
    expect(logins).toEqual([])
  })

  test('a hostile code or state in the callback is dropped, not sent', async ({ page }) => {
    const bodies: string[] = []
    page.on('request', (request) => request.url().endsWith('/api/v1/login') && bodies.push(request.postData() ?? ''))
    await page.goto('/')
    await page.goto(`/login/callback?code=${encodeURIComponent('<script>alert(1)</script>')}&state=${encodeURIComponent('"><img>')}`)
    await page.waitForURL((url) => url.pathname !== '/login/callback')
    expect(bodies).toEqual([])
  })
})
