/**
 * Named constants of the session and onboarding statecharts. Values the spec
 * fixes (section 9) come from src/config; the rest are ours and named here.
 */
import { lifetimes, loginErrorTimeout } from '../src/config/constants'

const minute = 60 * 1000

/** Named delays of the machines (ms). */
export const delays = {
  /** The login-error alert clears itself after this long (spec section 4, 9). */
  loginErrorTimeout,
  /**
   * The longest a navigation waits for the session to settle (a restore, a login, a logout). Ours: every
   * call has its own timeout, so a session busy longer than this is stuck; the route's error view then
   * offers Try again instead of an endless wait.
   */
  sessionSettleTimeout: 60 * 1000,
} as const

/** Named delays of the offline and new-version statechart (pwa.machine.ts), ms. Ours. */
export const pwaDelays = {
  /** An app left open asks the server for a new version this often. */
  updateCheckInterval: 60 * minute,
  /** After Refresh, reload anyway if the new version has not taken control by then. */
  updateReloadFallback: 10 * 1000,
  /** The add-to-home dialog waits this long on the first screen, unless the consultant moves on sooner. */
  installOfferDelay: 30 * 1000,
} as const

/** How long each stored value lives (ms); null never expires. */
export const storedLifetimes = {
  ...lifetimes,
  /** The state sent to the central sign-in, checked on /login/callback. Ours: a sign-in takes minutes, not hours. */
  authState: 10 * minute,
  locale: null,
  /** What was typed in a form and not saved (issue 18): back after a sign-in the same day, not over data a week newer. Ours. */
  formDrafts: 24 * 60 * minute,
  /**
   * The token and login data survive a reload, and a month offline, until logout, an unauthorized answer or
   * this long after the last sign-in or update of the consultant (ours: a phone left in a drawer, or a shared
   * device, does not stay signed in for ever).
   */
  session: 30 * 24 * 60 * minute,
  /**
   * A staff member viewing a consultant's account (an impersonating session) keeps it this long after their
   * sign-in, and no longer: updates do not renew it (spec sections 6, 9: impersonation lasts a day).
   */
  impersonatedSession: lifetimes.impersonation,
} as const

/** The paths the redirect chain sends people to. */
export const paths = {
  intro: '/',
  loginCallback: '/login/callback',
  join: '/join',
  register: '/register',
  agreement: '/agreement',
  confirmPaymentMethod: '/confirm-payment-method',
  banned: '/banned',
  home: '/home',
  paymentMethods: '/payment-method',
} as const
