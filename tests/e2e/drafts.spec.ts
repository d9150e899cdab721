import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import { signInAs } from './support/sign-in'

/**
 * Nothing typed is lost when a session ends (issue 18): a form keeps what the consultant typed in
 * the tab (sessionStorage, `consultant.formDrafts.v1`) until it is saved or discarded; after a 401
 * and the same consultant's sign-in they are back on the form with it, told it is not saved yet.
 * Another consultant signing in on the same tab never sees it, and it is gone.
 */

const desktop = { width: 1280, height: 900 }
const draftKey = 'consultant.formDrafts.v1'
const notSavedYet = 'Your changes have not been saved yet. Check them and press Save.'

const storedDrafts = (page: Page) => page.evaluate((key) => [sessionStorage.getItem(key), localStorage.getItem(key)], draftKey)

/** The gateway answers this write with 401 (the session ended on the server), once. */
async function unauthorizedOnce(page: Page, method: string, path: RegExp) {
  let answered = false
  await page.route(path, (route) => {
    if (answered || route.request().method() !== method) return route.fallback()
    answered = true
    return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, error: 'UNAUTHORIZED' }) })
  })
}

/** After a 401 the app goes to the central sign-in by itself; pick who signs in there. */
async function signInAgainAs(page: Page, persona: string) {
  await page.waitForURL(/\/demo-sso/)
  await page.locator(`[data-persona="${persona}"]`).click()
  await page.waitForURL((url) => url.pathname !== '/login/callback' && !url.pathname.startsWith('/demo-sso'))
}

const updatePath = /\/api\/v1\/ewoks\/consultants\/\d+$/

test.use({ viewport: desktop })

test('a session that ends under the personal info form: signed in again, the consultant is back on it with what they typed, and Save works', async ({
  page,
}) => {
  await signInAs(page, 'active')
  await page.goto('/personal-info/edit')
  const form = page.getByTestId('personal-form')
  const address = form.getByLabel('Address')
  await expect(address).toHaveValue('12 Oxford Street, Osu')
  await expect(page.getByTestId('draft-notice')).toHaveCount(0)
  await address.fill('4 Ring Road, Accra')

  await unauthorizedOnce(page, 'PUT', updatePath)
  await form.getByRole('button', { name: 'Save' }).click()
  await signInAgainAs(page, 'active')

  await expect(page).toHaveURL(/\/personal-info\/edit$/)
  await expect(address).toHaveValue('4 Ring Road, Accra')
  await expect(form.getByLabel('First name')).toHaveValue('Ama')
  await expect(page.getByRole('status').filter({ hasText: notSavedYet })).toBeVisible()
  // In the tab only, with only what was changed: no token, nothing else of the consultant.
  const [inTab, lasting] = await storedDrafts(page)
  expect(lasting).toBeNull()
  expect(JSON.parse(inTab ?? 'null')).toMatchObject({ value: { owner: 'consultant:1001', forms: { 'personal-info': { address: '4 Ring Road, Accra' } } } })
  expect(Object.keys(JSON.parse(inTab ?? '{}').value.forms['personal-info'])).toEqual(['address'])

  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && updatePath.test(r.url()))
  await form.getByRole('button', { name: 'Save' }).click()
  expect((await saved).status()).toBe(200)
  await expect(page).toHaveURL(/\/personal-info$/)
  expect((await storedDrafts(page))[0]).toBeNull()
  await page.goto('/personal-info/edit')
  await expect(address).toHaveValue('4 Ring Road, Accra')
  await expect(page.getByTestId('draft-notice')).toHaveCount(0)
})

test("another consultant signing in on the same tab never sees the previous one's draft, and it is gone", async ({ page }) => {
  await signInAs(page, 'active')
  await page.goto('/personal-info/edit')
  const form = page.getByTestId('personal-form')
  await form.getByLabel('First name').fill('Amanda')
  await form.getByLabel('Address').fill('4 Ring Road, Accra')
  await expect.poll(async () => (await storedDrafts(page))[0]).toContain('Amanda')

  await unauthorizedOnce(page, 'PUT', updatePath)
  await form.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL(/\/demo-sso/)
  // Where the next consultant lands is the session's business (the redirect target): here their home, so
  // what is checked first is that the draft goes at their sign-in, before any form has opened.
  await page.evaluate(() => localStorage.removeItem('consultant.redirectTarget'))
  await signInAgainAs(page, 'member')
  await expect(page).toHaveURL(/\/home$/)
  await expect.poll(async () => (await storedDrafts(page))[0]).toBeNull()

  await page.goto('/personal-info/edit')
  await expect(form.getByLabel('First name')).toHaveValue('Kofi')
  await expect(form.getByLabel('Last name')).toHaveValue('Boateng')
  await expect(form.getByLabel('Address')).toHaveValue('12 Oxford Street, Osu')
  await expect(page.getByTestId('draft-notice')).toHaveCount(0)
  expect(await storedDrafts(page)).toEqual([null, null])
})

test('the payment-account forms keep what is typed through a 401 too, and the notice names their button', async ({ page }) => {
  await signInAs(page, 'active')
  await page.goto('/payment-method/mobile_money')
  await page.getByLabel('Full Name').fill('Ama Serwaa Mensah')
  await page.getByLabel('Phone number').fill('0244 555 1234')
  await unauthorizedOnce(page, 'POST', /\/payment-methods\/mobile_money$/)
  await page.getByRole('button', { name: 'Save' }).click()
  await signInAgainAs(page, 'active')

  await expect(page).toHaveURL(/\/payment-method\/mobile_money$/)
  await expect(page.getByLabel('Full Name')).toHaveValue('Ama Serwaa Mensah')
  await expect(page.getByLabel('Phone number')).toHaveValue('0244 555 1234')
  await expect(page.getByRole('status').filter({ hasText: notSavedYet })).toBeVisible()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('[data-testid="payment-account"][data-type="mobile_money"]')).toContainText('Ama Serwaa Mensah')
  expect((await storedDrafts(page))[0]).toBeNull()
})

test('Cancel discards the draft; leaving by a link keeps it for later; signing out forgets it', async ({ page }) => {
  await signInAs(page, 'store')
  await page.goto('/personal-info/edit')
  const form = page.getByTestId('store-form')
  const storeName = form.getByLabel('Store name')
  await expect(storeName).toHaveValue('Efua Mobile & Gadgets')
  await storeName.fill('Efua Phones')
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(page).toHaveURL(/\/personal-info$/)
  expect((await storedDrafts(page))[0]).toBeNull()
  await page.goto('/personal-info/edit')
  await expect(storeName).toHaveValue('Efua Mobile & Gadgets')
  await expect(page.getByTestId('draft-notice')).toHaveCount(0)

  // Left without Cancel (a link, a reload, the phone closing the tab in the background): kept.
  await storeName.fill('Efua Phones')
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/personal-info/edit')
  await expect(storeName).toHaveValue('Efua Phones')
  await expect(page.getByTestId('draft-notice')).toHaveText(notSavedYet)

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign out' }).click()
  await expect(page).not.toHaveURL(/\/personal-info/)
  expect(await storedDrafts(page)).toEqual([null, null])
})

test('register and the invite form keep what is typed through a reload', async ({ page }) => {
  expect(await signInAs(page, 'visitor', '/join?referral=EXT-1001')).toBe('/join')
  await page.getByRole('button', { name: 'Join', exact: true }).click()
  await expect(page).toHaveURL(/\/register$/)
  await page.getByLabel('Address').fill('7 Market Lane, Kumasi')
  await expect.poll(async () => (await storedDrafts(page))[0]).toContain('Kumasi')
  await page.reload()
  await expect(page.getByLabel('Address')).toHaveValue('7 Market Lane, Kumasi')
  await expect(page.getByLabel('First name')).toHaveValue('Yaw')
  await expect(page.getByTestId('draft-notice')).toHaveText('Your changes have not been saved yet. Check them and press Create my account.')

  await page.context().clearCookies()
  await page.evaluate(() => {
    localStorage.clear()
    sessionStorage.clear()
  })
  await signInAs(page, 'active')
  await page.goto('/team-members/recruit')
  const email = page.getByLabel('E-mail address of the person to invite')
  await email.fill('new.recruit@example.com')
  await expect.poll(async () => (await storedDrafts(page))[0]).toContain('new.recruit')
  await page.reload()
  await expect(email).toHaveValue('new.recruit@example.com')
  await expect(page.getByTestId('draft-notice')).toHaveText('Your changes have not been saved yet. Check them and press Send the invitation.')
})

for (const locale of ['en', 'ar'] as const) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale, viewport: locale === 'ar' ? { width: 360, height: 800 } : desktop })

    test('the form with its "not saved yet" notice has no serious or critical axe violations', async ({ page }) => {
      await signInAs(page, 'active')
      await page.goto('/personal-info/edit')
      const address = page.getByTestId('personal-form').locator('input[autocomplete="street-address"]')
      await address.fill('4 Ring Road, Accra')
      await expect.poll(async () => (await storedDrafts(page))[0]).toContain('Ring Road')
      await page.reload()
      await expect(address).toHaveValue('4 Ring Road, Accra')
      const notice = page.getByRole('status').filter({ has: page.locator('.ui-alert') })
      await expect(notice).toHaveText(locale === 'ar' ? 'لم تُحفظ تغييراتك بعد. راجعها ثم اضغط على حفظ.' : notSavedYet)
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
      const { violations } = await new AxeBuilder({ page }).analyze()
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
    })
  })
}
