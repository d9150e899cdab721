import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import * as v from 'valibot'
import { createTestModel } from 'xstate/graph'
import { LoginData } from '../../../src/api/schemas'
import { PERSONA_OF_EVENT, signInModel } from './sign-in.model'

const IMPERSONATED = 'kofi.boateng@example.com'
const REFERRAL = 'EXT-1001'

const model = createTestModel(signInModel)

const onPath = (page: Page, path: string) => expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path)

/** Runs once per test: how each screen of the model is recognised in the real app. */
function checks(page: Page, loginCalls: () => number) {
  const onSignInPage = async () => {
    await page.waitForURL(/\/demo-sso/)
    await expect(page.getByRole('heading', { name: 'Demo central sign-in' })).toBeVisible()
  }
  return {
    states: {
      intro: async () => {
        await onPath(page, '/')
        await expect(page.getByTestId('connect')).toBeVisible()
      },
      introForStaff: async () => {
        await onPath(page, '/')
        // Kept by the app once it runs (the prerendered intro shows before it).
        await expect.poll(() => page.evaluate(() => localStorage.getItem('consultant.impersonation'))).toContain(IMPERSONATED)
      },
      introWithReferral: async () => {
        await onPath(page, '/')
        await expect.poll(() => page.evaluate(() => localStorage.getItem('consultant.referralCode'))).toContain(REFERRAL)
      },
      signInPage: onSignInPage,
      signInPageForStaff: onSignInPage,
      signInPageWithReferral: onSignInPage,
      signInPageAgain: async () => {
        await onSignInPage()
        // A forged state starts the central sign-in again and never reaches POST login.
        expect(loginCalls()).toBe(0)
      },
      home: async () => {
        await onPath(page, '/home')
        await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible()
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
        await expect(page.getByRole('region', { name: 'Updated agreement' })).toHaveCount(0)
      },
      homeWithAgreementBanner: async () => {
        await onPath(page, '/home')
        await expect(page.getByRole('region', { name: 'Updated agreement' })).toBeVisible()
      },
      homeInFrench: async () => {
        await onPath(page, '/home')
        await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
        await expect(page.getByRole('heading', { name: /^Bonjour / })).toBeVisible()
      },
      signedOut: async () => {
        await onPath(page, '/')
        await expect(page.getByTestId('connect')).toBeVisible()
        // Logout clears what the app stored for the consultant.
        expect(await page.evaluate(() => localStorage.getItem('consultant.session.v1'))).toBeNull()
      },
      backWhereTheSessionEnded: async () => {
        await onPath(page, '/sales')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales')
        await expect(page.getByTestId('sales-amount')).toBeVisible()
      },
      signInPageAfterExpiry: async () => {
        await onSignInPage()
        expect(await page.evaluate(() => localStorage.getItem('consultant.session.v1'))).toBeNull()
      },
      homeImpersonating: async () => {
        await onPath(page, '/home')
        await expect(page.getByText(/Kofi Boateng/).first()).toBeVisible()
      },
      join: () => onPath(page, '/join'),
      joinWithReferral: async () => {
        await onPath(page, '/join')
        await expect(page.getByText(REFERRAL).first()).toBeVisible()
      },
      agreement: () => onPath(page, '/agreement'),
      confirmPaymentMethod: () => onPath(page, '/confirm-payment-method'),
      banned: async () => {
        await onPath(page, '/banned')
        await expect(page.getByText(/not active/i).first()).toBeVisible()
      },
      introWithLoginError: async () => {
        await onPath(page, '/')
        await expect(page.getByRole('alert')).toBeVisible()
      },
    },
    events: {
      CONNECT: async () => {
        await page.getByTestId('connect').click()
      },
      OPEN_IMPERSONATION_LINK: async () => {
        await page.goto(`/?impersonate=${encodeURIComponent(IMPERSONATED)}`)
      },
      OPEN_REFERRAL_LINK: async () => {
        await page.goto(`/join?referral=${REFERRAL}`)
        await page.goto('/')
      },
      SIGN_OUT: async () => {
        await page.goto('/account')
        await page.getByRole('button', { name: 'Sign out' }).last().click()
      },
      SESSION_EXPIRES: async () => {
        // The gateway says the token is no longer valid on the next call (a session ended elsewhere).
        await page.route('**/api/v1/watto/**', (route) =>
          route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, error_message: 'UNAUTHORIZED' }) }),
        )
        await page.goto('/sales')
        await page.waitForURL(/\/demo-sso/)
        await page.unroute('**/api/v1/watto/**')
      },
      SWITCH_TO_FRENCH: () => switchLanguage(page, 'Français', 'fr'),
      SWITCH_TO_ENGLISH: () => switchLanguage(page, 'English', 'en'),
      ACCEPT_UPDATED_AGREEMENT: async () => {
        // Answered here (the personas are shared by every test of a run): the body is the spec's.
        const me = await storedConsultant(page)
        await page.route(`**/api/v1/ewoks/consultants/${me.id}/agreement`, (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...me, updated_jforce_agreement: true }) }),
        )
        await page.route(`**/api/v1/ewoks/consultants/${me.id}`, (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...me, ...JSON.parse(route.request().postData() ?? '{}') }) }),
        )
        await page.getByRole('region', { name: 'Updated agreement' }).getByRole('button', { name: 'Read and accept' }).click()
        await page
          .getByRole('dialog', { name: 'Consultant agreement' })
          .getByRole('button', { name: /Accept/ })
          .click()
      },
      RETURN_WITH_FORGED_STATE: async () => {
        await page.goto('/login/callback?code=any-code&state=forged-state')
      },
      ...Object.fromEntries(
        Object.entries(PERSONA_OF_EVENT).map(([event, persona]) => [
          event,
          async () => {
            await page.locator(`[data-persona="${persona}"]`).click()
          },
        ]),
      ),
    },
  }
}

/** The consultant the app holds for this session (to answer a write without changing the shared gateway). */
async function storedConsultant(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('consultant.session.v1'))
  return v.parse(LoginData, JSON.parse(stored ?? 'null')?.value).customer_data
}

/** The You page's language switcher; the save is answered here so the shared persona keeps its language. */
async function switchLanguage(page: Page, name: string, locale: string) {
  const me = await storedConsultant(page)
  await page.route(`**/api/v1/ewoks/consultants/${me.id}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ...me, preferred_language: locale }) }),
  )
  await page.goto('/account')
  await page.getByRole('button', { name, exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await page.unroute(`**/api/v1/ewoks/consultants/${me.id}`)
  await page.goto('/home')
}

/**
 * Every screen by its shortest path, and each back edge once: a path is only as short as it
 * needs to be, so the edges that come back to a screen already reached are walked on purpose.
 */
const roundTrips = [
  ['CONNECT', 'PICK_ACTIVE', 'SWITCH_TO_FRENCH', 'SWITCH_TO_ENGLISH'],
  ['CONNECT', 'PICK_ACTIVE', 'SIGN_OUT', 'CONNECT', 'PICK_MEMBER'],
  ['CONNECT', 'PICK_ACTIVE', 'SESSION_EXPIRES', 'PICK_ACTIVE'],
  ['CONNECT', 'PICK_UPDATED_AGREEMENT', 'ACCEPT_UPDATED_AGREEMENT'],
].flatMap((events) => model.getPathsFromEvents(events.map((type) => ({ type }))).slice(0, 1))
const paths = [...new Map([...model.getShortestPaths(), ...roundTrips].map((path) => [path.description, path])).values()]

for (const path of paths) {
  test(path.description, async ({ page }) => {
    let logins = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/login') logins += 1
    })
    await page.goto('/')
    await path.test(checks(page, () => logins))
  })
}

test('the paths check every screen the model names and walk every transition', () => {
  // A path shorter than another is dropped; its screens are still checked on the way.
  const reached = new Set(paths.flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]))
  expect([...reached].sort()).toEqual(Object.keys(signInModel.config.states ?? {}).sort())
  const walked = new Set(paths.flatMap((p) => p.steps.slice(0, -1).map((step, i) => `${String(step.state.value)} ${p.steps[i + 1]?.event.type}`)))
  const declared = Object.entries(signInModel.config.states ?? {}).flatMap(([state, node]) => Object.keys(node.on ?? {}).map((event) => `${state} ${event}`))
  expect(declared.filter((edge) => !walked.has(edge))).toEqual([])
})
