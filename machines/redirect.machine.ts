/**
 * The login and onboarding redirect chain (spec section 4), evaluated for every
 * navigation: the ordered rules are guarded eventless transitions out of
 * `evaluating`; the first whose guard holds decides. Each ends in a final state
 * whose output is the target path, or null to stay.
 *
 * Rule 0 is ours (spec section 6: visitors see only intro, join, register and
 * banned). It sits after rules 1 and 2, which need no login, and before rules
 * 3 to 9, which read the login data.
 *
 * Decisions the spec leaves open:
 * - Rule 6 sends to /register, whose last step is the agreement; a consultant
 *   already on /register or /agreement stays. Impersonation skips rule 6 (spec
 *   section 6: it "skips the payment-method confirmation and agreement redirect").
 * - Rule 7 lets the consultant stay on /confirm-payment-method and on the
 *   /payment-method screens it leads to (adding an account is how it clears).
 * - Rule 9 follows the stored target only when it is a safe internal path and
 *   not the callback itself; otherwise /home.
 * - A target equal to the current path means "stay", so no rule can loop.
 */
import { and, initialTransition, not, setup } from 'xstate'
import type { LoginData } from '../src/api'
import { pathnameOf, toInternalPath } from '../src/domain/safe-path'
import { paths } from './config'
import { isFeatureEnabled, type ToggleOf } from './feature-toggles'

/** The route's name. Known onboarding names drive the rules; any other app page is just a name. */
export type PageName =
  'intro' | 'loginCallback' | 'join' | 'register' | 'agreement' | 'confirmPaymentMethod' | 'banned' | 'home' | 'contributors' | (string & {})

export interface RedirectInput {
  readonly page: PageName
  /** The path being visited (pathname, search and hash). */
  readonly path: string
  /** Null when nobody is signed in. */
  readonly login: LoginData | null
  readonly loginFailed: boolean
  readonly impersonating: boolean
  /** The stored redirect target (read as-is; unsafe values are refused here too). */
  readonly storedRedirect: string | null
  /** The feature toggle of a path, from the app's routes: a destination switched off sends home. */
  readonly toggleOf: ToggleOf
}

/** A path to go to, or null to stay. */
export type RedirectTarget = string | null

const corePages: ReadonlySet<PageName> = new Set(['contributors'])
const openWhenSignedOut: ReadonlySet<PageName> = new Set(['intro', 'loginCallback', 'join', 'register', 'banned'])
const onboardingPages: ReadonlySet<PageName> = new Set(['intro', 'join', 'register', 'agreement', 'confirmPaymentMethod', 'banned'])

/** Payment method needs confirmation: one is mandatory and either the terms are not accepted or none is held. */
export function paymentMethodNeedsConfirmation(login: LoginData | null): boolean {
  return login !== null && login.payment_method_mandatory !== null && (!login.accepted_terms_and_conditions || !login.has_payment_method)
}

/** Pages stored as the redirect target while visited (spec section 4: not the intro nor the login callback). */
export function isRememberedPage(page: PageName): boolean {
  return page !== 'intro' && page !== 'loginCallback'
}

/** The stored target when it is an internal path other than the callback itself. */
function safeStoredRedirect(stored: string | null): string | null {
  const path = toInternalPath(stored)
  return path === null || pathnameOf(path).startsWith(paths.loginCallback) ? null : path
}

export const redirectMachine = setup({
  types: {
    input: {} as RedirectInput,
    context: {} as RedirectInput,
    output: {} as RedirectTarget,
  },
  guards: {
    isCorePage: ({ context }) => corePages.has(context.page),
    loginFailed: ({ context }) => context.loginFailed,
    isSignedIn: ({ context }) => context.login !== null,
    isOpenWhenSignedOut: ({ context }) => openWhenSignedOut.has(context.page),
    isInactive: ({ context }) => context.login?.customer_data.status?.id === 'inactive',
    isConsultant: ({ context }) => context.login?.jforce_agent === true,
    isOnRegister: ({ context }) => context.page === 'register',
    isOnTermsStep: ({ context }) => context.page === 'register' || context.page === 'agreement',
    termsAccepted: ({ context }) => context.login?.accepted_terms_and_conditions === true,
    paymentMethodNeedsConfirmation: ({ context }) => paymentMethodNeedsConfirmation(context.login),
    isImpersonating: ({ context }) => context.impersonating,
    isOnPaymentMethodStep: ({ context }) =>
      context.page === 'confirmPaymentMethod' ||
      pathnameOf(context.path) === paths.paymentMethods ||
      pathnameOf(context.path).startsWith(`${paths.paymentMethods}/`),
    isOnOnboardingPage: ({ context }) => onboardingPages.has(context.page),
    isLoginCallback: ({ context }) => context.page === 'loginCallback',
    hasSafeStoredRedirect: ({ context }) => safeStoredRedirect(context.storedRedirect) !== null,
  },
}).createMachine({
  id: 'redirect',
  description: 'Login and onboarding redirect rules (spec section 4), first match wins.',
  context: ({ input }) => input,
  initial: 'evaluating',
  states: {
    evaluating: {
      always: [
        { guard: 'isCorePage', target: 'stay', description: 'Rule 1 — core page: no redirect' },
        { guard: 'loginFailed', target: 'intro', description: 'Rule 2 — login failed: go to intro' },
        {
          guard: and([not('isSignedIn'), 'isOpenWhenSignedOut']),
          target: 'stay',
          description: 'Rule 0 — signed out: only intro, join, register, banned and the login callback are open',
        },
        {
          guard: not('isSignedIn'),
          target: 'intro',
          description: 'Rule 0 — signed out, any other page: go to intro',
        },
        { guard: 'isInactive', target: 'banned', description: 'Rule 3 — inactive (banned): go to banned' },
        {
          guard: and([not('isConsultant'), 'isOnRegister']),
          target: 'stay',
          description: 'Rule 4 — not a consultant and on register: stay',
        },
        { guard: not('isConsultant'), target: 'join', description: 'Rule 5 — not a consultant elsewhere: go to join' },
        {
          guard: and([not('termsAccepted'), not('isImpersonating'), 'isOnTermsStep']),
          target: 'stay',
          description: 'Rule 6 — terms not accepted, already on register or agreement: stay',
        },
        {
          guard: and([not('termsAccepted'), not('isImpersonating')]),
          target: 'register',
          description: 'Rule 6 — terms not accepted: go to register (its last step is the agreement)',
        },
        {
          guard: and(['paymentMethodNeedsConfirmation', not('isImpersonating'), 'isOnPaymentMethodStep']),
          target: 'stay',
          description: 'Rule 7 — payment method needs confirmation, already confirming or adding one: stay',
        },
        {
          guard: and(['paymentMethodNeedsConfirmation', not('isImpersonating')]),
          target: 'confirmPaymentMethod',
          description: 'Rule 7 — payment method mandatory and needing confirmation (not impersonating): go to confirm-payment-method',
        },
        {
          guard: 'isOnOnboardingPage',
          target: 'home',
          description: 'Rule 8 — consultant already done, on an onboarding page: go to home',
        },
        {
          guard: and(['isLoginCallback', 'hasSafeStoredRedirect']),
          target: 'storedRedirect',
          description: 'Rule 9 — login callback: go to the stored redirect page',
        },
        { guard: 'isLoginCallback', target: 'home', description: 'Rule 9 — login callback, no stored page: go to home' },
        { target: 'stay', description: 'No rule applies: stay' },
      ],
    },
    stay: { type: 'final', output: null },
    intro: { type: 'final', output: paths.intro },
    banned: { type: 'final', output: paths.banned },
    join: { type: 'final', output: paths.join },
    register: { type: 'final', output: paths.register },
    confirmPaymentMethod: { type: 'final', output: paths.confirmPaymentMethod },
    home: { type: 'final', output: paths.home },
    storedRedirect: { type: 'final', output: ({ context }) => safeStoredRedirect(context.storedRedirect) },
  },
  output: ({ event }) => (typeof event.output === 'string' ? event.output : null),
})

const samePath = (a: string, b: string) => pathnameOf(a) === pathnameOf(b)

/**
 * Where a navigation must go instead, or null to let it through: the rules,
 * then the feature toggles (a section switched off sends the consultant home).
 */
export function resolveRedirect(input: RedirectInput): RedirectTarget {
  // The rules run as a pure transition (no actor: nothing runs on, nothing to show in the inspector).
  const [snapshot] = initialTransition(redirectMachine, input)
  const target = snapshot.output ?? null
  const destination = target ?? input.path
  const toggle = input.toggleOf(destination)
  const next = input.login !== null && toggle !== null && !isFeatureEnabled(input.login, toggle) ? paths.home : target
  return next !== null && samePath(next, input.path) ? null : next
}
