import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { makeConsultant, makeLogin } from '../../machines/fixtures'
import { sessionMachine } from '../../machines/session.machine'
import { isSettled, loginData } from '../../machines/session.selectors'
import type { LoginData } from '../api'
import { createSessionSync, followStoredSession, storedSessionCheckMs } from './session-sync'
import { createMemoryStorage, createStoredValues, storedValueKeys } from './stored-values'

const ama = makeLogin({ jforce_token: 'ama-token' })
const kofi = makeLogin({ jforce_token: 'kofi-token', customer_data: makeConsultant({ id: 8, email: 'kofi@example.com', first_name: 'Kofi' }) })

/** One tab: its session (the app's storage effects, the rest faked) over the device's storage, which tabs share. */
function tab(storage: Storage, shown: LoginData | null) {
  const stored = createStoredValues({ storage, now: () => Date.UTC(2026, 10, 25) })
  const cleared: string[] = []
  const machine = sessionMachine.provide({
    actors: {
      fetchAuthUrl: fromPromise(() => new Promise(() => {})),
      forgetDevicePush: fromPromise(async () => {}),
    },
    actions: {
      clearSession: ({ context }) => {
        if (stored.clearSessionData(context.login?.jforce_token ?? null)) cleared.push('session')
      },
    },
  })
  const session = createActor(machine, { input: { storedSession: shown, impersonationEmail: null, referral: null } }).start()
  const leave = vi.fn()
  return { stored, session, leave, cleared, sync: createSessionSync({ session, stored, leave }) }
}

describe('a 401 ends only the session that sent the call', () => {
  it('clears nothing of the consultant signed in since in another tab, and this tab follows them', () => {
    const device = createMemoryStorage()
    const one = tab(device, ama)
    // In tab 2: Ama signed out, Kofi signed in and his screens were kept.
    const two = createStoredValues({ storage: device, now: () => Date.UTC(2026, 10, 25) })
    two.clearConsultantData(ama.jforce_token)
    two.session.set(kofi)
    two.earlyReads.set({ '/home': ['watto/consultants/8/sales'] })
    // Tab 1's call, sent with Ama's token before all that, is answered 401 now.
    one.sync.unauthorized(ama.jforce_token, '/personal-info')
    expect(one.cleared).toEqual([])
    expect(two.session.get()).toEqual(kofi)
    expect(two.earlyReads.get()).toEqual({ '/home': ['watto/consultants/8/sales'] })
    expect(two.redirectTarget.get()).toBeNull()
    // Tab 1 shows Kofi's session now, and leaves Ama's screens.
    expect(loginData(one.session.getSnapshot())?.jforce_token).toBe('kofi-token')
    expect(one.leave).toHaveBeenCalledOnce()
  })

  it("ends the tab's own session, keeping the page for the same consultant", async () => {
    const device = createMemoryStorage()
    const one = tab(device, ama)
    one.stored.session.set(ama)
    one.stored.homeBonusCount.set(2)
    one.sync.unauthorized(ama.jforce_token, '/orders?page=2')
    expect(one.stored.redirectTarget.get()).toEqual({ path: '/orders?page=2', owner: 'ama@example.com' })
    await waitFor(one.session, (s) => s.matches('startingSignIn') || s.matches('redirectingToSignIn'))
    expect(one.cleared).toEqual(['session'])
    expect([one.stored.session.get(), one.stored.homeBonusCount.get()]).toEqual([null, null])
  })

  it('ignores an answer without a token or for a session the tab already left', () => {
    const device = createMemoryStorage()
    const one = tab(device, ama)
    one.stored.session.set(ama)
    one.sync.unauthorized(null, '/home')
    one.sync.unauthorized('an-older-token', '/home')
    expect(one.session.getSnapshot().value).toBe('signedIn')
    expect(one.stored.redirectTarget.get()).toBeNull()
  })
})

describe('tabs follow the device', () => {
  it('reports a change of the session shown: signed out elsewhere, another sign-in; not an update', async () => {
    const device = createMemoryStorage()
    const one = tab(device, ama)
    one.stored.session.set(ama)
    expect(followStoredSession(one.session, one.stored)).toBe(false)
    one.stored.session.set({ ...ama, has_payment_method: false })
    expect(followStoredSession(one.session, one.stored)).toBe(false)
    expect(loginData(one.session.getSnapshot())?.has_payment_method).toBe(false)
    one.stored.session.clear()
    expect(followStoredSession(one.session, one.stored)).toBe(true)
    await waitFor(one.session, isSettled)
    one.stored.session.set(kofi)
    expect(followStoredSession(one.session, one.stored)).toBe(true)
    expect(loginData(one.session.getSnapshot())?.jforce_token).toBe('kofi-token')
  })

  it("leaves the screens on another tab's change of the session, on the page shown again, and once a minute", () => {
    vi.useFakeTimers()
    try {
      const device = createMemoryStorage()
      const one = tab(device, ama)
      one.stored.session.set(ama)
      const target = fakeWindow()
      const stop = one.sync.start(target.window)

      target.fire('storage', { key: 'preferences.addToHomeRefusal' })
      one.stored.session.set(kofi)
      target.fire('storage', { key: 'consultant.homeBonusCount' })
      expect(one.leave).not.toHaveBeenCalled()
      target.fire('storage', { key: storedValueKeys.session })
      expect(one.leave).toHaveBeenCalledTimes(1)

      one.stored.session.set(ama)
      target.visibility = 'visible'
      target.fireDocument('visibilitychange')
      expect(one.leave).toHaveBeenCalledTimes(2)

      // Its time is up (or a missed event): the minute's look sees it.
      one.stored.session.clear()
      vi.advanceTimersByTime(storedSessionCheckMs)
      expect(one.leave).toHaveBeenCalledTimes(3)

      stop()
      one.stored.session.set(kofi)
      vi.advanceTimersByTime(storedSessionCheckMs)
      target.fire('storage', { key: null })
      expect(one.leave).toHaveBeenCalledTimes(3)
    } finally {
      vi.useRealTimers()
    }
  })
})

/** The parts of a window the sync listens to. */
function fakeWindow() {
  const on = new EventTarget()
  const doc = new EventTarget()
  const state = {
    visibility: 'hidden' as DocumentVisibilityState,
    window: Object.assign(on, {
      document: doc,
      setInterval: (run: () => void, ms: number) => setInterval(run, ms),
      clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    }) as unknown as Window,
    fire: (type: string, init: { key: string | null }) => on.dispatchEvent(Object.assign(new Event(type), init)),
    fireDocument: (type: string) => doc.dispatchEvent(new Event(type)),
  }
  Object.defineProperty(doc, 'visibilityState', { get: () => state.visibility })
  return state
}
