import { paths } from './config'
import { describe, expect, it } from 'vitest'
import type { LoginData } from '../src/api'
import { pathnameOf } from '../src/domain/safe-path'
import { isFeatureEnabled, type ToggleOf } from './feature-toggles'
import { makeLogin } from './fixtures'
import { isRememberedPage, paymentMethodNeedsConfirmation, redirectMachine, resolveRedirect, type PageName, type RedirectInput } from './redirect.machine'

/** Login states by the onboarding step they are at. */
const logins = {
  done: makeLogin(),
  banned: makeLogin({ customer_data: { status: { id: 'inactive', label: 'Inactive' } } }),
  suspended: makeLogin({ customer_data: { status: { id: 'suspended', label: 'Suspended' } } }),
  notConsultant: makeLogin({ jforce_agent: false, customer_data: { id: null, status: null } }),
  bannedNotConsultant: makeLogin({ jforce_agent: false, customer_data: { status: { id: 'inactive', label: 'Inactive' } } }),
  termsPending: makeLogin({ accepted_terms_and_conditions: false }),
  termsPendingPaymentMandatory: makeLogin({ accepted_terms_and_conditions: false, payment_method_mandatory: 'bank_transfer' }),
  paymentMissing: makeLogin({ payment_method_mandatory: 'mobile_money', has_payment_method: false }),
  paymentOptionalMissing: makeLogin({ payment_method_mandatory: null, has_payment_method: false }),
  ordersOff: makeLogin({ feature_toggles: { orders: false } }),
} satisfies Record<string, LoginData>

type Row = [
  label: string,
  page: PageName,
  path: string,
  state: keyof typeof logins | 'signedOut' | 'loginFailed',
  expected: string | null,
  extra?: Partial<RedirectInput>,
]

const pathOf: Record<string, string> = { ...paths, contributors: '/contributors' }

/** Two sections' toggles, as the app reads them from its routes (every route's is checked in src/routes/-navigation). */
const toggleOf: ToggleOf = (path) => {
  const [, section] = pathnameOf(path).split('/')
  return section === 'orders' ? 'orders' : section === 'sales' ? 'sales' : null
}

// prettier-ignore
const table: Row[] = [
  // Rule 1 — core page
  ['core page, signed out', 'contributors', '', 'signedOut', null],
  ['core page, banned', 'contributors', '', 'banned', null],
  ['core page, login failed', 'contributors', '', 'loginFailed', null],
  // Rule 2 — login failed
  ['login failed on the callback', 'loginCallback', '', 'loginFailed', '/'],
  ['login failed on join', 'join', '', 'loginFailed', '/'],
  ['login failed on intro stays', 'intro', '', 'loginFailed', null],
  ['login failed on the banned page', 'banned', '', 'loginFailed', '/'],
  ['login failed and banned (rule 2 before 3)', 'home', '', 'banned', '/', { loginFailed: true }],
  // Rule 0 — signed out
  ['signed out on intro', 'intro', '', 'signedOut', null],
  ['signed out on join', 'join', '/join?referral=REF42', 'signedOut', null],
  ['signed out on register', 'register', '', 'signedOut', null],
  ['signed out on banned', 'banned', '', 'signedOut', null],
  ['signed out on the callback', 'loginCallback', '/login/callback?code=c&state=s', 'signedOut', null],
  ['signed out on home', 'home', '', 'signedOut', '/'],
  ['signed out on orders', 'orders', '/orders', 'signedOut', '/'],
  ['signed out on agreement', 'agreement', '', 'signedOut', '/'],
  ['signed out on confirm payment method', 'confirmPaymentMethod', '', 'signedOut', '/'],
  // Rule 3 — inactive
  ['banned on home', 'home', '', 'banned', '/banned'],
  ['banned on the callback', 'loginCallback', '', 'banned', '/banned'],
  ['banned on banned stays', 'banned', '', 'banned', null],
  ['banned visitor who is not a consultant (rule 3 before 5)', 'join', '', 'bannedNotConsultant', '/banned'],
  ['suspended keeps working', 'home', '', 'suspended', null],
  // Rule 4 — not a consultant, on register
  ['not a consultant on register stays', 'register', '', 'notConsultant', null],
  // Rule 5 — not a consultant elsewhere
  ['not a consultant on home', 'home', '', 'notConsultant', '/join'],
  ['not a consultant on the callback', 'loginCallback', '', 'notConsultant', '/join'],
  ['not a consultant on intro', 'intro', '', 'notConsultant', '/join'],
  ['not a consultant on agreement', 'agreement', '', 'notConsultant', '/join'],
  ['not a consultant on join stays', 'join', '', 'notConsultant', null],
  // Rule 6 — terms not accepted
  ['terms pending on home', 'home', '', 'termsPending', '/register'],
  ['terms pending on the callback', 'loginCallback', '', 'termsPending', '/register'],
  ['terms pending on register stays', 'register', '', 'termsPending', null],
  ['terms pending on agreement stays', 'agreement', '', 'termsPending', null],
  ['terms pending and payment mandatory (rule 6 before 7)', 'confirmPaymentMethod', '', 'termsPendingPaymentMandatory', '/register'],
  ['terms pending and payment mandatory on agreement stays', 'agreement', '', 'termsPendingPaymentMandatory', null],
  ['terms pending while impersonating skips rule 6', 'home', '', 'termsPending', null, { impersonating: true }],
  // Rule 7 — payment method needs confirmation
  ['payment missing on home', 'home', '', 'paymentMissing', '/confirm-payment-method'],
  ['payment missing on intro', 'intro', '', 'paymentMissing', '/confirm-payment-method'],
  ['payment missing on the confirm page stays', 'confirmPaymentMethod', '', 'paymentMissing', null],
  ['payment missing, adding a mobile money account stays', 'paymentMethodAddMobileMoney', '/payment-method/mobile_money', 'paymentMissing', null],
  ['impersonating with payment missing: no confirm redirect', 'home', '', 'paymentMissing', null, { impersonating: true }],
  ['payment not mandatory: no confirm redirect', 'home', '', 'paymentOptionalMissing', null],
  // Rule 8 — done, on an onboarding page
  ['done on intro', 'intro', '', 'done', '/home'],
  ['done on join', 'join', '', 'done', '/home'],
  ['done on register', 'register', '', 'done', '/home'],
  ['done on agreement', 'agreement', '', 'done', '/home'],
  ['done on confirm payment method', 'confirmPaymentMethod', '', 'done', '/home'],
  ['done on banned', 'banned', '', 'done', '/home'],
  ['impersonating with payment missing on confirm page', 'confirmPaymentMethod', '', 'paymentMissing', '/home', { impersonating: true }],
  ['done on home stays', 'home', '', 'done', null],
  ['done on orders stays', 'orders', '/orders/12/item/3', 'done', null],
  // Rule 9 — login callback
  ['callback with a stored page', 'loginCallback', '', 'done', '/orders?page=2', { storedRedirect: '/orders?page=2' }],
  ['callback without a stored page', 'loginCallback', '', 'done', '/home'],
  ['callback with a stored protocol-relative target', 'loginCallback', '', 'done', '/home', { storedRedirect: '//evil.com' }],
  ['callback with a stored absolute target', 'loginCallback', '', 'done', '/home', { storedRedirect: 'https://evil.com/home' }],
  ['callback with a stored javascript: target', 'loginCallback', '', 'done', '/home', { storedRedirect: 'javascript:alert(1)' }],
  ['callback with a stored backslash target', 'loginCallback', '', 'done', '/home', { storedRedirect: '/\\evil.com' }],
  ['callback with the callback itself stored', 'loginCallback', '', 'done', '/home', { storedRedirect: '/login/callback?code=x' }],
  ['callback while not a consultant ignores the stored page', 'loginCallback', '', 'notConsultant', '/join', { storedRedirect: '/orders' }],
  // Feature toggles, after the rules
  ['orders switched off', 'orders', '/orders', 'ordersOff', '/home'],
  ['an order switched off', 'orderDetail', '/orders/12/orderType/mall', 'ordersOff', '/home'],
  ['callback to a stored page switched off', 'loginCallback', '', 'ordersOff', '/home', { storedRedirect: '/orders' }],
  ['other sections stay on', 'sales', '/sales', 'ordersOff', null],
]

function inputOf([, page, path, state, , extra]: Row): RedirectInput {
  return {
    page,
    path: path || (pathOf[page] ?? `/${page}`),
    login: state === 'signedOut' || state === 'loginFailed' ? null : logins[state],
    loginFailed: state === 'loginFailed',
    impersonating: false,
    storedRedirect: null,
    toggleOf,
    ...extra,
  }
}

describe('resolveRedirect', () => {
  it.each(table.map((row) => [`${row[0]} → ${JSON.stringify(row[4])}`, row] as const))('%s', (_, row) => {
    expect(resolveRedirect(inputOf(row))).toBe(row[4])
  })

  it('covers every rule with at least one row', () => {
    const descriptions = (redirectMachine.root.states.evaluating?.always ?? []).map((t) => t.description ?? '')
    const rules = new Set(descriptions.map((d) => /^Rule (\d)/.exec(d)?.[1]).filter(Boolean))
    expect([...rules].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'])
  })
})

describe('paymentMethodNeedsConfirmation', () => {
  it.each([
    ['mandatory, terms accepted, none held', { payment_method_mandatory: 'bank_transfer', has_payment_method: false }, true],
    ['mandatory, terms not accepted, one held', { payment_method_mandatory: 'bank_transfer', accepted_terms_and_conditions: false }, true],
    ['mandatory, terms accepted, one held', { payment_method_mandatory: 'bank_transfer' }, false],
    ['not mandatory, none held', { payment_method_mandatory: null, has_payment_method: false }, false],
  ] as const)('%s → %s', (_, overrides, expected) => {
    expect(paymentMethodNeedsConfirmation(makeLogin(overrides))).toBe(expected)
  })

  it('is false for nobody signed in', () => {
    expect(paymentMethodNeedsConfirmation(null)).toBe(false)
  })
})

describe('feature toggles', () => {
  it('counts a toggle the server left out as on, and nothing as on for nobody', () => {
    expect(isFeatureEnabled(makeLogin({ feature_toggles: {} }), 'orders')).toBe(true)
    expect(isFeatureEnabled(makeLogin({ feature_toggles: { orders: false } }), 'orders')).toBe(false)
    expect(isFeatureEnabled(null, 'orders')).toBe(false)
  })
})

it('remembers every page but the intro and the login callback as redirect target', () => {
  expect(isRememberedPage('intro')).toBe(false)
  expect(isRememberedPage('loginCallback')).toBe(false)
  expect(isRememberedPage('orders')).toBe(true)
  expect(isRememberedPage('join')).toBe(true)
})
