import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { AuthUrl, LoginData, LogoutUrl } from '../src/api'
import { GatewayError, type GatewayFailure } from '../src/api/errors'
import { delays } from './config'
import { makeConsultant, makeLogin } from './fixtures'
import { sessionMachine, sessionOwner, type DevicePushInput, type FarewellInput, type LoginInput, type SessionInput } from './session.machine'
import {
  consultant,
  hasLoginFailed,
  isImpersonating,
  isSettled,
  isSignedIn,
  loginData,
  loginError,
  redirectSessionOf,
  type SessionSnapshot,
} from './session.selectors'

const authUrl: AuthUrl = { sso: 1, url: 'https://signin.example/authorize?state=s-1', state: 's-1' }

interface Fakes {
  authUrl?: () => Promise<AuthUrl>
  login?: (input: LoginInput) => Promise<LoginData>
  logout?: (input: FarewellInput) => Promise<LogoutUrl>
  forgetDevicePush?: (input: DevicePushInput) => Promise<void>
}

function start(input: Partial<SessionInput> = {}, fakes: Fakes = {}, clock?: SimulatedClock) {
  const calls = {
    fetchAuthUrl: vi.fn(fakes.authUrl ?? (async () => authUrl)),
    login: vi.fn(fakes.login ?? (async (_: LoginInput) => makeLogin())),
    logout: vi.fn(fakes.logout ?? (async (_: FarewellInput): Promise<LogoutUrl> => ({ url: null }))),
    forgetDevicePush: vi.fn(fakes.forgetDevicePush ?? (async (_: DevicePushInput) => {})),
    storeSession: vi.fn<(login: LoginData | null) => void>(),
    forgetImpersonation: vi.fn<() => void>(),
    clearSession: vi.fn(),
    clearStoredData: vi.fn(),
    clearTabDrafts: vi.fn(),
    storeAuthState: vi.fn<(state: string) => void>(),
    goToCentralSignIn: vi.fn<(url: string) => void>(),
    goToCentralSignOut: vi.fn<(url: string | null) => void>(),
    reportFailure: vi.fn<(failure: GatewayFailure) => void>(),
    reportRefusedAddress: vi.fn<(failure: GatewayFailure) => void>(),
  }
  const machine = sessionMachine.provide({
    actors: {
      fetchAuthUrl: fromPromise(() => calls.fetchAuthUrl()),
      login: fromPromise(({ input }: { input: LoginInput }) => calls.login(input)),
      logout: fromPromise(({ input }: { input: FarewellInput }) => calls.logout(input)),
      forgetDevicePush: fromPromise(({ input }: { input: DevicePushInput }) => calls.forgetDevicePush(input)),
    },
    actions: {
      storeSession: ({ context }) => calls.storeSession(context.login),
      forgetImpersonation: () => calls.forgetImpersonation(),
      clearSession: () => calls.clearSession(),
      clearStoredData: () => calls.clearStoredData(),
      clearTabDrafts: () => calls.clearTabDrafts(),
      storeAuthState: (_, { state }) => calls.storeAuthState(state),
      goToCentralSignIn: (_, { url }) => calls.goToCentralSignIn(url),
      goToCentralSignOut: (_, { url }) => calls.goToCentralSignOut(url),
      reportFailure: (_, { failure }) => calls.reportFailure(failure),
      reportRefusedAddress: (_, { failure }) => calls.reportRefusedAddress(failure),
    },
  })
  const actor = createActor(machine, {
    input: { storedSession: null, impersonationEmail: null, referral: null, ...input },
    ...(clock ? { clock } : {}),
  }).start()
  return { actor, calls }
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, isSettled)
const callback = (code: string | null, state: string | null, storedState: string | null) => ({ type: 'session.callback', code, state, storedState }) as const

describe('restoring', () => {
  it('starts signed in from a stored session, without calling the gateway', () => {
    const stored = makeLogin({ jforce_token: 'kept' })
    const { actor, calls } = start({ storedSession: stored })
    expect(isSignedIn(actor.getSnapshot())).toBe(true)
    expect(loginData(actor.getSnapshot())?.jforce_token).toBe('kept')
    expect(isSettled(actor.getSnapshot())).toBe(true)
    expect(calls.login).not.toHaveBeenCalled()
  })

  it('starts signed out without one', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(isSettled(actor.getSnapshot())).toBe(true)
  })
})

describe('starting the central sign-in', () => {
  it('stores the state and leaves for the central sign-in when sso is 1', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'session.connect' })
    await waitFor(actor, (s) => s.matches('redirectingToSignIn'))
    expect(calls.storeAuthState).toHaveBeenCalledWith('s-1')
    expect(calls.goToCentralSignIn).toHaveBeenCalledWith(authUrl.url)
    expect(calls.storeAuthState.mock.invocationCallOrder[0]).toBeLessThan(calls.goToCentralSignIn.mock.invocationCallOrder[0]!)
    // The browser is leaving: the router keeps waiting.
    expect(isSettled(actor.getSnapshot())).toBe(false)
  })

  it('stays signed out with an error when the gateway offers no central sign-in', async () => {
    const { actor, calls } = start({}, { authUrl: async () => ({ ...authUrl, sso: 0 }) })
    actor.send({ type: 'session.connect' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('signedOut')
    expect(loginError(snapshot)).toEqual({ kind: 'signInUnavailable' })
    expect(calls.goToCentralSignIn).not.toHaveBeenCalled()
  })

  it('stays signed out with the failure kind when auth-url fails', async () => {
    const failure: GatewayFailure = { kind: 'network', call: 'auth-url' }
    const { actor, calls } = start({}, { authUrl: () => Promise.reject(new GatewayError(failure)) })
    actor.send({ type: 'session.connect' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('signedOut')
    expect(loginError(snapshot)).toEqual({ kind: 'network' })
    expect(calls.reportFailure).toHaveBeenCalledWith(failure)
  })
})

describe('the sign-in and sign-out addresses (issue 18: only https, or the app’s own origin)', () => {
  it.each(['javascript:window.__pwned=1', 'data:text/html,<script>alert(1)</script>', 'http://evil.example/sign-in', '//evil.example/x', '/.//evil.example'])(
    'never opens the sign-in address %j: the intro says so, and the refusal is reported without the address',
    async (url) => {
      const { actor, calls } = start({ appOrigin: 'https://consultants.example' }, { authUrl: async () => ({ ...authUrl, url }) })
      actor.send({ type: 'session.connect' })
      const snapshot = await settled(actor)
      expect(snapshot.value).toBe('signedOut')
      expect(loginError(snapshot)).toEqual({ kind: 'unsafeSignInAddress' })
      expect(calls.goToCentralSignIn).not.toHaveBeenCalled()
      expect(calls.storeAuthState).not.toHaveBeenCalled()
      expect(calls.reportRefusedAddress).toHaveBeenCalledOnce()
      const [failure] = calls.reportRefusedAddress.mock.calls[0]!
      expect(failure).toMatchObject({ kind: 'badResponse', call: 'GET auth-url' })
      expect(JSON.stringify(failure)).not.toContain(url)
      // Connect again asks again.
      actor.send({ type: 'session.connect' })
      expect(calls.fetchAuthUrl).toHaveBeenCalledTimes(2)
    },
  )

  it('follows the demo gateway on the app’s own origin over http (development, browser tests), as a path', async () => {
    const url = 'http://localhost:4203/demo-sso?state=s-1&return_to=http%3A%2F%2Flocalhost%3A4203%2Flogin%2Fcallback'
    const { actor, calls } = start({ appOrigin: 'http://localhost:4203' }, { authUrl: async () => ({ ...authUrl, url }) })
    actor.send({ type: 'session.connect' })
    await waitFor(actor, (s) => s.matches('redirectingToSignIn'))
    expect(calls.goToCentralSignIn).toHaveBeenCalledWith('/demo-sso?state=s-1&return_to=http%3A%2F%2Flocalhost%3A4203%2Flogin%2Fcallback')
  })

  it('refuses http on localhost when the app runs on a public host', async () => {
    const { actor, calls } = start(
      { appOrigin: 'https://consultants.example' },
      { authUrl: async () => ({ ...authUrl, url: 'http://localhost:8787/demo-sso' }) },
    )
    actor.send({ type: 'session.connect' })
    expect(loginError(await settled(actor))).toEqual({ kind: 'unsafeSignInAddress' })
    expect(calls.goToCentralSignIn).not.toHaveBeenCalled()
  })

  it('ends the session but never opens a sign-out address it does not follow', async () => {
    const { actor, calls } = start(
      { storedSession: makeLogin(), appOrigin: 'https://consultants.example' },
      { logout: async () => ({ url: 'javascript:window.__pwned=1' }) },
    )
    actor.send({ type: 'session.logout' })
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('signedOut')
    expect(calls.clearStoredData).toHaveBeenCalledOnce()
    expect(calls.goToCentralSignOut).not.toHaveBeenCalled()
    expect(calls.reportRefusedAddress).toHaveBeenCalledWith(expect.objectContaining({ kind: 'badResponse', call: 'POST logout-url' }))
  })

  it('has nothing to open or report when the gateway names no sign-out address', async () => {
    const { actor, calls } = start({ storedSession: makeLogin() })
    actor.send({ type: 'session.logout' })
    await settled(actor)
    expect(calls.goToCentralSignOut).not.toHaveBeenCalled()
    expect(calls.reportRefusedAddress).not.toHaveBeenCalled()
  })
})

describe('the login callback', () => {
  it('logs in with the code, the impersonation e-mail and the referral, and stores the session', async () => {
    const login = makeLogin({ impersonating: true })
    const { actor, calls } = start({ impersonationEmail: 'viewed@example.com', referral: 'REF42' }, { login: async () => login })
    actor.send(callback('code-1', 's-1', 's-1'))
    expect(isSettled(actor.getSnapshot())).toBe(false)
    const snapshot = await settled(actor)

    expect(calls.login).toHaveBeenCalledExactlyOnceWith({ code: 'code-1', email: 'viewed@example.com', referral: 'REF42' })
    expect(isSignedIn(snapshot)).toBe(true)
    expect(loginData(snapshot)).toEqual(login)
    expect(consultant(snapshot)?.email).toBe('ama@example.com')
    expect(isImpersonating(snapshot)).toBe(true)
    expect(calls.storeSession).toHaveBeenCalledWith(login)
    expect(redirectSessionOf(snapshot)).toEqual({ login, loginFailed: false, impersonating: true })
    expect(calls.forgetImpersonation).not.toHaveBeenCalled()
    expect(snapshot.context.impersonationEmail).toBe('viewed@example.com')
  })

  it('a ?impersonate= link opened by someone who is not staff changes nothing: the gateway decides, the e-mail is forgotten', async () => {
    const login = makeLogin({ impersonating: false })
    const { actor, calls } = start({ impersonationEmail: 'viewed@example.com' }, { login: async () => login })
    actor.send(callback('code-1', 's-1', 's-1'))
    const snapshot = await settled(actor)

    expect(isSignedIn(snapshot)).toBe(true)
    expect(isImpersonating(snapshot)).toBe(false)
    expect(redirectSessionOf(snapshot).impersonating).toBe(false)
    expect(calls.forgetImpersonation).toHaveBeenCalledOnce()
    expect(snapshot.context.impersonationEmail).toBeNull()
  })

  it('sends neither e-mail nor referral when none is stored', async () => {
    const { actor, calls } = start()
    actor.send(callback('code-1', 's-1', 's-1'))
    await settled(actor)
    expect(calls.login).toHaveBeenCalledExactlyOnceWith({ code: 'code-1' })
  })

  it.each([
    ['a mismatched state', callback('code-1', 's-evil', 's-1')],
    ['a missing state', callback('code-1', null, 's-1')],
    ['no stored state', callback('code-1', 's-1', null)],
    ['a missing code', callback(null, 's-1', 's-1')],
    ['an empty code', callback('', 's-1', 's-1')],
  ])('starts the central sign-in again on %s, never calling login', async (_, event) => {
    const { actor, calls } = start()
    actor.send(event)
    await waitFor(actor, (s) => s.matches('redirectingToSignIn'))
    expect(calls.fetchAuthUrl).toHaveBeenCalledOnce()
    expect(calls.goToCentralSignIn).toHaveBeenCalledWith(authUrl.url)
    expect(calls.login).not.toHaveBeenCalled()
  })
})

describe('login failure', () => {
  const unknownError = () => Promise.reject(new GatewayError({ kind: 'unknownError', call: 'login' }))

  it('shows the system error alert on UNKNOWN_ERROR and clears it after 5 seconds', async () => {
    const clock = new SimulatedClock()
    const { actor, calls } = start({}, { login: unknownError }, clock)
    actor.send(callback('code-1', 's-1', 's-1'))
    const failed = await settled(actor)

    expect(delays.loginErrorTimeout).toBe(5000)
    expect(failed.value).toBe('loginFailed')
    expect(hasLoginFailed(failed)).toBe(true)
    expect(loginError(failed)).toEqual({ kind: 'system' })
    expect(isSignedIn(failed)).toBe(false)
    expect(calls.storeSession).not.toHaveBeenCalled()

    clock.increment(4999)
    expect(loginError(actor.getSnapshot())).toEqual({ kind: 'system' })
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(loginError(actor.getSnapshot())).toBeNull()
    expect(hasLoginFailed(actor.getSnapshot())).toBe(false)
  })

  it('also clears with real timers faked by vitest', async () => {
    vi.useFakeTimers()
    try {
      const { actor } = start({}, { login: unknownError })
      actor.send(callback('code-1', 's-1', 's-1'))
      await vi.advanceTimersByTimeAsync(0)
      expect(loginError(actor.getSnapshot())).toEqual({ kind: 'system' })
      await vi.advanceTimersByTimeAsync(5000)
      expect(loginError(actor.getSnapshot())).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps the failure kind for other failures', async () => {
    const failure: GatewayFailure = { kind: 'validationFailed', call: 'login', fields: { email: ['invalid_email'] } }
    const { actor, calls } = start({}, { login: () => Promise.reject(new GatewayError(failure)) })
    actor.send(callback('code-1', 's-1', 's-1'))
    const snapshot = await settled(actor)
    expect(snapshot.value).toBe('loginFailed')
    expect(loginError(snapshot)).toEqual({ kind: 'validationFailed' })
    expect(calls.reportFailure).toHaveBeenCalledWith(failure)
  })

  it('lets the visitor connect again while the alert shows', async () => {
    const { actor, calls } = start({}, { login: unknownError })
    actor.send(callback('code-1', 's-1', 's-1'))
    await settled(actor)
    actor.send({ type: 'session.connect' })
    await waitFor(actor, (s) => s.matches('redirectingToSignIn'))
    expect(calls.fetchAuthUrl).toHaveBeenCalledOnce()
    expect(loginError(actor.getSnapshot())).toBeNull()
  })
})

describe('signed in', () => {
  it('merges login data changes and stores them', () => {
    const { actor, calls } = start({ storedSession: makeLogin({ has_payment_method: false }) })
    actor.send({ type: 'session.update', login: { has_payment_method: true, customer_data: { first_name: 'Abena' } }, token: 'token-7' })
    const login = loginData(actor.getSnapshot())
    expect(login?.has_payment_method).toBe(true)
    expect(login?.customer_data.first_name).toBe('Abena')
    expect(login?.customer_data.last_name).toBe('Mensah')
    expect(calls.storeSession).toHaveBeenLastCalledWith(login)
  })

  it("drops a write's answer sent by a session that has ended (issue 37 §2)", () => {
    const kofi = makeLogin({ jforce_token: 'kofi', customer_data: makeConsultant({ id: 8, email: 'kofi@example.com', first_name: 'Kofi' }) })
    const { actor, calls } = start({ storedSession: kofi })
    // Ama's personal-info save, sent before she signed out and Kofi signed in, answers now.
    actor.send({ type: 'session.update', login: { customer_data: { first_name: 'Ama' }, jforce_token: 'ama-2' }, token: 'ama' })
    expect(loginData(actor.getSnapshot())).toEqual(kofi)
    actor.send({ type: 'session.update', login: { has_payment_method: true }, token: '' })
    expect(loginData(actor.getSnapshot())).toEqual(kofi)
    expect(calls.storeSession).not.toHaveBeenCalled()
  })

  it("ends the session on an unauthorized answer: the device's push goes, then the sign-in starts again", async () => {
    const { actor, calls } = start({ storedSession: makeLogin(), impersonationEmail: 'viewed@example.com', referral: 'REF42' })
    actor.send({ type: 'session.unauthorized' })
    expect(isSignedIn(actor.getSnapshot())).toBe(false)
    await waitFor(actor, (s) => s.matches('redirectingToSignIn'))
    expect(actor.getSnapshot().context.login).toBeNull()
    expect(calls.clearSession).toHaveBeenCalledOnce()
    // The redirect target stored by the app just before must survive.
    expect(calls.clearStoredData).not.toHaveBeenCalled()
    expect(calls.forgetDevicePush).toHaveBeenCalledWith({ consultantId: 7 })
    expect(calls.forgetDevicePush.mock.invocationCallOrder[0]).toBeLessThan(calls.goToCentralSignIn.mock.invocationCallOrder[0]!)
    expect(calls.goToCentralSignIn).toHaveBeenCalledWith(authUrl.url)
    // The impersonation went with the session: the next sign-in, whoever makes it, is nobody's view of an account.
    expect(actor.getSnapshot().context.impersonationEmail).toBeNull()
    expect(actor.getSnapshot().context.referral).toBe('REF42')
  })

  it("keeps the session (with its token) while the device's push is forgotten, and goes on when that fails", async () => {
    let release: () => void = () => {}
    const { actor } = start(
      { storedSession: makeLogin({ jforce_token: 'ending' }) },
      { forgetDevicePush: () => new Promise<void>((resolve) => (release = resolve)) },
    )
    actor.send({ type: 'session.unauthorized' })
    expect(actor.getSnapshot().value).toBe('unauthorized')
    // The app's client reads the token from here for the un-subscribe call.
    expect(actor.getSnapshot().context.login?.jforce_token).toBe('ending')
    expect(isSettled(actor.getSnapshot())).toBe(false)
    release()
    await waitFor(actor, (s) => s.matches('redirectingToSignIn'))

    const failing = start({ storedSession: makeLogin() }, { forgetDevicePush: () => Promise.reject(new Error('no worker')) })
    failing.actor.send({ type: 'session.unauthorized' })
    await waitFor(failing.actor, (s) => s.matches('redirectingToSignIn'))
  })

  it('logs out at once: forgets everything on the device, then tells the gateway with the token it holds, then signs out centrally', async () => {
    let answer: (url: LogoutUrl) => void = () => {}
    const { actor, calls } = start(
      { storedSession: makeLogin(), impersonationEmail: 'viewed@example.com', referral: 'REF42' },
      { logout: () => new Promise<LogoutUrl>((resolve) => (answer = resolve)) },
    )
    actor.send({ type: 'session.logout' })
    // Issue 37 §1: signed out on the device before the gateway answers.
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signedOut')
    expect(isSettled(snapshot)).toBe(true)
    expect(snapshot.context).toMatchObject({ login: null, impersonationEmail: null, referral: null, error: null })
    expect(calls.clearStoredData).toHaveBeenCalledOnce()
    expect(calls.clearStoredData.mock.invocationCallOrder[0]).toBeLessThan(calls.logout.mock.invocationCallOrder[0]!)
    expect(calls.logout).toHaveBeenCalledExactlyOnceWith({ consultantId: 7, token: 'token-7' })
    expect(calls.goToCentralSignOut).not.toHaveBeenCalled()
    answer({ url: 'https://signin.example/logout' })
    await vi.waitFor(() => expect(calls.goToCentralSignOut).toHaveBeenCalledWith('https://signin.example/logout'))
  })

  it('stays signed out when the logout call fails or never answers', async () => {
    const failing = start({ storedSession: makeLogin() }, { logout: () => Promise.reject(new GatewayError({ kind: 'unauthorized', call: 'logout-url' })) })
    failing.actor.send({ type: 'session.logout' })
    await Promise.resolve()
    expect(failing.actor.getSnapshot().value).toBe('signedOut')
    expect(failing.calls.clearStoredData).toHaveBeenCalledOnce()
    expect(loginData(failing.actor.getSnapshot())).toBeNull()
    const stuck = start({ storedSession: makeLogin() }, { logout: () => new Promise(() => {}) })
    stuck.actor.send({ type: 'session.logout' })
    expect(stuck.actor.getSnapshot().value).toBe('signedOut')
  })

  it('does not leave for the central sign-out once the next person has started signing in', async () => {
    let answer: (url: LogoutUrl) => void = () => {}
    const { actor, calls } = start({ storedSession: makeLogin() }, { logout: () => new Promise<LogoutUrl>((resolve) => (answer = resolve)) })
    actor.send({ type: 'session.logout' })
    actor.send({ type: 'session.connect' })
    await waitFor(actor, (s) => s.matches('redirectingToSignIn'))
    answer({ url: 'https://signin.example/logout' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.goToCentralSignOut).not.toHaveBeenCalled()
  })

  it('ignores a callback while signed in', () => {
    const { actor, calls } = start({ storedSession: makeLogin() })
    actor.send(callback('code-1', 's-1', 's-1'))
    expect(isSignedIn(actor.getSnapshot())).toBe(true)
    expect(calls.login).not.toHaveBeenCalled()
  })
})

describe("the device's stored session (other tabs, its time)", () => {
  const stored = (login: LoginData | null) => ({ type: 'session.stored', login }) as const

  it('keeps this session, with the latest login data another tab stored', () => {
    const login = makeLogin({ jforce_token: 'ama', has_payment_method: false })
    const { actor, calls } = start({ storedSession: login })
    actor.send(stored({ ...login }))
    // Nothing changed: the same login object, so screens that read it do not start again.
    expect(loginData(actor.getSnapshot())).toBe(login)
    actor.send(stored({ ...login, has_payment_method: true }))
    expect(loginData(actor.getSnapshot())?.has_payment_method).toBe(true)
    expect(calls.clearSession).not.toHaveBeenCalled()
    // Already stored: not written again.
    expect(calls.storeSession).not.toHaveBeenCalled()
  })

  it('follows a sign-in made in another tab, clearing nothing', () => {
    const { actor, calls } = start({ storedSession: makeLogin({ jforce_token: 'ama' }) })
    const kofi = makeLogin({ jforce_token: 'kofi', customer_data: makeConsultant({ id: 8, email: 'kofi@example.com' }) })
    actor.send(stored(kofi))
    expect(loginData(actor.getSnapshot())).toEqual(kofi)
    expect(calls.clearSession).not.toHaveBeenCalled()
    expect(calls.forgetDevicePush).not.toHaveBeenCalled()
  })

  it("ends here at once when signed out in another tab or out of time: its drafts go, the device's push on its own", async () => {
    const { actor, calls } = start({ storedSession: makeLogin(), impersonationEmail: 'viewed@example.com' }, { forgetDevicePush: () => new Promise(() => {}) })
    actor.send(stored(null))
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('signedOut')
    expect(snapshot.context).toMatchObject({ login: null, impersonationEmail: null })
    expect(calls.clearSession).toHaveBeenCalledOnce()
    expect(calls.clearTabDrafts).toHaveBeenCalledOnce()
    expect(calls.forgetDevicePush).toHaveBeenCalledWith({ consultantId: 7 })
    // Not a sign-in: the tab goes to the intro, nobody is sent anywhere.
    expect(calls.fetchAuthUrl).not.toHaveBeenCalled()
    expect(calls.goToCentralSignOut).not.toHaveBeenCalled()
  })

  it('a signed-out tab follows a sign-in made in another tab', () => {
    const { actor } = start()
    actor.send(stored(null))
    expect(actor.getSnapshot().value).toBe('signedOut')
    actor.send(stored(makeLogin({ jforce_token: 'kofi' })))
    expect(loginData(actor.getSnapshot())?.jforce_token).toBe('kofi')
  })

  it('is not followed while signing in', async () => {
    const { actor, calls } = start({}, { authUrl: () => new Promise(() => {}) })
    actor.send({ type: 'session.connect' })
    actor.send(stored(null))
    expect(actor.getSnapshot().value).toBe('startingSignIn')
    expect(calls.clearSession).not.toHaveBeenCalled()
  })
})

describe('sessionOwner', () => {
  it('names the consultant by their sign-in e-mail; staff viewing an account are not the consultant', () => {
    const ama = makeLogin({ customer_data: makeConsultant({ email: ' Ama@Example.com ' }) })
    expect(sessionOwner(ama)).toBe('ama@example.com')
    expect(sessionOwner({ ...ama, impersonating: true })).not.toBe(sessionOwner(ama))
  })
})

describe('selectors on plain snapshots', () => {
  const snapshotOf = (value: string, context: Partial<SessionSnapshot['context']>): SessionSnapshot =>
    sessionMachine.resolveState({
      value,
      context: { login: null, impersonationEmail: null, referral: null, error: null, callback: null, appOrigin: null, storageFull: 'no', ...context },
    })

  it('reads no login data unless signed in', () => {
    const stale = snapshotOf('unauthorized', { login: makeLogin() })
    expect(loginData(stale)).toBeNull()
    expect(consultant(stale)).toBeNull()
    expect(isSettled(stale)).toBe(false)
  })

  it.each([
    ['the gateway says so', { login: makeLogin({ impersonating: true }) }, true],
    ['an impersonation e-mail is stored but the gateway says no', { login: makeLogin(), impersonationEmail: 'viewed@example.com' }, false],
    ['neither', { login: makeLogin() }, false],
  ])('impersonation when %s', (_, context, expected) => {
    expect(isImpersonating(snapshotOf('signedIn', context))).toBe(expected)
  })

  it('is never impersonating while signed out', () => {
    expect(isImpersonating(snapshotOf('signedOut', { impersonationEmail: 'viewed@example.com' }))).toBe(false)
  })
})
