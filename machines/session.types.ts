/**
 * The session's types and the pure rules on its login data (machines/session.machine.ts is the statechart).
 */
import type { Consultant, FailureKind, LoginData } from '../src/api'

export interface SessionInput {
  /** The session stored before the reload, if any. */
  readonly storedSession: LoginData | null
  /** The impersonated account's e-mail (stored from ?impersonate=), sent with the login. */
  readonly impersonationEmail: string | null
  /** The referral code (stored from /join?referral=), sent with the login. */
  readonly referral: string | null
  /** The origin the app runs on (location.origin): a sign-in or sign-out address on it is followed (src/domain/safe-url.ts). */
  readonly appOrigin?: string
}

/** Why signing in failed. Codes only: the UI picks the words. */
export type SessionErrorKind =
  /** UNKNOWN_ERROR from the gateway: the login-error alert (spec section 8). */
  | 'system'
  /** The gateway offers no central sign-in (auth-url answered sso ≠ 1). */
  | 'signInUnavailable'
  /** auth-url named an address the app does not follow (javascript:, data:, another site over http): not opened. */
  | 'unsafeSignInAddress'
  | Exclude<FailureKind, 'unknownError'>
export interface SessionError {
  readonly kind: SessionErrorKind
}

/** What /login/callback found: the query's code and state, and the state stored before leaving. */
export interface CallbackParams {
  readonly code: string | null
  readonly state: string | null
  readonly storedState: string | null
}

export interface LoginInput {
  code: string
  email?: string
  referral?: string
}

/** Changes to the login data after a call that returns them (consultant update, payment method, agreement). */
export type LoginChanges = Partial<Omit<LoginData, 'customer_data'>> & { customer_data?: Partial<Consultant> }

export type SessionEvent =
  | { type: 'session.connect' }
  | ({ type: 'session.callback' } & CallbackParams)
  /**
   * A write's answer changed the login data. `token`: the session that sent the write (read before it went out); an
   * answer that comes back after that session ended (signed out, another consultant signed in) is dropped.
   */
  | { type: 'session.update'; login: LoginChanges; token: string }
  | { type: 'session.logout' }
  /** Sent by the app on a 401 from any call made with this session's token, after storing the current page as redirect target. */
  | { type: 'session.unauthorized' }
  /**
   * What the device stores now (null: no session, or its time is up), shared by every tab: sent by the app when
   * another tab changes it, before each navigation, and when the page is shown again (src/app/session-sync.ts).
   */
  | { type: 'session.stored'; login: LoginData | null }
  /** The device could not store the session (its storage is full): it is held in memory for this tab only (issue 37 §5). */
  | { type: 'session.notStored' }
  /** The consultant has read what a full storage means. */
  | { type: 'session.storageNoticeSeen' }

/** Whose session this is, for what is kept for one consultant only (the redirect target); staff viewing an account are not the consultant. */
export function sessionOwner(login: Pick<LoginData, 'customer_data' | 'impersonating'>): string {
  const email = login.customer_data.email.trim().toLowerCase()
  return login.impersonating ? `viewing:${email}` : email
}

/** The device's push subscription, forgotten when this session ends. */
export interface DevicePushInput {
  readonly consultantId: number | null
}

/**
 * What telling the gateway of a sign-out needs once the session is gone from the device: its token, held in memory
 * by the running call only, and whose push subscription to drop.
 */
export interface FarewellInput extends DevicePushInput {
  readonly token: string
}

export interface SessionContext {
  login: LoginData | null
  impersonationEmail: string | null
  referral: string | null
  error: SessionError | null
  callback: CallbackParams | null
  /** Kept across sign-outs: where the app runs, for the address rule. */
  appOrigin: string | null
  /** The session is held in memory for this tab (the device's storage is full): 'tell' until the consultant has read it, once. */
  storageFull: 'no' | 'tell' | 'told'
}

export function mergeLogin(login: LoginData | null, changes: LoginChanges): LoginData | null {
  if (login === null) return null
  const { customer_data, ...rest } = changes
  return { ...login, ...rest, customer_data: { ...login.customer_data, ...customer_data } }
}
