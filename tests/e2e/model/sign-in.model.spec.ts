import { expect, test, type Page } from '@playwright/test'
import { createTestModel } from 'xstate/graph'
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
        expect(await page.evaluate(() => localStorage.getItem('consultant.impersonation'))).toContain(IMPERSONATED)
      },
      introWithReferral: async () => {
        await onPath(page, '/')
        expect(await page.evaluate(() => localStorage.getItem('consultant.referralCode'))).toContain(REFERRAL)
      },
      signInPage: onSignInPage,
      signInPageForStaff: onSignInPage,
      signInPageWithReferral: onSignInPage,
      signInPageAgain: async () => {
        await onSignInPage()
        // A forged state starts the central sign-in again and never reaches POST login.
        expect(loginCalls()).toBe(0)
      },
      home: () => onPath(page, '/home'),
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

for (const path of model.getShortestPaths()) {
  test(path.description, async ({ page }) => {
    let logins = 0
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/login') logins += 1
    })
    await page.goto('/')
    await path.test(checks(page, () => logins))
  })
}

test('the paths check every screen the model names', () => {
  // A path shorter than another is dropped; its screens are still checked on the way.
  const reached = new Set(model.getShortestPaths().flatMap((p) => [...p.steps.map((s) => String(s.state.value)), String(p.state.value)]))
  expect([...reached].sort()).toEqual(Object.keys(signInModel.config.states ?? {}).sort())
})
