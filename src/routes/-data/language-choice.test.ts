import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { GatewayClient } from '../../api'
import { GatewayError, onUnexpectedFailure, type GatewayFailure } from '../../api/errors'
import { createMemoryStorage, createStoredValues, type StoredValues } from '../../app/stored-values'
import type { Locale } from '../../config/country'
import { activateLocale } from '../../i18n/activate'
import { makeLogin } from '../../../machines/fixtures'
import { sessionMachine } from '../../../machines/session.machine'
import { consultant } from '../../../machines/session.selectors'
import { provideLanguageChoice } from './language-choice'

vi.mock('../../i18n/activate', () => ({ activateLocale: vi.fn() }))
const activate = vi.mocked(activateLocale)

const dropped = () => new GatewayError({ kind: 'network', call: 'PUT ewoks/consultants/:id' })
const chunkFailed = () => new TypeError('Failed to fetch dynamically imported module: /assets/messages-fr.js')

let stored: StoredValues
let current: Locale
let update: ReturnType<typeof vi.fn<(id: number, body: { preferred_language: string }) => Promise<unknown>>>
let level: ReturnType<typeof vi.fn<(id: number) => Promise<unknown>>>
let stopSink: () => void
let reported: GatewayFailure[]

beforeEach(() => {
  stored = createStoredValues({ storage: createMemoryStorage(), now: () => Date.UTC(2026, 10, 21) })
  current = 'en'
  update = vi.fn(async () => ({}))
  level = vi.fn(async (id: number) => ({ id, name: `level ${id} in ${current}` }))
  activate.mockReset()
  activate.mockImplementation(async (locale) => {
    current = locale
  })
  reported = []
  stopSink = onUnexpectedFailure((failure) => reported.push(failure))
})
afterEach(() => stopSink())

function setUp(login: ReturnType<typeof makeLogin> | null) {
  const session = createActor(sessionMachine, { input: { storedSession: login, impersonationEmail: null, referral: null } }).start()
  const client = { consultants: { update }, reference: { level } } as unknown as GatewayClient
  const choose = provideLanguageChoice(client, session, stored, () => current)
  return { session, choose }
}

describe('provideLanguageChoice', () => {
  it('asks the screen again once switched (the gateway answers in the new language), not when it failed or was unchanged', async () => {
    const session = createActor(sessionMachine, {
      input: { storedSession: makeLogin({ customer_data: { id: 1001 } }), impersonationEmail: null, referral: null },
    }).start()
    const reread = vi.fn(() => expect(current).toBe('ar'))
    const choose = provideLanguageChoice({ consultants: { update }, reference: { level } } as unknown as GatewayClient, session, stored, () => current, reread)
    expect(await choose('en')).toBe('unchanged')
    update.mockRejectedValueOnce(dropped())
    expect(await choose('ar')).toBe('failed')
    expect(reread).not.toHaveBeenCalled()
    expect(await choose('ar')).toBe('changed')
    expect(reread).toHaveBeenCalledOnce()
  })

  it('signed in: saves the preferred language, then switches, then keeps the choice and tells the session', async () => {
    const { session, choose } = setUp(makeLogin({ customer_data: { id: 1001, preferred_language: 'en' } }))
    expect(await choose('fr')).toBe('changed')
    expect(update).toHaveBeenCalledExactlyOnceWith(1001, { preferred_language: 'fr' })
    expect(activate).toHaveBeenCalledExactlyOnceWith('fr')
    expect(current).toBe('fr')
    expect(stored.locale.get()).toBe('fr')
    expect(consultant(session.getSnapshot())?.preferred_language).toBe('fr')
  })

  it("reads the level's name again in the new language (it came with the login), for staff too; a failure or a later switch keeps what is shown", async () => {
    const { session, choose } = setUp(makeLogin({ customer_data: { id: 1001, level: { id: 3, name: 'Gold' } } }))
    const levelName = () => consultant(session.getSnapshot())?.level
    expect(await choose('ar')).toBe('changed')
    await vi.waitFor(() => expect(levelName()).toEqual({ id: 3, name: 'level 3 in ar' }))
    expect(level).toHaveBeenCalledExactlyOnceWith(3)

    // The read fails: the name shown stays, and a gateway failure is not reported again here.
    level.mockRejectedValueOnce(new GatewayError({ kind: 'network', call: 'GET ewoks/levels/:id' }))
    expect(await choose('fr')).toBe('changed')
    await vi.waitFor(() => expect(level).toHaveBeenCalledTimes(2))
    await Promise.resolve()
    expect(levelName()).toEqual({ id: 3, name: 'level 3 in ar' })
    expect(reported).toEqual([])

    // The answer comes after another switch: it is not the language shown, so it is dropped.
    let answer!: (value: unknown) => void
    level.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    expect(await choose('en')).toBe('changed')
    expect(await choose('fr')).toBe('changed')
    await vi.waitFor(() => expect(levelName()).toEqual({ id: 3, name: 'level 3 in fr' }))
    answer({ id: 3, name: 'level 3 in en' })
    await Promise.resolve()
    await Promise.resolve()
    expect(levelName()).toEqual({ id: 3, name: 'level 3 in fr' })

    // Staff viewing an account: no save on the server, the name is read all the same.
    const staff = setUp(makeLogin({ impersonating: true, customer_data: { id: 1001, level: { id: 4, name: 'Platinum' } } }))
    expect(await staff.choose('ar')).toBe('changed')
    await vi.waitFor(() => expect(consultant(staff.session.getSnapshot())?.level).toEqual({ id: 4, name: 'level 4 in ar' }))
  })

  it('without a level, nothing is read', async () => {
    const { choose } = setUp(makeLogin({ customer_data: { id: 1001, level: null } }))
    expect(await choose('ar')).toBe('changed')
    await Promise.resolve()
    expect(level).not.toHaveBeenCalled()
  })

  it('a failed save answers failed: the page stays in the previous language, nothing stored, no catalog asked for', async () => {
    update.mockRejectedValue(dropped())
    const { session, choose } = setUp(makeLogin({ customer_data: { id: 1001, preferred_language: 'en' } }))
    expect(await choose('ar')).toBe('failed')
    expect(activate).not.toHaveBeenCalled()
    expect(current).toBe('en')
    expect(stored.locale.get()).toBeNull()
    expect(consultant(session.getSnapshot())?.preferred_language).toBe('en')
    expect(reported).toEqual([]) // the client reported the gateway failure
  })

  it('a catalog that cannot load answers failed, and puts the previous language back on the server', async () => {
    activate.mockRejectedValue(chunkFailed())
    const { session, choose } = setUp(makeLogin({ customer_data: { id: 1001, preferred_language: 'en' } }))
    expect(await choose('fr')).toBe('failed')
    expect(update.mock.calls).toEqual([
      [1001, { preferred_language: 'fr' }],
      [1001, { preferred_language: 'en' }],
    ])
    expect(current).toBe('en')
    expect(stored.locale.get()).toBeNull()
    expect(consultant(session.getSnapshot())?.preferred_language).toBe('en')
    expect(reported).toEqual([]) // no connection is no bug
  })

  it('signed out: only the catalog; a failure answers failed and stores nothing', async () => {
    const { choose } = setUp(null)
    activate.mockRejectedValueOnce(chunkFailed())
    expect(await choose('fr')).toBe('failed')
    expect(stored.locale.get()).toBeNull()
    expect(await choose('fr')).toBe('changed')
    expect(stored.locale.get()).toBe('fr')
    expect(update).not.toHaveBeenCalled()
  })

  it('staff viewing an account change only their own screen', async () => {
    const { choose } = setUp(makeLogin({ impersonating: true, customer_data: { id: 1001 } }))
    expect(await choose('ar')).toBe('changed')
    expect(update).not.toHaveBeenCalled()
    expect(current).toBe('ar')
  })

  it('the language already shown: nothing to do', async () => {
    const { choose } = setUp(makeLogin())
    expect(await choose('en')).toBe('unchanged')
    expect(update).not.toHaveBeenCalled()
    expect(activate).not.toHaveBeenCalled()
  })

  it('a bug while switching answers failed, and is reported as unexpected', async () => {
    const bug = new TypeError("Cannot set properties of null (setting 'lang')")
    activate.mockRejectedValue(bug)
    const { choose } = setUp(null)
    expect(await choose('fr')).toBe('failed')
    expect(reported).toEqual([{ kind: 'unexpected', call: 'language catalog', error: bug }])
  })
})
