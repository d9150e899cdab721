import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { HEADERS_FILE, readHeadersFile } from '../../build/security-headers'
import { HEADER_ONLY_DIRECTIVES } from '../../src/config/security-headers'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Issue 8 §2: the app's files come with a Content-Security-Policy (scripts from the origin only,
 * no plugins, no <base>, no framing), Referrer-Policy and nosniff, and the app runs under them:
 * every screen walked here, with Chakra's injected styles on the onboarding ones, reports no
 * violation (the browser's securitypolicyviolation event and its console message both listened for).
 * Issue 18: the build carries the policy itself (a <meta> in index.html, `_headers`, an nginx snippet), so a
 * host that sends no header still applies it; the app runs under the meta policy alone too.
 */

/** The build the test server serves (tests/scripts/serve-app.ts). */
const buildRoot = process.env.APP_ROOT ?? 'dist'
const metaPolicy = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&') ?? null
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

test("the onboarding screens (with Chakra's injected styles) run under the policy without a violation", async ({ page }) => {
  const violations = await watchViolations(page)
  expect(await signInAs(page, 'visitor')).toBe('/join')
  await expect(page.getByRole('heading', { level: 1, name: 'You are not a member yet' })).toBeVisible()
  await page.getByRole('button', { name: 'Join', exact: true }).click()
  await expect(page).toHaveURL(/\/register$/)
  await expect(page.getByLabel('First name')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

test('the build carries the policy: a meta tag first in index.html, and _headers with every header', async ({ request }) => {
  const built = readFileSync(`${buildRoot}/index.html`, 'utf8')
  const policy = metaPolicy(built)
  expect(policy).not.toBeNull()
  // First in <head>: a meta policy covers only what comes after it.
  expect(built.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(built.search(/<script|<link/))
  expect(policy).toContain("script-src 'self'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).not.toContain("'unsafe-eval'")
  for (const ignored of HEADER_ONLY_DIRECTIVES) expect(policy).not.toContain(ignored)

  const headers = readHeadersFile(readFileSync(`${buildRoot}/${HEADERS_FILE}`, 'utf8'))
  expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'")
  // The header is the meta policy plus what only a header can say.
  expect(headers['Content-Security-Policy']).toBe(`${policy}; frame-ancestors 'none'`)
  expect(readFileSync(`${buildRoot}/nginx-security-headers.conf`, 'utf8')).toContain(
    `add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`,
  )

  for (const path of ['/', '/home', '/personal-info/edit']) {
    const served = await request.get(path)
    expect(metaPolicy(await served.text()), path).toBe(policy)
    // What the test server sends is what the build wrote for the host.
    for (const [name, value] of Object.entries(headers)) expect(served.headers()[name.toLowerCase()], `${path} ${name}`).toBe(value)
  }
})

test('from a host that sends no header, the meta policy alone applies and the app runs under it', async ({ page }) => {
  // Every page arrives without the policy header, as from a host serving dist/ as it is.
  let stripped = 0
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback()
    const response = await route.fetch()
    const headers = { ...response.headers() }
    if (headers['content-security-policy']) stripped += 1
    delete headers['content-security-policy']
    await route.fulfill({ response, headers })
  })
  const violations = await watchViolations(page)
  await signInAs(page, 'store')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const path of ['/home', '/personal-info/edit', '/payment-method', '/account']) {
    await page.goto(path)
    await expect(page.getByRole('main')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations(), path).toEqual([])
  }
  expect(stripped).toBeGreaterThanOrEqual(5)

  // The policy is in force: an inline script is refused (and reported), and did not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
    return (window as unknown as { injected?: boolean }).injected === true
  })
  expect(ran).toBe(false)
  await expect.poll(async () => (await violations()).some((v) => /script-src/.test(v))).toBe(true)
})
