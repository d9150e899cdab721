import type { Page } from '@playwright/test'
import { expect, test } from './support/test'
import * as v from 'valibot'
import { ConsultantCreate, LoginData, MobileMoneyBody } from '../../src/api/schemas'
import { expectAccessible } from './support/axe'
import { signInAs } from './support/sign-in'

/**
 * The onboarding screens (issue 3 §5) against the built app and the demo gateway.
 *
 * Every call goes to the demo gateway, which signs each pick of a persona in to a fresh
 * copy of it, so a visitor who registers here is a visitor again for the next test.
 * Only the lost connection is simulated (page.route aborts one request).
 */

// These journeys check what the app sends, through page.route, which a service worker
// would bypass; offline behaviour has its own spec (pwa.spec.ts).
test.use({ serviceWorkers: 'block' })

/**
 * The JSON body of the next request to `path`, let through to the gateway. (ky sends a
 * Request object, whose body Chromium's request events do not carry; interception does.)
 */
async function nextBody(page: Page, path: string): Promise<() => unknown> {
  let body: unknown = undefined
  await page.route(`**${path}`, async (route) => {
    body = route.request().postDataJSON()
    await route.continue()
  })
  return () => body
}

/** As a person does it: once the contract is there, click the label and see the tick. */
async function tickAgreement(page: Page) {
  await expect(page.getByRole('article', { name: 'Consultant agreement' })).toBeVisible()
  const box = page.getByRole('checkbox', { name: 'I have read and I agree to the terms and conditions' })
  await expect(async () => {
    if (!(await box.isChecked())) await page.getByText('I have read and I agree to the terms and conditions').click()
    await expect(box).toBeChecked({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}

const SUPPORT = { phone: '+233 30 000 0000', tel: 'tel:+233300000000', email: 'support@consultants.example' }
const AGREEMENT_MESSAGE = 'You must agree to the JForce terms and conditions to proceed'

/** The login data the app keeps (token included), as a stored value { value, expiresAt }. */
async function storedLogin(page: Page): Promise<LoginData> {
  const raw = await page.evaluate(() => localStorage.getItem('consultant.session.v1'))
  return v.parse(LoginData, JSON.parse(raw ?? 'null')?.value)
}

test.describe('in English', () => {
  test.use({ locale: 'en' })

  test('a visitor joins with a referral, registers (bad input, a server field error, a lost connection) and accepts the agreement', async ({ page }) => {
    // The whole journey with five axe scans: more than the default 30 s on a busy machine.
    test.slow()
    expect(await signInAs(page, 'visitor', '/join?referral=EXT-1001')).toBe('/join')
    await expect(page.getByRole('heading', { level: 1, name: 'You are not a member yet' })).toBeVisible()
    await expect(page.getByTestId('referral-code')).toHaveText('Referral code: EXT-1001')
    await expect(page.getByRole('button', { name: 'Log in with another account' })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Join', exact: true }).click()
    await expect(page).toHaveURL(/\/register$/)
    const firstName = page.getByLabel('First name')
    const phone = page.getByLabel('Phone number')
    // Prefilled from the marketplace profile.
    await expect(firstName).toHaveValue('Yaw')
    await expect(page.getByLabel('Last name')).toHaveValue('Asante')
    await expect(page.getByLabel('Email')).toHaveValue('yaw.asante@example.com')
    await expect(page.getByLabel('State')).toBeEnabled()
    await expectAccessible(page)

    // Bad input: nothing is sent, the fields say why, the first one gets the focus.
    let posts = 0
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/consultants')) posts += 1
    })
    await firstName.fill('Al')
    await page.getByLabel('Email').fill('yaw@')
    await page.getByRole('button', { name: 'Create my account' }).click()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toBeFocused()
    await expect(page.getByText('Please enter a name between 3 and 100 characters')).toBeVisible()
    await expect(page.getByText('Email format is not valid')).toBeVisible()
    await expect(page.getByText('This field is required').first()).toBeVisible()
    expect(posts).toBe(0)
    await expectAccessible(page)

    // Good input, but a phone and a name the server refuses.
    const lastName = page.getByLabel('Last name')
    await lastName.fill('Invalidson')
    await firstName.fill('Yaw')
    await page.getByLabel('Email').fill('yaw.asante@example.com')
    await phone.pressSequentially('00000000000')
    await expect(phone).toHaveValue('0000 000 0000')
    await page.getByRole('radio', { name: 'Male', exact: true }).check({ force: true })
    await page.getByLabel('Date of birth').fill('1995-03-02')
    await page.getByLabel('State').selectOption({ label: 'Greater Accra' })
    await page.getByLabel('City').selectOption({ label: 'Accra' })
    await page.getByLabel('District').selectOption({ label: 'Osu Klottey' })
    await page.getByLabel('Address').fill('12 Oxford Street, Osu')
    await page.getByLabel('Recruitment Channel').selectOption({ label: 'Facebook' })
    await page.getByRole('button', { name: 'Create my account' }).click()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText('Phone number is not valid')).toBeVisible()
    // The server judges the full name: both name fields are marked, and fixing one clears both.
    await expect(page.getByText('This name is not valid')).toHaveCount(2)
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toBeFocused()
    await lastName.fill('Asante')
    await expect(page.getByText('This name is not valid')).toHaveCount(0)
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
    // Everything typed is still there.
    await expect(firstName).toHaveValue('Yaw')
    await expect(page.getByLabel('City')).toHaveValue('101')
    await expect(page.getByLabel('District')).toHaveValue('Osu Klottey')
    await expect(page.getByLabel('Address')).toHaveValue('12 Oxford Street, Osu')
    expect(posts).toBe(1)

    // The connection drops on the next try: the message and Try again, the values kept.
    const visitor = await storedLogin(page)
    let sent: ConsultantCreate | null = null
    let dropped = false
    await page.route('**/api/v1/consultants', async (route) => {
      if (!dropped) {
        dropped = true
        return route.abort('connectionrefused')
      }
      sent = v.parse(ConsultantCreate, route.request().postDataJSON())
      return route.continue()
    })
    await phone.fill('')
    await phone.pressSequentially('02441234567')
    await expect(phone).toHaveValue('0244 123 4567')
    await page.getByRole('button', { name: 'Create my account' }).click()
    const failure = page.getByRole('alert').filter({ hasText: 'We could not reach the server' })
    await expect(failure).toBeVisible()
    await expect(phone).toHaveValue('0244 123 4567')
    await failure.getByRole('button', { name: 'Try again' }).click()

    await expect(page).toHaveURL(/\/register\/success$/)
    // What was sent: digits only, ids as numbers, the referral from the link.
    expect(sent).toMatchObject({
      account_type: 'consultant',
      first_name: 'Yaw',
      phone_number: '02441234567',
      gender: 'male',
      birthday: '1995-03-02',
      state_id: 1,
      city_id: 101,
      district: 'Osu Klottey',
      recruitment_channel_id: 2,
      referral: 'EXT-1001',
    })
    // The session took the new consultant and the new token.
    const registered = await storedLogin(page)
    expect(registered).toMatchObject({ jforce_agent: true, accepted_terms_and_conditions: false })
    expect(registered.jforce_token).not.toBe(visitor.jforce_token)
    expect(registered.customer_data.id).toBeGreaterThanOrEqual(5001)
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome aboard!' })).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('link', { name: 'Continue to the agreement' }).click()
    await expect(page).toHaveURL(/\/agreement$/)
    const accept = page.waitForRequest((r) => r.url().endsWith(`/ewoks/consultants/${registered.customer_data.id}/agreement`) && r.method() === 'PUT')
    await tickAgreement(page)
    await page.getByRole('button', { name: 'Accept & continue' }).click()
    // Mobile money is mandatory for this visitor: the last onboarding step follows.
    await expect(page).toHaveURL(/\/confirm-payment-method$/)
    // Calls after registering carry the new token.
    expect((await accept).headers()['x-jforce-token']).toBe(registered.jforce_token)
    // The last step: the mobile money account, prefilled from the registration, then home.
    await expect(page.getByLabel('Full Name')).toHaveValue('Yaw Asante')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/home$/)
    expect((await storedLogin(page)).accepted_terms_and_conditions).toBe(true)
  })

  test('a consultant whose terms are not accepted gets the agreement, which needs the tick', async ({ page }) => {
    await signInAs(page, 'terms')
    await expect(page).toHaveURL(/\/agreement$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible()
    // The contract, sanitized, and its PDF.
    await expect(page.getByRole('article', { name: 'Consultant agreement' })).toContainText('This agreement sets the terms')
    const pdf = page.getByRole('link', { name: 'Download the agreement (PDF)' })
    await expect(pdf).toHaveAttribute('href', '/api/v1/mouse/files/agreement.pdf')
    expect((await page.request.get('/api/v1/mouse/files/agreement.pdf')).headers()['content-type']).toBe('application/pdf')
    await expect(page.getByText('Signed in as Akosua Darko.')).toBeVisible()
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Accept & continue' }).click()
    await expect(page.getByTestId('agreement-error')).toHaveText(AGREEMENT_MESSAGE)
    const box = page.getByRole('checkbox', { name: 'I have read and I agree to the terms and conditions' })
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)

    const me = (await storedLogin(page)).customer_data
    const acceptBody = await nextBody(page, `/api/v1/ewoks/consultants/${me.id}/agreement`)
    await tickAgreement(page)
    await expect(page.getByTestId('agreement-error')).toHaveCount(0)
    await page.getByRole('button', { name: 'Accept & continue' }).click()
    await expect(page).toHaveURL(/\/home$/)
    expect(acceptBody()).toEqual({ jforce_agreement: true })
  })

  test("'not you?' on the agreement signs out to the intro", async ({ page }) => {
    await signInAs(page, 'terms')
    await expect(page).toHaveURL(/\/agreement$/)
    await page.getByRole('button', { name: 'Not you? Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByTestId('connect')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('consultant.session.v1'))).toBeNull()
  })

  test('a consultant without the mandatory payment method adds mobile money, then goes home', async ({ page }) => {
    await signInAs(page, 'payment')
    await expect(page).toHaveURL(/\/confirm-payment-method$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment account' })).toBeVisible()
    await expect(page.getByText('No payment account added')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Add a mobile money account' })).toBeVisible()
    const fullName = page.getByLabel('Full Name')
    const phone = page.getByLabel('Phone number')
    await expect(fullName).toHaveValue('Kwame Addo')
    await expect(phone).toHaveValue('0244 123 4567')
    await expect(phone).toHaveAttribute('inputmode', 'numeric')
    await expectAccessible(page)

    // The server refuses this phone (no account is saved): the field says so.
    await phone.fill('')
    await phone.pressSequentially('00000000000')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByText('Phone number is not valid')).toBeVisible()
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(fullName).toHaveValue('Kwame Addo')

    const me = (await storedLogin(page)).customer_data
    const addedBody = await nextBody(page, `/api/v1/ewoks/consultants/${me.id}/payment-methods/mobile_money`)
    // Backspace over a group's space deletes the digit before it.
    await phone.fill('')
    await phone.pressSequentially('02441')
    await expect(phone).toHaveValue('0244 1')
    await phone.press('Backspace')
    await phone.press('Backspace')
    await expect(phone).toHaveValue('024')
    await phone.pressSequentially('45551234')
    await expect(phone).toHaveValue('0244 555 1234')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page).toHaveURL(/\/home$/)
    expect(v.parse(MobileMoneyBody, addedBody())).toEqual({ full_name: 'Kwame Addo', phone_number: '02445551234' })
    expect((await storedLogin(page)).has_payment_method).toBe(true)
  })

  test('a banned consultant sees the Help line and can sign out', async ({ page }) => {
    await signInAs(page, 'banned')
    await expect(page).toHaveURL(/\/banned$/)
    await expect(page.getByText('It seems like your account is not active. Please contact the Help line.', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: SUPPORT.phone })).toHaveAttribute('href', SUPPORT.tel)
    await expect(page.getByRole('link', { name: SUPPORT.email })).toHaveAttribute('href', `mailto:${SUPPORT.email}`)
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('in Arabic (right to left), dark mode', () => {
  test.use({ locale: 'ar', colorScheme: 'dark' })

  test('join and register read right to left; numbers stay left to right', async ({ page }) => {
    expect(await signInAs(page, 'visitor', '/join?referral=EXT-1001')).toBe('/join')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByTestId('referral-code')).toContainText('EXT-1001')
    await expectAccessible(page)

    await page.goto('/register')
    const phone = page.locator('input[inputmode="numeric"]')
    await expect(phone).toHaveAttribute('dir', 'ltr')
    await phone.pressSequentially('٠٢٤٤١٢٣٤٥٦٧')
    await expect(phone).toHaveValue('0244 123 4567')
    await expectAccessible(page)
    await page.locator('button[type="submit"]').click()
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused()
    await expectAccessible(page)
  })

  for (const [persona, path] of [
    ['terms', '/agreement'],
    ['payment', '/confirm-payment-method'],
    ['banned', '/banned'],
  ] as const) {
    test(`${path} for the ${persona} persona`, async ({ page }) => {
      await signInAs(page, persona)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      await expect(page.locator('main h1')).toBeVisible()
      // The gateway answers in the language asked for (issue 22 §1): the agreement is Arabic.
      if (persona === 'terms') await expect(page.getByRole('article')).toContainText('تحدد هذه الاتفاقية الشروط')
      if (persona === 'payment') await expect(page.locator('input[inputmode="numeric"]')).toHaveValue('0244 123 4567')
      if (persona === 'banned') await expect(page.getByRole('link', { name: SUPPORT.email })).toBeVisible()
      await expectAccessible(page)
    })
  }
})
