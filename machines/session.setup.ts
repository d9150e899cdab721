/**
 * The session's setup (machines/session.machine.ts is the statechart): the named effects, each a no-op here and
 * provided by src/app, the guards, and the pure helpers the statechart's transitions use.
 */
import { fromPromise, setup, type DoneActorEvent, type ErrorActorEvent } from 'xstate'
import type { AuthUrl, GatewayFailure, LoginData, LogoutUrl } from '../src/api'
import { classifyError } from '../src/api/errors'
import { followableHref } from '../src/domain/safe-url'
import { delays } from './config'
import { noReport } from './failure'
import type { DevicePushInput, FarewellInput, LoginInput, SessionContext, SessionError, SessionEvent, SessionInput } from './session.types'

/** The login's (or auth-url's) failure as the intro says it. */
export function sessionErrorOf(error: unknown): SessionError {
  const { kind } = classifyError(error, 'login')
  return { kind: kind === 'unknownError' ? 'system' : kind }
}

/** What the login call sends: the callback's code, and the impersonation e-mail and referral kept for it. */
export function loginInputOf({ callback, impersonationEmail, referral }: SessionContext): LoginInput {
  return {
    // checkingCallback lets only a callback with a code through.
    code: callback?.code ?? '',
    ...(impersonationEmail ? { email: impersonationEmail } : {}),
    ...(referral ? { referral } : {}),
  }
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is provided by the app (sessionMachine.provide)`)
}

/** The context of no session (what stays across sign-outs is left out). */
export const signedOutContext = { login: null, impersonationEmail: null, referral: null, error: null, callback: null, storageFull: 'no' as const }

/** What is reported when the gateway names an address the app does not follow: the call and the field, never the address. */
export const refusedAddress = (call: string, field: string): GatewayFailure => ({
  kind: 'badResponse',
  call,
  issues: [`${field}: not an address the app follows (https, or the app's own origin)`],
})

/** The stored copy of this session, or the one kept when nothing changed (screens that read the login do not start again). */
export const latestLogin = (kept: LoginData | null, stored: LoginData | null): LoginData | null =>
  kept !== null && stored !== null && JSON.stringify(kept) === JSON.stringify(stored) ? kept : stored

/** The device's push of this session, for forgetDevicePush. */
export const devicePushOf = ({ context }: { context: SessionContext }): DevicePushInput => ({
  consultantId: context.login?.customer_data.id ?? null,
})

/** The session's token and push, for the sign-out's call (logout). */
export const farewellOf = ({ context }: { context: SessionContext }): FarewellInput => ({
  ...devicePushOf({ context }),
  token: context.login?.jforce_token ?? '',
})

/** The session's named effects (each a no-op, provided by src/app) and guards (the spec's rules). */
export const sessionSetup = setup({
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
    reportFailure: noReport,
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
