import { describe, expect, it } from 'vitest'
import { createMachine, fromPromise, waitFor } from 'xstate'
import { makeLogin } from '../../machines/fixtures'
import type { LoginData } from '../api'
import type { SessionActor } from '../../machines/session.selectors'
import { resourceOf } from '../../machines/resource.machine'
import { createAppSystem } from './system'

/** A session the test moves by hand: signed in with a login, or not. */
function fakeSession() {
  let login: LoginData | null = null
  const listeners: (() => void)[] = []
  const session = {
    getSnapshot: () => ({ matches: (state: string) => state === 'signedIn' && login !== null, context: { login } }),
    subscribe: (listener: () => void) => {
      listeners.push(listener)
      return { unsubscribe: () => {} }
    },
  } as unknown as SessionActor
  const become = (next: LoginData | null) => {
    login = next
    listeners.forEach((listener) => listener())
  }
  return { session, become }
}

const withId = (id: number | null, token: string) => makeLogin({ jforce_token: token, customer_data: { ...makeLogin().customer_data, id } })
const pending = () => resourceOf(() => new Promise<number>(() => {}))

describe('the app’s actor system', () => {
  it('hands back an actor that ends as it starts (a final state, as a bonus whose results are final), with its last snapshot', () => {
    const system = createAppSystem()
    const finalAtOnce = createMachine({ id: 'final-at-once', initial: 'over', context: { shown: 'result' }, states: { over: { type: 'final' } } })
    const actor = system.start('app', 'bonus:708', finalAtOnce)
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.shown).toBe('result')
    // Opened again under the same key (a second render, a loader run twice): the same actor.
    expect(system.start('app', 'bonus:708', finalAtOnce)).toBe(actor)
  })

  it('gives the signed-in consultant a scope that one stop ends, whatever ran in it; an update of the same session keeps it', () => {
    const system = createAppSystem()
    const { session, become } = fakeSession()
    system.followSession(session)
    expect(system.get('consultant')).toBeUndefined()
    expect(() => system.start('consultant', 'form:x', pending())).toThrow(/nobody is signed in/)

    become(withId(null, 'new-customer'))
    const scope = system.get('consultant')
    expect(scope).toBeDefined()
    const form = system.start('consultant', 'form:register', pending())
    // Registering gives the consultant an id and a new token: the form that sent it goes on.
    become(withId(1001, 'registered'))
    expect(system.get('consultant')).toBe(scope)
    expect(form.getSnapshot().status).toBe('active')

    const read = system.open('consultant', 'screen:/sales', 'k', () => [{ systemId: 'screen:/sales:total', logic: pending() }])['screen:/sales:total']
    // Another consultant (another tab's sign-in, followed): everything of the first ends.
    become(withId(1002, 'other'))
    expect(system.get('consultant')).not.toBe(scope)
    expect(form.getSnapshot().status).toBe('stopped')
    expect(read?.getSnapshot().status).toBe('stopped')
    expect(system.get('screen:/sales:total')).toBeUndefined()

    const unread = system.start('consultant', 'unread-count', pending())
    become(null)
    expect(system.get('consultant')).toBeUndefined()
    expect(unread.getSnapshot().status).toBe('stopped')
    expect(system.get('unread-count')).toBeUndefined()
  })

  it('keeps a scope going when one of its actors fails', async () => {
    const system = createAppSystem()
    const failing = fromPromise(() => Promise.reject(new Error('boom')))
    const other = system.start('app', 'other', pending())
    const actor = system.start('app', 'failing', failing)
    await expect(waitFor(actor, (snapshot) => snapshot.status === 'done')).rejects.toThrow('boom')
    expect(actor.getSnapshot().status).toBe('error')
    expect(other.getSnapshot().status).toBe('active')
    expect(system.start('app', 'later', pending()).getSnapshot().status).toBe('active')
  })

  it('refuses a system id another group holds, and leaves the scope running', () => {
    const system = createAppSystem()
    system.start('app', 'form:personal-info', pending())
    expect(() => system.open('app', 'screen:/x', 'k', () => [{ systemId: 'form:personal-info', logic: pending() }])).toThrow(/taken/)
    expect(system.start('app', 'form:other', pending()).getSnapshot().status).toBe('active')
  })

  it('closes a held group a microtask after its last user lets go, unless one holds it again meanwhile', async () => {
    const system = createAppSystem()
    const read = system.start('app', 'unread-count', pending(), undefined, '1001')
    const first = system.hold('app', 'unread-count', '1001')
    // A render React redid, or a second component of the same data: the same key keeps the same actor.
    expect(system.start('app', 'unread-count', pending(), undefined, '1001')).toBe(read)
    const second = system.hold('app', 'unread-count', '1001')
    first()
    first() // released once only
    await Promise.resolve()
    expect(system.get('unread-count')).toBe(read)
    // Strict mode: let go and held again in the same task.
    second()
    const again = system.hold('app', 'unread-count', '1001')
    await Promise.resolve()
    expect(system.get('unread-count')).toBe(read)
    again()
    await Promise.resolve()
    expect(system.get('unread-count')).toBeUndefined()
    expect(read.getSnapshot().status).toBe('stopped')
  })
})
