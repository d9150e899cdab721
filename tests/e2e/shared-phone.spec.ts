import type { BrowserContext, Page, Route } from '@playwright/test'
import { fakePush, heldSubscription } from './support/fake-push'
import { appDrawn, signInAs } from './support/sign-in'
import { sessionKey, storedLogin } from './support/stored-session'
import { expect, test } from './support/test'

/**
 * Issue 37: sign-out is instant and total on a shared phone. One browser, two consultants (Ama, the active persona,
 * then Kofi, the team member), the cases an independent review found: whatever the network does, nothing of one
 * consultant stays on the device for the next.
 */

const desktop = { width: 1280, height: 900 }
test.use({ viewport: desktop })

async function signOut(page: Page): Promise<void> {
  await page.goto('/account')
  await page.locator('#main').getByRole('button', { name: 'Sign out' }).click()
}

/** A route that holds the gateway's answer until `release` (the network as slow as the test wants). */
function holdAnswers(): { handler: (route: Route) => Promise<void>; release: () => void; asked: Promise<Record<string, string>> } {
  let release: () => void = () => {}
  let asked: (headers: Record<string, string>) => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  const askedPromise = new Promise<Record<string, string>>((resolve) => (asked = resolve))
  return {
    handler: async (route) => {
      asked(route.request().headers())
      // Asked of the gateway at once (it answers as if the network were fine), handed to the page when released.
      const response = await route.fetch().catch(() => null)
      await held
      if (response) await route.fulfill({ response }).catch(() => {})
      else await route.abort().catch(() => {})
    },
    release: () => release(),
    asked: askedPromise,
  }
}

test.describe('§1 sign-out does not wait for the network', () => {
  test('with logout-url held for 30 s, the device is signed out within a second: a new page and another tab show the intro', async ({ page, context }) => {
    await signInAs(page, 'active')
    const ama = await storedLogin(page)
    const other = await context.newPage()
    await other.goto('/personal-info')
    await expect(other.locator('[data-field="full_name"] dd')).toHaveText('Ama Mensah')

    const logout = holdAnswers()
    await context.route('**/api/v1/logout-url', logout.handler)
    await page.goto('/account')
    await page.locator('#main').getByRole('button', { name: 'Sign out' }).click()
    // Told with the token held in memory only.
    expect((await logout.asked)['x-jforce-token']).toBe(ama?.jforce_token)
    // Stored session gone and the other tab on the intro, while the gateway has not answered yet.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), sessionKey), { timeout: 1_000 }).toBeNull()
    await expect(other.getByTestId('connect')).toBeVisible({ timeout: 1_000 })
    await expect(other.getByText('Ama Mensah')).toHaveCount(0)
    await expect(page.getByTestId('connect')).toBeVisible({ timeout: 1_000 })

    const fresh = await context.newPage()
    await fresh.goto('/home')
    await expect(fresh.getByTestId('connect')).toBeVisible()
    await expect(fresh).toHaveURL(/\/$/)
    await expect(fresh.getByText(/Ama/)).toHaveCount(0)
    logout.release()
    await context.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

test('§2 an answer to a write of the consultant who signed out goes nowhere: the next one signed in keeps their own data', async ({ page, context }) => {
  await signInAs(page, 'active')
  await page.goto('/personal-info')
  await page.getByRole('link', { name: 'Edit personal info' }).click()
  const form = page.getByTestId('personal-form')
  await expect(form).toBeVisible()

  // Ama saves; the gateway takes it, and its answer is held for as long as the test wants.
  const save = holdAnswers()
  await page.route(/\/api\/v1\/ewoks\/consultants\/\d+$/, (route) => (route.request().method() === 'PUT' ? save.handler(route) : route.continue()))
  await form.getByLabel('First name').fill('Abena')
  await form.getByRole('button', { name: 'Save' }).click()
  await save.asked

  // Meanwhile Ama signs out and Kofi signs in, in another tab of the same browser.
  const other = await context.newPage()
  await signOut(other)
  await signInAs(other, 'member')
  const kofi = await storedLogin(other)
  expect(kofi?.customer_data.first_name).toBe('Kofi')

  const answered = page.waitForResponse((response) => response.request().method() === 'PUT')
  save.release()
  await (await answered).finished()
  // Two frames of the page's own: the answer's body read and the session's decision taken, no wall-clock wait.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

  const stored = await storedLogin(other)
  expect(stored?.jforce_token).toBe(kofi?.jforce_token)
  expect(stored?.customer_data).toEqual(kofi?.customer_data)
  await other.goto('/personal-info')
  await expect(other.locator('[data-field="full_name"] dd')).toHaveText(/Kofi/)
  await expect(other.getByText('Abena')).toHaveCount(0)
  await expect(page.getByText('Abena')).toHaveCount(0)
})

/** Every storage the app writes to, as a page reads it (docs/architecture.md, "What the device keeps"). */
async function deviceStorage(page: Page) {
  return page.evaluate(async () => {
    const cacheNames = await caches.keys()
    const pushCache = cacheNames.includes('consultant-push-settings-v1') ? await caches.open('consultant-push-settings-v1') : null
    const pushRecords = pushCache ? (await pushCache.keys()).map((request) => new URL(request.url).pathname) : []
    const expirationEntries = await new Promise<number>((resolve) => {
      const request = indexedDB.open('workbox-expiration')
      request.onupgradeneeded = () => request.transaction?.abort()
      request.onerror = () => resolve(0)
      request.onsuccess = () => {
        const db = request.result
        if (!db.objectStoreNames.contains('cache-entries')) {
          db.close()
          return resolve(0)
        }
        const count = db.transaction('cache-entries').objectStore('cache-entries').count()
        count.onsuccess = () => {
          db.close()
          resolve(count.result)
        }
        count.onerror = () => resolve(-1)
      }
    })
    const registration = await navigator.serviceWorker.getRegistration()
    const tray = registration ? (await registration.getNotifications()).length : 0
    return {
      local: Object.keys(localStorage).sort(),
      // The router's scroll positions, keyed by a random key per entry: no address in them.
      session: Object.keys(sessionStorage)
        .filter((key) => !(key.startsWith('tsr-scroll-restoration') && !sessionStorage.getItem(key)?.includes('/')))
        .sort(),
      // The app's own files, and the push settings' cache whose records are listed apart.
      caches: cacheNames.filter((name) => !name.startsWith('workbox-precache') && name !== 'consultant-push-settings-v1').sort(),
      pushRecords: pushRecords.sort(),
      expirationEntries,
      tray,
      earlyReads: Symbol.for('consultant.earlyReads') in window,
    }
  })
}

/** The keys a device keeps for whoever uses it next: its language, digits, colours, the version it ran, the gateway's clock. */
const deviceKeys = new Set([
  'preferences.locale',
  'preferences.digits',
  'preferences.colorMode',
  'preferences.seenVersion',
  'preferences.addToHomeRefusal',
  'device.gatewayClock',
])

async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 }).toMatch(/\/sw\.js$/)
}

test.describe('with the installed app’s service worker', () => {
  test.use({ serviceWorkers: 'allow' })

  async function amaWithEverything(page: Page, context: BrowserContext) {
    await context.grantPermissions(['notifications'])
    await signInAs(page, 'active')
    await controlled(page)
    // Screens the worker caches, with their filters in the URLs it records.
    await page.goto('/orders')
    await appDrawn(page)
    await page.goto('/home')
    await appDrawn(page)
    await expect.poll(async () => (await deviceStorage(page)).expirationEntries).toBeGreaterThan(0)
    await expect.poll(async () => (await deviceStorage(page)).pushRecords).toContain('/signed-in.json')
    // A notification of Ama's in the tray, as a push would have left it.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      await registration.showNotification('Your order #12 was delivered', { tag: 'notification-1', body: 'Ama Mensah' })
    })
  }

  test('§3 §9 sign-out leaves nothing of the consultant: storage, caches, records, the tray, the early reads', async ({ page, context }) => {
    await amaWithEverything(page, context)
    const before = await deviceStorage(page)
    expect(before.local).toContain(sessionKey)
    expect(before.caches).toContain('gateway-api-v1')

    await signOut(page)
    await expect(page.getByTestId('connect')).toBeVisible()
    await expect
      .poll(async () => {
        const after = await deviceStorage(page)
        return { ...after, local: after.local.filter((key) => !deviceKeys.has(key)) }
      })
      .toEqual({ local: [], session: [], caches: [], pushRecords: [], expirationEntries: 0, tray: 0, earlyReads: false })
  })

  test('§3 a push for anyone but the consultant signed in on the device now is dropped; theirs is shown', async ({ page, context }) => {
    await amaWithEverything(page, context)
    const ama = await storedLogin(page)
    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((registration) => !registration.isDeleted)
        if (found) resolve(found.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const origin = new URL(page.url()).origin
    const push = async (payload: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registrationId, data: JSON.stringify(payload) })
    const tray = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => n.title).sort())
    const payload = { id: 7001, type: 'orders', title: 'Order delivered', body: 'Your order #12 was delivered', url: '/orders' }

    await push({ ...payload, title: 'For Kofi', consultant_id: 1002 })
    await push({ ...payload, title: 'For Ama', consultant_id: ama?.customer_data.id })
    await expect.poll(tray).toContain('For Ama')
    expect(await tray()).not.toContain('For Kofi')

    await signOut(page)
    await expect.poll(tray).toEqual([])
    // Kofi signs in next on the phone: Ama's late push is dropped, his own is shown (pushes are handled in order).
    await signInAs(page, 'member')
    const kofi = await storedLogin(page)
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.match('/signed-in.json', { cacheName: 'consultant-push-settings-v1' }))?.json())?.id))
      .toBe(kofi?.customer_data.id)
    await push({ ...payload, id: 7002, title: 'For Ama, after', consultant_id: ama?.customer_data.id })
    await push({ ...payload, id: 7003, title: 'For Kofi, now', consultant_id: kofi?.customer_data.id })
    await expect.poll(tray).toContain('For Kofi, now')
    expect(await tray()).not.toContain('For Ama, after')
  })

  test('§4 a subscription left by a sign-out cut short (its owner record gone) is dropped at the next start', async ({ page, context }) => {
    await fakePush(context)
    await signInAs(page, 'active')
    await controlled(page)
    await page.goto('/notifications')
    await page.getByRole('button', { name: 'Turn on notifications' }).click()
    await expect(page.getByTestId('push-status')).toHaveText('Notifications are on for this device.')
    expect(await heldSubscription(page)).not.toBeNull()
    // The sign-out was cut off after the session and the owner record went, before the browser dropped the subscription.
    await page.evaluate(async (key) => {
      localStorage.removeItem(key)
      await (await caches.open('consultant-push-settings-v1')).delete('/push-device.json')
    }, sessionKey)
    await page.goto('/')
    await expect(page.getByTestId('connect')).toBeVisible()
    await expect.poll(() => heldSubscription(page), { timeout: 15_000 }).toBeNull()
  })

  test('§1 the installed app offline signs out at once all the same', async ({ page, context }) => {
    await signInAs(page, 'active')
    await controlled(page)
    await page.goto('/account')
    await appDrawn(page)
    await context.setOffline(true)
    await page.locator('#main').getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByTestId('connect')).toBeVisible({ timeout: 1_000 })
    expect(await storedLogin(page)).toBeNull()
    await context.setOffline(false)
  })

  test('§9 a session that ran out while the app was closed leaves no cached answers at the next start', async ({ page, context }) => {
    await amaWithEverything(page, context)
    // The stored session's time is up (as if 30 days passed with the app closed).
    await page.evaluate((key) => {
      const entry = JSON.parse(localStorage.getItem(key) ?? '{}')
      localStorage.setItem(key, JSON.stringify({ ...entry, expiresAt: 1 }))
    }, sessionKey)
    await page.close()
    const next = await context.newPage()
    await next.goto('/')
    await expect(next.getByTestId('connect')).toBeVisible()
    await expect.poll(async () => (await deviceStorage(next)).caches).toEqual([])
    await expect.poll(async () => (await deviceStorage(next)).expirationEntries).toBe(0)
    await expect.poll(async () => (await deviceStorage(next)).pushRecords).toEqual([])
  })
})

test("§9 signing out in one tab takes the consultant's drafts in the other tabs with it", async ({ page, context }) => {
  await signInAs(page, 'active')
  await page.goto('/personal-info/edit')
  const form = page.getByTestId('personal-form')
  await form.getByLabel('Address').fill('A draft on a shared phone')
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('consultant.formDrafts.v1'))).toContain('A draft on a shared phone')

  const other = await context.newPage()
  await signOut(other)
  await expect(page.getByTestId('connect')).toBeVisible({ timeout: 1_000 })
  expect(await page.evaluate(() => sessionStorage.getItem('consultant.formDrafts.v1'))).toBeNull()
})

test.describe('hostile values from the gateway', () => {
  test('§7 an item named with 2,600 emoji and a 200-letter Arabic reason: the page shows, and “Ask about this item” is there within 2,048 characters', async ({
    page,
  }) => {
    await signInAs(page, 'active')
    await page.route('**/watto/consultants/*/order/*', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { items: { name: string; reason?: unknown; status: string }[] }
      for (const item of body.items) {
        item.name = `Phone case ${'📱'.repeat(2_600)}`
        item.reason = { code: 'other_reason', text: 'ب'.repeat(200) }
      }
      await route.fulfill({ response, json: body })
    })
    for (const locale of ['en', 'ar']) {
      await page.evaluate((value) => localStorage.setItem('preferences.locale', JSON.stringify({ value, expiresAt: null })), locale)
      await page.goto('/orders?status=returned')
      await page.getByTestId('order-row').first().click()
      await page.locator('a.orders-item-link').first().click()
      await expect(page).toHaveURL(/\/item\//)
      const ask = page.getByTestId('ask-about-item')
      await expect(ask).toBeVisible()
      const href = (await ask.getAttribute('href')) ?? ''
      expect(href.length).toBeGreaterThan(0)
      expect(href.length).toBeLessThanOrEqual(2_048)
      expect(() => decodeURIComponent(href)).not.toThrow()
      await expect(page.getByRole('button', { name: locale === 'ar' ? 'حاول مرة أخرى' : 'Try again' })).toHaveCount(0)
    }
  })

  test('§11 §12 a team member’s e-mail that adds recipients adds nobody; direction controls in names are not shown', async ({ page }) => {
    await signInAs(page, 'active')
    const rlo = '\u202e'
    await page.route('**/ewoks/consultants/1001/team-members/**', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as Record<string, unknown>
      await route.fulfill({ response, json: { ...body, first_name: `Kwame${rlo}00.005 SHG`, email: 'kwame@example.com?bcc=thief@evil.example' } })
    })
    await page.route('**/ewoks/consultants/1001/team-members', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: Record<string, unknown>[] }
      const [first] = body.data
      if (first) Object.assign(first, { first_name: `Kwame\u2067${rlo}00.005 SHG\u2069`, email: 'kwame@example.com?bcc=thief@evil.example' })
      await route.fulfill({ response, json: body })
    })
    await page.goto('/team-members')
    await expect(page.getByText(/Kwame/).first()).toBeVisible()
    const shown = await page.locator('#main').innerText()
    expect(shown).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
    const mails = await page.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const mail of mails) expect(mail).not.toMatch(/bcc|thief/i)

    await page.getByText(/Kwame/).first().click()
    await expect(page).toHaveURL(/\/team-members\/\d+/)
    await expect(page.getByText(/Kwame/).first()).toBeVisible()
    expect(await page.locator('#main').innerText()).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/)
    const memberMails = await page.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    for (const mail of memberMails) expect(mail).not.toMatch(/bcc|thief/i)
  })
})

test('§5 a full storage keeps the consultant signed in on this tab, tells them once, and other tabs ask to sign in', async ({ page, context }) => {
  // The phone's storage refuses the session, as a full one does.
  await context.addInitScript((key) => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = function (name: string, value: string) {
      if (name === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      return setItem.call(this, name, value)
    }
  }, sessionKey)
  await signInAs(page, 'active')
  const notice = page.getByTestId('storage-full')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText("Your phone's storage is full.")
  expect(await storedLogin(page)).toBeNull()

  // Still Ama's app in this tab, across screens and the minute's check of the stored session.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Account', exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)
  await page.clock.fastForward('01:05')
  await expect(page).toHaveURL(/\/account$/)
  await notice.getByRole('button', { name: 'Understood' }).click()
  await expect(notice).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page.getByRole('heading', { name: /Hello, Ama/ })).toBeVisible()
  await expect(notice).toHaveCount(0)

  const other = await context.newPage()
  await other.goto('/home')
  await expect(other.getByTestId('connect')).toBeVisible()
})

test('§6 an upload shows its progress and can be cancelled, the picture kept to send again', async ({ page, context }) => {
  await signInAs(page, 'store')
  await page.goto('/personal-info/edit')
  const form = page.getByTestId('store-form')
  await expect(form).toBeVisible()
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(320, 320)
    const context2d = canvas.getContext('2d')
    if (!context2d) throw new Error('no canvas')
    const pixels = context2d.createImageData(320, 320)
    let seed = 11
    for (let i = 0; i < pixels.data.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      pixels.data[i] = i % 4 === 3 ? 255 : seed % 256
    }
    context2d.putImageData(pixels, 0, 0)
    return Array.from(new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer()))
  })
  const field = page.getByTestId('image-id_card_picture')
  await field.locator('input[type="file"]').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from(png) })
  await expect(field.getByRole('button', { name: 'Upload' })).toBeVisible({ timeout: 20_000 })
  // A slow mobile network: some 40 kbit/s up.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 100, downloadThroughput: -1, uploadThroughput: 5_000 })
  await field.getByRole('button', { name: 'Upload' }).click()
  const bar = field.getByRole('progressbar')
  await expect(bar).toBeVisible()
  await expect(field.getByText(/Uploading… \d+%/)).toBeVisible()
  await field.getByRole('button', { name: /Cancel the upload/ }).click()
  await expect(bar).toHaveCount(0)
  await expect(field.getByRole('alert')).toHaveCount(0)
  await expect(field.getByRole('button', { name: 'Upload' })).toBeVisible()
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
})

test('§8 a staff member’s view of an account ends a day after sign-in by the gateway’s clock, whatever the device’s clock did', async ({ page, today }) => {
  const hour = 3_600_000
  // The gateway's clock moves with the test's, never with the device's own changes.
  let gatewayAhead = 0
  await page.route('**/api/v1/**', async (route) => {
    const response = await route.fetch()
    const date = Date.parse(response.headers()['date'] ?? '')
    await route.fulfill({
      response,
      headers: { ...response.headers(), date: new Date((Number.isNaN(date) ? today.getTime() : date) + gatewayAhead).toUTCString() },
    })
  })
  await signInAs(page, 'staff', '/?impersonate=kofi.boateng@example.com')
  await expect(page.getByText('Viewing as Kofi Boateng')).toBeVisible()
  // The device's clock is moved back a day: a day after the sign-in by the gateway, the view ends all the same.
  await page.clock.setSystemTime(today.getTime() - 24 * hour)
  gatewayAhead = 25 * hour
  await page.goto('/account')
  await page.goto('/home')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByTestId('connect')).toBeVisible()
  expect(await storedLogin(page)).toBeNull()

  // Two days ahead at a staff sign-in, then put right: no day is added by the skew.
  await page.clock.setSystemTime(today.getTime() + 25 * hour + 48 * hour)
  await signInAs(page, 'staff', '/?impersonate=kofi.boateng@example.com')
  await expect(page.getByText('Viewing as Kofi Boateng')).toBeVisible()
  await page.clock.setSystemTime(today.getTime() + 25 * hour + 25 * hour)
  gatewayAhead = 50 * hour
  await page.goto('/home')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  expect(await storedLogin(page)).toBeNull()
})

test('§10 ?impersonate= and ?referral= count only in the address the app was opened at, not in links inside it', async ({ page }) => {
  await signInAs(page, 'active')
  const followInApp = (href: string) =>
    page.evaluate((to) => {
      history.pushState(history.state, '', to)
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }))
    }, href)
  await followInApp('/home?impersonate=victim%40example.com')
  await expect(page).toHaveURL(/\/home/)
  await followInApp('/join?referral=EVIL-1&utm_campaign=evil')
  // The guard has run (it keeps a link's values before it redirects): a consultant is sent from /join to /home.
  await expect(page).toHaveURL(/\/home$/)
  const kept = await page.evaluate(() =>
    ['consultant.impersonation', 'consultant.referralCode', 'consultant.referralCampaign'].map((key) => localStorage.getItem(key)),
  )
  expect(kept).toEqual([null, null, null])
})
