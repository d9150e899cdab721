/**
 * The session: central sign-in, the login callback, the signed-in consultant,
 * unauthorized answers and logout (spec sections 4, 7, 8; issue 3 §1), and the
 * device's stored session, which every tab follows (issue 18).
 *
 * Every effect is named in the setup as a no-op (session.setup.ts, with the guards and
 * helpers; the types in session.types.ts) and provided by src/app with
 * `sessionMachine.provide({ actors, actions })`: HTTP (fetchAuthUrl, login,
 * logout), the device's push (forgetDevicePush), storage (storeSession,
 * clearSession, clearStoredData, clearTabDrafts, storeAuthState), navigation
 * (goToCentralSignIn, goToCentralSignOut) and analytics (reportFailure, reportRefusedAddress).
 */
import { assign, spawnChild, stopChild } from 'xstate'
import { followableHref } from '../src/domain/safe-url'
import { failureOf } from './failure'
import { devicePushOf, farewellOf, latestLogin, loginInputOf, refusedAddress, sessionErrorOf, sessionSetup, signedOutContext } from './session.setup'
import { mergeLogin } from './session.types'

export { mergeLogin, sessionOwner } from './session.types'
export type * from './session.types'

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
          actions: [assign({ error: ({ event }) => sessionErrorOf(event.error) }), { type: 'reportFailure', params: failureOf('auth-url') }],
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
          actions: [assign({ error: ({ event }) => sessionErrorOf(event.error) }), { type: 'reportFailure', params: failureOf('login') }],
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
