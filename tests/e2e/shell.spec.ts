import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, pageNow, test } from './support/test'
import * as v from 'valibot'
import { ConsultantUpdate, LoginData } from '../../src/api/schemas'
import { signInAs } from './support/sign-in'

/**
 * The app shell, the dashboard, content pages, the updated agreement and the suspended
 * alert (issue 4 §1–3, issue 3) against the built app and the demo gateway.
 *
 * The one write that would succeed (accepting the updated agreement) is answered here after
 * checking its body against the contract's schema: the gateway's personas are shared by every
 * test of a run, so an accepted agreement would leave no agreement to accept for the next one.
 */

const desktop = { width: 1280, height: 900 }

// The offline service worker (issue 4 §4, tested in its own spec) would answer API calls
// before page.route sees them; these tests talk to the gateway directly.
test.use({ serviceWorkers: 'block' })
const phone = { width: 375, height: 800 }

/** The rendered width (layout, not the opening animation's transform). */
const widthOf = (locator: Locator) => locator.evaluate((element) => (element as HTMLElement).offsetWidth)

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })

/** The menu as the user reads it: every link and button, in order. */
async function menuEntries(page: Page): Promise<string[]> {
  // The words of each entry; the unread count beside Notifications is a badge (aria-hidden), its number is in the link's name.
  return mainMenu(page)
    .locator('a, button')
    .evaluateAll((entries) =>
      entries.map((entry) => {
        const copy = entry.cloneNode(true) as Element
        copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
        return (copy.textContent ?? '').trim()
      }),
    )
}

const individualMenu = [
  'Home',
  'Sales',
  'Commissions',
  'Bonuses',
  'Orders',
  'Success rate',
  'Team members',
  'Team leader',
  'Account',
  'Personal info',
  'Notifications',
  'Payment account',
  'Level',
  'Sign out',
]

test.describe('the navigation menu (desktop)', () => {
  test.use({ viewport: desktop })

  test('an individual sees the menu of spec section 2, grouped', async ({ page }) => {
    await signInAs(page, 'active')
    await expect(page).toHaveURL(/\/home$/)
    expect(await menuEntries(page)).toEqual(individualMenu)
    for (const group of ['Performance', 'Team']) await expect(mainMenu(page).getByText(group, { exact: true })).toBeVisible()
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home')
  })

  test('a store sees Store info instead of Personal info', async ({ page }) => {
    await signInAs(page, 'store')
    expect(await menuEntries(page)).toEqual(individualMenu.map((name) => (name === 'Personal info' ? 'Store info' : name)))
  })

  test('staff impersonating see no Payment account, and a banner names the account', async ({ page }) => {
    await signInAs(page, 'staff', '/?impersonate=kofi.boateng@example.com')
    await expect(page.getByText('Viewing as Kofi Boateng')).toBeVisible()
    expect(await menuEntries(page)).toEqual(individualMenu.filter((name) => name !== 'Payment account'))
    await page.goto('/account')
    await expect(page.getByText('Viewing as Kofi Boateng')).toBeVisible()
    await expect(page.locator('[data-account-item]')).toHaveText(['Personal info', 'Notifications', 'Level'])
  })

  test('a session that ends (401) and cannot start again says so with Sign in, never an empty page', async ({ page }) => {
    // The unread count is asked for once the page is idle: it must have been answered before the
    // gateway starts refusing, or its 401 ends the session before the reload this test is about.
    const unreadAsked = page.waitForResponse((r) => /\/notifications\/\d+\?page=1&per_page=1$/.test(r.url()))
    await signInAs(page, 'active')
    await expect(page.getByRole('heading', { name: 'Hello, Ama' })).toBeVisible()
    await unreadAsked
    await page.route('**/api/v1/**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'UNAUTHORIZED' }) }),
    )
    await page.route('**/auth-url**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }))
    await page.reload()
    await expect(page.getByTestId('session-gap').getByRole('alert')).toHaveText('Your session has ended.')
    await page.unrouteAll()
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL(/\/demo-sso/)
  })

  test('an impersonation link opened by a consultant who is not staff changes nothing, and is forgotten', async ({ page }) => {
    await signInAs(page, 'active', '/?impersonate=kofi.boateng@example.com')
    await expect(page).toHaveURL(/\/home$/)
    await expect(page.getByRole('heading', { name: 'Hello, Ama' })).toBeVisible()
    await expect(page.getByText(/Viewing as/)).toHaveCount(0)
    expect(await menuEntries(page)).toEqual(individualMenu)
    expect(await page.evaluate(() => localStorage.getItem('consultant.impersonation'))).toBeNull()
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Hello, Ama' })).toBeVisible()
    await expect(page.getByText(/Viewing as/)).toHaveCount(0)
  })

  test('items whose feature toggle is off are hidden, in the menu and on the dashboard', async ({ page }) => {
    await signInAs(page, 'toggles')
    // Off: orders, bonus, teamMembers, teamLeader, notifications. The Team group goes with its items.
    expect(await menuEntries(page)).toEqual([
      'Home',
      'Sales',
      'Commissions',
      'Success rate',
      'Account',
      'Personal info',
      'Payment account',
      'Level',
      'Sign out',
    ])
    await expect(mainMenu(page).getByText('Team', { exact: true })).toHaveCount(0)
    await expect(page.locator('[data-link="orders"], [data-link="bonuses"]')).toHaveCount(0)
    await expect(page.locator('[data-link="sales"]')).toBeVisible()
    await expect(page.getByTestId('home-bonuses')).toHaveCount(0)
  })

  test('a menu link navigates in the app and marks the current page; Sign out ends the session', async ({ page }) => {
    await signInAs(page, 'active')
    await mainMenu(page).getByRole('link', { name: 'Account', exact: true }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You')
    await expect(mainMenu(page).getByRole('link', { name: 'Account', exact: true })).toHaveAttribute('aria-current', 'page')
    // What was kept of the consultant's screens (their first reads, the dashboard's bonus count) is there until Sign out.
    const kept = () => page.evaluate(() => [localStorage.getItem('consultant.earlyReads.v1'), localStorage.getItem('consultant.homeBonusCount')])
    expect((await kept()).every((value) => value !== null)).toBe(true)
    await mainMenu(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('connect')).toBeVisible()
    expect(await kept()).toEqual([null, null])
    await page.goto('/home')
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('layouts', () => {
  test('below 960px: a header with a menu button and a drawer, without Notifications; at 960px: the side navigation', async ({ page }) => {
    await page.setViewportSize({ width: 959, height: 800 })
    await signInAs(page, 'active')
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible()
    await expect(mainMenu(page)).toHaveCount(0)

    await page.getByRole('button', { name: 'Open the menu' }).click()
    await expect(mainMenu(page)).toBeVisible()
    expect(await menuEntries(page)).toEqual(individualMenu.filter((name) => name !== 'Notifications'))
    await mainMenu(page).getByRole('link', { name: 'Account', exact: true }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(mainMenu(page)).toHaveCount(0)

    await page.setViewportSize({ width: 960, height: 800 })
    await expect(mainMenu(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open the menu' })).toHaveCount(0)
    expect(await menuEntries(page)).toEqual(individualMenu)

    await page.setViewportSize({ width: 959, height: 800 })
    await expect(page.getByRole('button', { name: 'Open the menu' })).toBeVisible()
    await expect(mainMenu(page)).toHaveCount(0)
  })
})

test.describe('the dashboard', () => {
  test.use({ viewport: desktop })

  test('shows the six sections, the month summary, the home blocks and bonuses', { tag: '@dates' }, async ({ page }) => {
    await signInAs(page, 'active')
    await expect(page.locator('main h2')).toContainText([
      'Hello, Ama',
      'Check performance',
      'Check sales',
      'Get updated',
      'Ready to sell',
      'Contact the team',
      'Other information',
    ])
    for (const section of ['checkPerformance', 'checkSales']) {
      const tile = page.locator(`[data-section="${section}"]`)
      await expect(tile.getByTestId('this-month')).toHaveText(/^GHS\s?[\d,]+\.\d\d$/)
      await expect(tile.getByText(/^Last month: GHS/)).toBeVisible()
      await expect(tile.getByTestId('change')).toHaveText(/(\d+%|—|0)/)
    }
    await expect(page.locator('[data-block="slider"] img').first()).toBeVisible()
    await expect(page.locator('[data-block="readytosell"] li')).toHaveCount(4)
    await expect(page.getByTestId('home-bonuses').locator('li').first()).toBeVisible()
  })

  test('every link behaves as spec section 1 says', async ({ page }) => {
    await signInAs(page, 'active')
    const link = (id: string) => page.locator(`[data-link="${id}"]`)
    for (const id of ['communityGroup', 'socialGroup', 'chatGroup', 'supportForm', 'messagingApp']) {
      await expect(link(id)).toHaveAttribute('target', '_blank')
      await expect(link(id)).toHaveAttribute('rel', /noopener/)
      await expect(link(id)).toHaveAttribute('href', /^https:\/\//)
    }
    await expect(link('messagingApp')).toHaveAttribute('href', 'https://wa.me/233300000000')
    await expect(link('helpline')).toHaveAttribute('href', 'tel:+233300000000')
    await expect(link('blog')).toHaveAttribute('aria-disabled', 'true')
    await expect(link('blog')).not.toHaveAttribute('href')
    await expect(link('blog')).toContainText('Coming soon')
    await expect(link('commissionGrid')).toHaveAttribute('href', '/api/v1/mouse/files/commission-grid.pdf')
    await expect(link('levels')).toHaveAttribute('href', '/api/v1/mouse/files/levels.pdf')
    await expect(link('trainingManual')).toHaveAttribute('href', '/api/v1/mouse/files/training-manual.pdf')

    // The agreement has no target: it opens the agreement read-only, with its download link.
    await expect(link('agreement')).not.toHaveAttribute('href')
    await link('agreement').click()
    const dialog = page.getByRole('dialog', { name: 'Consultant agreement' })
    await expect(dialog).toContainText('This agreement sets the terms')
    await expect(dialog.getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/api/v1/mouse/files/agreement.pdf')
    await expect(dialog.getByRole('button', { name: 'Accept & continue' })).toHaveCount(0)
    expect(await widthOf(dialog)).toBe(600)
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await expect(dialog).toHaveCount(0)

    // The FAQ and pickup stations are content pages inside the app.
    await link('faq').click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  })

  test('a failed part shows the error view, and Try again loads it again without reloading the page', async ({ page }) => {
    let fail = true
    await page.route('**/api/v1/mouse/homepage', (route) =>
      fail ? route.fulfill({ status: 500, json: { success: false, error_message: 'UNKNOWN_ERROR' } }) : route.fallback(),
    )
    await signInAs(page, 'active')
    const section = page.locator('[data-section="getUpdated"]')
    await expect(section.getByRole('alert')).toHaveText('Sorry, it seems an error occurred')
    await page.evaluate(() => Object.assign(window, { samePage: true }))
    fail = false
    await section.getByRole('button', { name: 'Try again' }).click()
    await expect(section.locator('[data-block="slider"] img').first()).toBeVisible()
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
  })
})

test.describe('content pages', () => {
  test.use({ viewport: phone })

  test('a content block with a script, an event handler and a javascript: link runs none of them', async ({ page }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await signInAs(page, 'active')
    await page.goto('/xss-test')
    const block = page.getByTestId('content-block')
    await expect(block).toContainText('This block carries unsafe HTML on purpose.')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sanitizer test')
    // The image that carried onerror has failed to load by now, so a handler would have run.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete))

    expect(await block.locator('script').count()).toBe(0)
    const handlers = await page.evaluate(() =>
      [...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes]
          .filter((attribute) => attribute.name.toLowerCase().startsWith('on'))
          .map((attribute) => `${element.tagName}[${attribute.name}]`),
      ),
    )
    expect(handlers).toEqual([])
    const unsafe = block.getByText('A javascript: link')
    expect((await unsafe.evaluate((element) => element.closest('a')?.getAttribute('href'))) ?? '').not.toMatch(/^\s*javascript:/i)
    await unsafe.click()
    expect(await page.evaluate(() => '__xss' in window)).toBe(false)
    expect(dialogs).toEqual([])

    // The safe link stays in the app.
    await page.goto('/xss-test')
    await page.getByRole('link', { name: 'A safe link to the FAQ' }).click()
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions')
  })

  test('a block that fails to load sends the user to / (and so home)', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/no-such-block')
    await expect(page).toHaveURL(/\/home$/)
  })

  test('the scroll-to-top button appears after 400px of scroll', async ({ page }) => {
    await signInAs(page, 'active')
    await page.goto('/faq')
    await expect(page.getByTestId('content-block')).toBeVisible()
    const button = page.getByRole('button', { name: 'Back to top' })
    await page.evaluate(() => window.scrollTo(0, 390))
    await expect(button).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 500))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toHaveCount(0)
  })
})

test.describe('account notices', () => {
  test.use({ viewport: phone })

  test('the updated agreement: a sticky banner, the 600px dialog, Accept & continue clears it for good', async ({ page }) => {
    await signInAs(page, 'agreement')
    const banner = page.getByRole('region', { name: 'Updated agreement' })
    await expect(banner).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(banner).toBeInViewport()

    await banner.getByRole('button', { name: 'Read and accept' }).click()
    const dialog = page.getByRole('dialog', { name: 'Consultant agreement' })
    await expect(dialog).toContainText('Updated consultant agreement')
    // The page behind a modal dialog does not scroll (useModalDialog's html[data-modal], kit.css).
    const pageOverflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflowY)
    expect(await pageOverflow()).toBe('hidden')
    await expect(dialog.getByRole('link', { name: /Download/ })).toHaveAttribute('href', '/api/v1/mouse/files/agreement-v2.pdf')
    const stored = await page.evaluate(() => localStorage.getItem('consultant.session.v1'))
    const me = v.parse(LoginData, JSON.parse(stored ?? 'null')?.value).customer_data
    const sent: ConsultantUpdate[] = []
    await page.route(`**/api/v1/ewoks/consultants/${me.id}`, (route) => {
      if (route.request().method() !== 'PUT') return route.fallback()
      const body = v.parse(ConsultantUpdate, route.request().postDataJSON())
      sent.push(body)
      return route.fulfill({ json: { ...me, ...body } })
    })
    await dialog.getByRole('button', { name: 'Accept & continue' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(banner).toHaveCount(0)
    expect(await pageOverflow()).not.toBe('hidden')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.updated_jforce_agreement).toBe(true)
    expect((await pageNow(page)).getTime() - Date.parse(sent[0]?.date_agreement ?? '')).toBeLessThan(60_000)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home')
    await expect(banner).toHaveCount(0)
  })

  test('the agreement dialog is 600px wide on desktop', async ({ page }) => {
    await page.setViewportSize(desktop)
    await signInAs(page, 'agreement')
    await page.getByRole('button', { name: 'Read and accept' }).click()
    expect(await widthOf(page.getByRole('dialog', { name: 'Consultant agreement' }))).toBe(600)
  })

  test('a suspended consultant sees the alert and reaches the reason and the support contacts', async ({ page }) => {
    await signInAs(page, 'suspended')
    const alert = page.getByTestId('suspended-alert')
    await expect(alert).toContainText('Your account is suspended.')
    await alert.getByRole('link').click()
    await expect(page).toHaveURL(/\/suspended-info$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account suspended')
    await expect(page.getByTestId('suspension-reason')).toHaveText('Several orders were placed with fake customer details.')
    await expect(page.getByRole('link', { name: /\+233 30 000 0000/ })).toHaveAttribute('href', 'tel:+233300000000')
    await expect(page.getByRole('link', { name: 'support@consultants.example' })).toHaveAttribute('href', 'mailto:support@consultants.example')
  })

  test('an active consultant has no suspended alert and no suspended-info page', async ({ page }) => {
    await signInAs(page, 'active')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home')
    await expect(page.getByTestId('suspended-alert')).toHaveCount(0)
    await page.goto('/suspended-info')
    await expect(page).toHaveURL(/\/home$/)
  })
})

for (const locale of ['en', 'ar'] as const) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale, viewport: desktop })

    test('/home, /account and a content page have no serious or critical axe violations', async ({ page }) => {
      test.setTimeout(60_000)
      await signInAs(page, 'active')
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      const pages = [
        { path: '/home', ready: page.locator('[data-block="slider"] img').first() },
        { path: '/account', ready: page.getByTestId('account-status') },
        { path: '/faq', ready: page.getByTestId('content-block') },
      ]
      for (const { path, ready } of pages) {
        await page.goto(path)
        await expect(ready).toBeVisible()
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
        const { violations } = await new AxeBuilder({ page }).analyze()
        const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(blocking.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      }
    })
  })
}
