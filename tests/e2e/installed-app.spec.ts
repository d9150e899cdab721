import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import type { BrowserContext, Page, Response } from '@playwright/test'
import * as v from 'valibot'
import { NotificationPage } from '../../src/api/schemas'
import { expect, newTestContext, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * An installed app that behaves like one (issue 22 §4) against the built app and the demo gateway: the unread
 * count on the app's icon (the Badging API, stood in for: a test browser is no installed app), the shortcuts of
 * the app's icon in the manifest of each language, the "What's new" note once after an update.
 */

const desktop = { width: 1280, height: 900 }
test.use({ viewport: desktop })

const pathOf = (r: Response) => new URL(r.url()).pathname
/** The unread count's read (one notification, for its total_unread), not a page of the list. */
const isCount = (r: Response) =>
  /\/kazuda\/notifications\/\d+$/.test(pathOf(r)) && r.request().method() === 'GET' && new URL(r.url()).searchParams.get('per_page') === '1'
const bell = (page: Page) => page.locator('header').getByRole('link', { name: /^Notifications/ })
const isPage = (r: Response) =>
  /\/kazuda\/notifications\/\d+$/.test(pathOf(r)) && r.request().method() === 'GET' && new URL(r.url()).searchParams.get('per_page') === '10'

test.describe('the unread count on the app’s icon', () => {
  /**
   * navigator.setAppBadge and clearAppBadge stood in for, recording in localStorage what the icon shows ('' when
   * cleared): the record outlives the page, which a sign-out leaves.
   */
  async function standInBadge(context: BrowserContext) {
    await context.addInitScript(() => {
      const record = (shown: string) => {
        const list = JSON.parse(localStorage.getItem('e2e.badge') ?? '[]') as string[]
        localStorage.setItem('e2e.badge', JSON.stringify([...list, shown]))
      }
      Object.defineProperty(Navigator.prototype, 'setAppBadge', { configurable: true, value: async (count?: number) => record(String(count)) })
      Object.defineProperty(Navigator.prototype, 'clearAppBadge', { configurable: true, value: async () => record('') })
    })
  }
  const badge = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('e2e.badge') ?? '[]') as string[])

  test('is the bell’s count, drops when one is read, and is cleared at sign-out', async ({ page, context }) => {
    await standInBadge(context)
    const counted = page.waitForResponse(isCount).then(async (r) => v.parse(NotificationPage, await r.json()))
    await signInAs(page, 'active')
    const { total_unread: unread } = await counted
    expect(unread).toBeGreaterThan(1)
    await expect.poll(() => badge(page)).toEqual([String(unread)])

    const listed = page.waitForResponse(isPage).then(async (r) => v.parse(NotificationPage, await r.json()))
    await bell(page).click() // within the page: a new load would set the same count again
    const fresh = (await listed).data.find((n) => n.status === 'new' && n.has_redirect)
    if (!fresh) throw new Error('page 1 should hold an unread notification that leads somewhere')
    const read = (await listed).total_unread - 1
    await page.locator(`[data-testid="notification"][data-id="${fresh.id}"]`).getByRole('button').click()
    await expect.poll(() => badge(page)).toEqual([String(unread), ...(read === unread ? [] : [String(read)])])

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect.poll(() => badge(page).catch(() => [])).toEqual([String(unread), ...(read === unread ? [] : [String(read)]), ''])
  })

  test('is cleared once every notification is read', async ({ page, context }) => {
    await standInBadge(context)
    // The gateway's count, as if this consultant had one unread notification left, then none once it is read.
    let unread = 1
    await page.route(
      (url) => /\/kazuda\/notifications\/\d+$/.test(url.pathname) && url.searchParams.get('per_page') === '1',
      async (route) => {
        const answer = v.parse(NotificationPage, await (await route.fetch()).json())
        await route.fulfill({ json: { ...answer, total_unread: unread } })
      },
    )
    await signInAs(page, 'member')
    await expect.poll(() => badge(page)).toEqual(['1'])
    const listed = page.waitForResponse(isPage).then(async (r) => v.parse(NotificationPage, await r.json()))
    await bell(page).click()
    const target = (await listed).data.find((n) => n.has_redirect)
    if (!target) throw new Error('page 1 should hold a notification that leads somewhere')
    unread = 0
    await page.locator(`[data-testid="notification"][data-id="${target.id}"]`).getByRole('button').click()
    await expect.poll(() => badge(page)).toEqual(['1', ''])
    // A count still on its way when the test ends has its answer disposed with the page: not this test's failure
    // (it read "Response has been disposed" once, in a fresh clone's run).
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

test.describe('shortcuts of the app’s icon', () => {
  const names = {
    en: ['Sales', 'Orders', 'Notifications', 'Recruit a member'],
    fr: ['Ventes', 'Commandes', 'Notifications', 'Recruter un membre'],
    ar: ['المبيعات', 'الطلبات', 'الإشعارات', 'تجنيد عضو'],
  } as const
  const urls = ['/sales', '/orders', '/notifications', '/team-members/recruit']

  test('each language’s manifest, as the build serves it, offers Sales, Orders, Notifications and Recruit in that language', async ({ request }) => {
    for (const [locale, named] of Object.entries(names)) {
      const answer = await request.get(`/manifest.${locale}.webmanifest`)
      expect(answer.headers()['content-type']).toContain('application/manifest+json')
      const manifest = (await answer.json()) as { lang: string; dir: string; shortcuts: { name: string; url: string; icons: { src: string }[] }[] }
      expect(manifest).toMatchObject({ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' })
      expect(manifest.shortcuts.map(({ url, name }) => ({ url, name }))).toEqual(urls.map((url, i) => ({ url, name: named[i] })))
      for (const icon of manifest.shortcuts.flatMap((shortcut) => shortcut.icons)) {
        const png = await (await request.get(icon.src)).body()
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe('96x96')
      }
    }
  })

  test('the page links the manifest of its language, which the browser reads', async ({ page, browser, today }) => {
    await page.goto('/')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.en.webmanifest')
    const arabic = await newTestContext(browser, today, { locale: 'ar' })
    try {
      const tab = await arabic.newPage()
      await tab.goto('/')
      await expect(tab.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(tab.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.ar.webmanifest')
      // What Chromium itself takes as the app's manifest (the one an install or an update reads).
      const cdp = await arabic.newCDPSession(tab)
      await expect
        .poll(async () => {
          const { url, data } = await cdp.send('Page.getAppManifest')
          return { url: new URL(url).pathname, name: data ? (JSON.parse(data) as { name?: string }).name : undefined }
        })
        .toEqual({ url: '/manifest.ar.webmanifest', name: 'مستشار المبيعات' })
    } finally {
      await arabic.close()
    }
  })

  for (const url of urls) {
    test(`${url} opened signed out goes through the sign-in and back to it`, async ({ page }) => {
      await page.goto(url)
      await expect(page).toHaveURL((current) => current.pathname === '/')
      await page.getByTestId('connect').click()
      await page.waitForURL(/\/demo-sso/)
      await page.locator('[data-persona="active"]').click()
      await page.waitForURL((current) => current.pathname !== '/login/callback' && !current.pathname.startsWith('/demo-sso'))
      await expect(page).toHaveURL((current) => current.pathname === url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  }
})

test.describe('what’s new after an update', () => {
  const current = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version
  const seenVersion = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('preferences.seenVersion') ?? 'null') as { value?: string } | null)?.value ?? null)
  /** The offline layer (which holds the note) has started on this page. */
  const started = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-pwa', 'started', { timeout: 15_000 })

  for (const locale of ['en', 'ar'] as const) {
    test.describe(`in ${locale}`, () => {
      test.use({ locale, viewport: locale === 'ar' ? { width: 360, height: 780 } : desktop })

      test('nothing on the first install; once after an update, in the consultant’s language, then never again', async ({ page }) => {
        await signInAs(page, 'member')
        await started(page)
        await expect.poll(() => seenVersion(page)).toBe(current)
        await expect(page.getByTestId('whats-new')).toHaveCount(0)

        // This device last ran an older version: the app loads in the new one.
        await page.evaluate(() => localStorage.setItem('preferences.seenVersion', JSON.stringify({ value: '0.1.0', expiresAt: null })))
        await page.reload()
        const note = page.getByTestId('whats-new')
        await expect(note).toBeVisible({ timeout: 15_000 })
        await expect(note.getByRole('heading')).toHaveText(locale === 'ar' ? 'ما الجديد' : 'What’s new')
        await expect(note.getByRole('listitem')).toHaveCount(5)
        await expect(note.getByRole('listitem').first()).toContainText(locale === 'ar' ? 'نصوص البرنامج بلغتك' : 'The programme’s texts in your language')
        expect(await seenVersion(page)).toBe(current)
        const { violations } = await new AxeBuilder({ page }).include('[data-testid="whats-new"]').analyze()
        expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([])
        await note.getByRole('button', { name: locale === 'ar' ? 'حسنًا' : 'Got it' }).click()
        await expect(note).toHaveCount(0)

        await page.reload()
        await started(page)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByTestId('whats-new')).toHaveCount(0)
      })
    })
  }
})
