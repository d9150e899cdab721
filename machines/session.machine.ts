/**
 * The session: central sign-in, the login callback, the signed-in consultant,
 * unauthorized answers and logout (spec sections 4, 7, 8; issue 3 §1), and the
 * device's stored session, which every tab follows (issue 18).
 *
 * Every effect is named here as a no-op and provided by src/app with
 * `sessionMachine.provide({ actors, actions })`: HTTP (fetchAuthUrl, login,
 * logout), the device's push (forgetDevicePush), storage (storeSession,
 * clearSession, clearStoredData, clearTabDrafts, storeAuthState), navigation
 * (goToCentralSignIn, goToCentralSignOut) and analytics (reportFailure).
 */
import { assign, fromPromise, setup, spawnChild, stopChild, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import type { AuthUrl, Consultant, FailureKind, GatewayFailure, LoginData, LogoutUrl } from '../src/api'
import { toFailure } from '../src/api/errors'
import { followableHref } from '../src/domain/safe-url'
import { delays } from './config'

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

function sessionErrorOf(error: unknown): SessionError {
  const { kind } = toFailure(error, 'login')
  return { kind: kind === 'unknownError' ? 'system' : kind }
}

function loginInputOf({ callback, impersonationEmail, referral }: SessionContext): LoginInput {
  return {
    // checkingCallback lets only a callback with a code through.
    code: callback?.code ?? '',
    ...(impersonationEmail ? { email: impersonationEmail } : {}),
    ...(referral ? { referral } : {}),
  }
}

export function mergeLogin(login: LoginData | null, changes: LoginChanges): LoginData | null {
  if (login === null) return null
  const { customer_data, ...rest } = changes
  return { ...login, ...rest, customer_data: { ...login.customer_data, ...customer_data } }
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the app (sessionMachine.provide)`)
}

const signedOutContext = { login: null, impersonationEmail: null, referral: null, error: null, callback: null, storageFull: 'no' as const }

/** What is reported when the gateway names an address the app does not follow: the call and the field, never the address. */
const refusedAddress = (call: string, field: string): GatewayFailure => ({
  kind: 'badResponse',
  call,
  issues: [`${field}: not an address the app follows (https, or the app's own origin)`],
})

/** The stored copy of this session, or the one kept when nothing changed (screens that read the login do not start again). */
const latestLogin = (kept: LoginData | null, stored: LoginData | null): LoginData | null =>
  kept !== null && stored !== null && JSON.stringify(kept) === JSON.stringify(stored) ? kept : stored

const devicePushOf = ({ context }: { context: SessionContext }): DevicePushInput => ({
  consultantId: context.login?.customer_data.id ?? null,
})

const farewellOf = ({ context }: { context: SessionContext }): FarewellInput => ({
  ...devicePushOf({ context }),
  token: context.login?.jforce_token ?? '',
})

const sessionSetup = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    // The sign-out's call and a push clean-up run as children of their own (issue 37 §1): their ends come back as events.
    events: {} as SessionEvent | DoneActorEvent<LogoutUrl, 'farewell'> | ErrorActorEvent<unknown, 'farewell'> | ErrorActorEvent<unknown, 'forgettingPush'>,
  },
  actors: {
    fetchAuthUrl: fromPromise<AuthUrl>(notProvided('fetchAuthUrl')),
    login: fromPromise<LoginData, LoginInput>(notProvided('login')),
    /**
     * After the device has forgotten the session: forgets the device's push (as forgetDevicePush does), then asks the
     * gateway to end the session and where to sign out centrally, with the token it was given.
     */
    logout: fromPromise<LogoutUrl, FarewellInput>(notProvided('logout')),
    /** Drops this device's push subscription of the consultant, in the browser and at the gateway; never fails (best effort, within a budget). */
    forgetDevicePush: fromPromise<void, DevicePushInput>(notProvided('forgetDevicePush')),
  },
  actions: {
    /** Keep `context.login` (token included) so it survives a reload. */
    storeSession: () => {},
    /**
     * The session ended (an unauthorized answer, signed out elsewhere, its time is up): forget what was stored for it
     * (token, login data, what was kept of its screens, the impersonation e-mail, the offline cache), unless the device
     * holds another session by now. The redirect target stays, for this consultant only, and the referral.
     */
    clearSession: () => {},
    /**
     * Forget everything the device holds for this consultant (logout), at once and before any call: session, redirect
     * target, impersonation, referral, drafts, the offline cache of gateway answers, the badge and the tray.
     */
    clearStoredData: () => {},
    /** This tab's drafts go: the session ended elsewhere (signed out in another tab, or out of time). */
    clearTabDrafts: () => {},
    /** Forget the stored impersonation e-mail (the gateway said this user does not view as staff). */
    forgetImpersonation: () => {},
    storeAuthState: (_, _params: { state: string }) => {},
    goToCentralSignIn: (_, _params: { url: string }) => {},
    /** Ends the central session when the gateway names where (`url` non-null); nothing otherwise. */
    goToCentralSignOut: (_, _params: { url: string | null }) => {},
    reportFailure: (_, _params: { failure: GatewayFailure }) => {},
    /** An answer the client parsed, but whose address the machine refused: to the report sink (the client reported nothing). */
    reportRefusedAddress: (_, _params: { failure: GatewayFailure }) => {},
  },
  guards: {
    hasStoredSession: ({ context }) => context.login !== null,
    callbackValid: ({ context }) => {
      const callback = context.callback
      return !!callback?.code && !!callback.state && callback.state === callback.storedState
    },
    isCentralSignIn: (_, params: { sso: number }) => params.sso === 1,
    /** A path of this app, its own origin, or https (http only on localhost while the app runs there): src/domain/safe-url.ts. */
    isFollowableAddress: ({ context }, params: { url: string | null }) => followableHref(params.url, context.appOrigin) !== null,
    namesAddress: (_, params: { url: string | null }) => params.url !== null,
    /** sso = 1, at an address the app follows. */
    isFollowableCentralSignIn: ({ context }, params: { sso: number; url: string }) =>
      params.sso === 1 && followableHref(params.url, context.appOrigin) !== null,
    isThisSession: ({ context }, { stored }: { stored: LoginData | null }) => stored !== null && stored.jforce_token === context.login?.jforce_token,
    sentByThisSession: ({ context }, { token }: { token: string }) => token !== '' && token === context.login?.jforce_token,
    holdsASession: (_, { stored }: { stored: LoginData | null }) => stored !== null,
  },
  delays,
})

/** The sign-out's call to the gateway, running on its own after the device has forgotten the session. */
const farewell = 'farewell'
/** The device's push of a session that ended outside this tab, forgotten on its own. */
const forgettingPush = 'forgettingPush'

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => ({ ...signedOutContext, ...input, login: input.storedSession, appOrigin: input.appOrigin ?? null }),
  initial: 'restoring',
  on: {
    [`xstate.error.actor.${farewell}`]: { description: 'The gateway could not be told of the sign-out: the device forgot the session all the same' },
    [`xstate.error.actor.${forgettingPush}`]: { description: "Best effort: the device's push could not be forgotten" },
  },
  states: {
    restoring: {
      tags: 'busy',
      always: [{ guard: 'hasStoredSession', target: 'signedIn', description: 'The token survives a reload' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        [`xstate.done.actor.${farewell}`]: [
          {
            guard: { type: 'isFollowableAddress', params: ({ event }) => ({ url: event.output.url }) },
            description: 'The gateway has ended the session: the central session ends at the address it named',
            actions: {
              type: 'goToCentralSignOut',
              params: ({ context, event }) => ({ url: followableHref(event.output.url, context.appOrigin) }),
            },
          },
          {
            guard: { type: 'namesAddress', params: ({ event }) => ({ url: event.output.url }) },
            description: 'Issue 18: a sign-out address the app does not follow is not opened',
            actions: { type: 'reportRefusedAddress', params: () => ({ failure: refusedAddress('POST logout-url', 'url') }) },
          },
        ],
        'session.stored': {
          guard: { type: 'holdsASession', params: ({ event }) => ({ stored: event.login }) },
          target: 'signedIn',
          actions: assign({ login: ({ event }) => event.login }),
          description: 'Signed in in another tab: this tab follows the device',
        },
        'session.connect': 'startingSignIn',
        'session.callback': {
          target: 'checkingCallback',
          actions: assign({
            callback: ({ event }) => ({ code: event.code, state: event.state, storedState: event.storedState }),
          }),
        },
      },
    },
    startingSignIn: {
      tags: 'busy',
      entry: assign({ error: null }),
      invoke: {
        src: 'fetchAuthUrl',
        onDone: [
          {
            guard: { type: 'isFollowableCentralSignIn', params: ({ event }) => ({ sso: event.output.sso, url: event.output.url }) },
            target: 'redirectingToSignIn',
            description: 'sso = 1 and an address the app follows: keep the state for the callback and go to the central sign-in',
            actions: [
              { type: 'storeAuthState', params: ({ event }) => ({ state: event.output.state }) },
              { type: 'goToCentralSignIn', params: ({ context, event }) => ({ url: followableHref(event.output.url, context.appOrigin) ?? '/' }) },
            ],
          },
          {
            guard: { type: 'isCentralSignIn', params: ({ event }) => ({ sso: event.output.sso }) },
            target: 'signedOut',
            description:
              'Issue 18: the sign-in address is not one the app follows (javascript:, data:, another site over http): it is never opened, the intro says so',
            actions: [
              assign({ error: { kind: 'unsafeSignInAddress' } }),
              { type: 'reportRefusedAddress', params: () => ({ failure: refusedAddress('GET auth-url', 'url') }) },
            ],
          },
          { target: 'signedOut', actions: assign({ error: { kind: 'signInUnavailable' } }) },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            assign({ error: ({ event }) => sessionErrorOf(event.error) }),
            { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error, 'auth-url') }) },
          ],
        },
      },
    },
    redirectingToSignIn: {
      description: 'The browser is leaving for the central sign-in.',
      tags: 'busy',
      on: { 'session.connect': 'startingSignIn' },
    },
    checkingCallback: {
      tags: 'busy',
      always: [
        { guard: 'callbackValid', target: 'loggingIn' },
        {
          target: 'startingSignIn',
          actions: assign({ callback: null }),
          description: 'Spec section 8: a missing code, or a state missing or mismatched, starts the central sign-in again',
        },
      ],
    },
    loggingIn: {
      tags: 'busy',
      invoke: {
        src: 'login',
        input: ({ context }) => loginInputOf(context),
        onDone: [
          {
            guard: ({ event }) => event.output.impersonating,
            target: 'signedIn',
            actions: [assign({ login: ({ event }) => event.output, error: null }), 'storeSession'],
            description: 'Staff viewing an account: the gateway says so',
          },
          {
            target: 'signedIn',
            actions: [assign({ login: ({ event }) => event.output, error: null, impersonationEmail: null }), 'storeSession', 'forgetImpersonation'],
            description:
              'Spec section 6: only the gateway says who views as staff; an impersonation e-mail from a ?impersonate= link of someone who is not staff is forgotten',
          },
        ],
        onError: {
          target: 'loginFailed',
          actions: [
            assign({ error: ({ event }) => sessionErrorOf(event.error) }),
            { type: 'reportFailure', params: ({ event }) => ({ failure: toFailure(event.error, 'login') }) },
          ],
        },
      },
      // A code is good for one exchange.
      exit: assign({ callback: null }),
    },
    loginFailed: {
      description: 'The login-error alert shows, and clears itself after loginErrorTimeout.',
      exit: assign({ error: null }),
      after: { loginErrorTimeout: 'signedOut' },
      on: { 'session.connect': 'startingSignIn' },
    },
    signedIn: {
      on: {
        'session.update': {
          guard: { type: 'sentByThisSession', params: ({ event }) => ({ token: event.token }) },
          actions: [assign({ login: ({ context, event }) => mergeLogin(context.login, event.login) }), 'storeSession'],
          description: "A write's answer, for the session that sent it; one sent by an ended session is dropped",
        },
        'session.unauthorized': {
          target: 'unauthorized',
          description:
            'An unauthorized answer ends the session: what was stored for it goes (the impersonation e-mail too), then the push, then the sign-in starts again',
          actions: ['clearSession', assign({ impersonationEmail: null })],
        },
        'session.stored': [
          {
            guard: { type: 'isThisSession', params: ({ event }) => ({ stored: event.login }) },
            actions: assign({ login: ({ context, event }) => latestLogin(context.login, event.login) }),
            description: 'The device still holds this session: keep its latest login data (another tab may have updated it)',
          },
          {
            guard: { type: 'holdsASession', params: ({ event }) => ({ stored: event.login }) },
            actions: assign({ login: ({ event }) => event.login, storageFull: 'no' }),
            description: 'Someone signed in in another tab (maybe another consultant): this tab follows the device, and the app leaves the previous screens',
          },
          {
            target: 'signedOut',
            actions: [
              'clearSession',
              'clearTabDrafts',
              stopChild(forgettingPush),
              spawnChild('forgetDevicePush', { id: forgettingPush, input: devicePushOf }),
              assign({ login: null, impersonationEmail: null, storageFull: 'no' }),
            ],
            description:
              "Signed out in another tab, or the session's time is up (30 days; a day for staff viewing an account): it ends here too, at once; this device's push subscription of the consultant goes on its own",
          },
        ],
        'session.notStored': {
          guard: ({ context }) => context.storageFull === 'no',
          actions: assign({ storageFull: 'tell' }),
          description: 'Issue 37 §5: the session stays, in memory for this tab; the consultant is told once what that means',
        },
        'session.storageNoticeSeen': { actions: assign({ storageFull: 'told' }) },
        'session.logout': {
          target: 'signedOut',
          description:
            'Issue 37: sign-out ends the session on the device at once, whatever the network does; the gateway is told on its own, with the token held in memory, and the central sign-out follows if it names one',
          actions: ['clearStoredData', stopChild(farewell), spawnChild('logout', { id: farewell, input: farewellOf }), assign(signedOutContext)],
        },
      },
    },
    unauthorized: {
      description: "The session has ended: this device's push subscription of the consultant goes before the page leaves for the sign-in.",
      tags: 'busy',
      invoke: {
        src: 'forgetDevicePush',
        input: devicePushOf,
        onDone: { target: 'startingSignIn', actions: assign({ login: null, storageFull: 'no' }) },
        onError: { target: 'startingSignIn', actions: assign({ login: null, storageFull: 'no' }) },
      },
    },
  },
})
