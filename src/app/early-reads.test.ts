import { describe, expect, it, vi } from 'vitest'
import { earlyReads } from '../config/constants'
import { makeLogin } from '../../machines/fixtures'
import { acceptEarlyReads, createEarlyReadsRecorder, isRelativeRead, takeEarlyRead, type EarlyReadsStarted } from './early-reads'
import { createMemoryStorage, createStoredValues } from './stored-values'

/** The record of a signed-in session (it is kept only while one is stored). */
const storedRecord = () => {
  const stored = createStoredValues({ storage: createMemoryStorage(), now: Date.now })
  stored.session.set(makeLogin())
  return stored.earlyReads
}

describe('early reads recorder', () => {
  it("keeps the GETs a navigation's loaders start under its address, this visit's replacing the last", () => {
    const stored = storedRecord()
    const recorder = createEarlyReadsRecorder(stored, '/sales')
    recorder.begin('/sales')
    recorder.sent('watto/consultants/7/sales/total?date_from=2026-11-01')
    recorder.sent('watto/consultants/7/sales/total?date_from=2026-11-01')
    recorder.end()
    recorder.sent('kazuda/notifications/7?page=1&per_page=1') // after the loaders ran: not the screen's
    expect(stored.get()).toEqual({ '/sales': ['watto/consultants/7/sales/total?date_from=2026-11-01'] })

    recorder.begin('/sales')
    recorder.sent('watto/consultants/7/sales/total?date_from=2026-12-01')
    recorder.end()
    expect(stored.get()).toEqual({ '/sales': ['watto/consultants/7/sales/total?date_from=2026-12-01'] })
  })

  it("keeps the first navigation's reads under the address the page opened at too (the installed app opens '/')", () => {
    const stored = storedRecord()
    const recorder = createEarlyReadsRecorder(stored, '/')
    recorder.begin('/') // the intro's guard sends a signed-in consultant on
    recorder.begin('/home')
    recorder.sent('mandalorian/consultants/7/homepage-bonuses')
    recorder.end()
    recorder.begin('/orders')
    recorder.sent('watto/consultants/7/orders?page=1')
    recorder.end()
    expect(stored.get()).toEqual({
      '/': ['mandalorian/consultants/7/homepage-bonuses'],
      '/home': ['mandalorian/consultants/7/homepage-bonuses'],
      '/orders': ['watto/consultants/7/orders?page=1'],
    })
  })

  it("never keeps a sign-in step's address, nor an opening address with a query", () => {
    for (const openedAt of ['/login/callback?code=secret&state=s', '/login', '/home?impersonate=staff@example.com']) {
      const stored = storedRecord()
      const recorder = createEarlyReadsRecorder(stored, openedAt)
      recorder.begin('/home')
      recorder.sent('mandalorian/consultants/7/homepage-bonuses')
      recorder.end()
      expect(stored.get(), openedAt).toEqual({ '/home': ['mandalorian/consultants/7/homepage-bonuses'] })
    }
  })

  it('records a call carried from the navigation that made it, even when it is sent after the loaders ran', () => {
    const stored = storedRecord()
    const recorder = createEarlyReadsRecorder(stored, '/home')
    recorder.begin('/home')
    const carried = recorder.capture() // the loader called the client before it had loaded
    recorder.end()
    recorder.within(carried, () => recorder.sent('mandalorian/consultants/7/homepage-bonuses'))
    recorder.within(recorder.capture(), () => recorder.sent('kazuda/notifications/7?page=1&per_page=1'))
    // Called outside any load, sent while the next one loads: still not that screen's.
    const outside = recorder.capture()
    recorder.begin('/orders')
    recorder.within(outside, () => recorder.sent('kazuda/notifications/7?page=1&per_page=1'))
    recorder.end()
    expect(stored.get()).toEqual({ '/home': ['mandalorian/consultants/7/homepage-bonuses'], '/orders': [] })
  })

  it('keeps the most recent addresses and a few reads each', () => {
    const stored = storedRecord()
    const recorder = createEarlyReadsRecorder(stored, '/a0')
    for (let index = 0; index < earlyReads.addresses + 2; index++) {
      recorder.begin(`/a${index}`)
      for (let read = 0; read < earlyReads.reads + 3; read++) recorder.sent(`r/${index}/${read}`)
      recorder.end()
    }
    const record = stored.get() ?? {}
    expect(Object.keys(record)).toHaveLength(earlyReads.addresses)
    expect(Object.keys(record).at(-1)).toBe(`/a${earlyReads.addresses + 1}`)
    expect(record[`/a${earlyReads.addresses + 1}`]).toHaveLength(earlyReads.reads)
  })

  it('refuses paths that would leave the gateway, and a stored record of any other shape', () => {
    for (const path of ['https://evil.example/x', '//evil.example/x', '/api/v1/x', '../login', 'a/../../b', 'a/./b', 'a b', 'a\\b', 'a#b', ''])
      expect(isRelativeRead(path), path).toBe(false)
    expect(isRelativeRead('watto/consultants/7/orders?status[]=paid&page=2')).toBe(true)
    expect(acceptEarlyReads({ '/home': ['ok/1'] })).toEqual({ '/home': ['ok/1'] })
    for (const odd of [
      null,
      [],
      'x',
      { home: ['ok/1'] },
      { '//evil': ['ok/1'] },
      { '/home': 'ok/1' },
      { '/home': ['ok/1', 7] },
      { '/home': ['https://evil.example/'] },
    ])
      expect(acceptEarlyReads(odd), JSON.stringify(odd)).toBeNull()
  })
})

describe('takeEarlyRead', () => {
  const url = 'https://app.example/api/v1/mandalorian/consultants/7/homepage-bonuses'
  const request = (headers: Record<string, string> = { 'X-Jforce-Token': 'tok-1', 'Accept-Language': 'fr' }, method = 'GET') =>
    new Request(url, { method, headers })
  const page = (answer: Promise<Response>, at = 1_000) => {
    const started: EarlyReadsStarted = { token: 'tok-1', locale: 'fr', at, reads: { [url]: answer } }
    return { [Symbol.for(earlyReads.symbol)]: started } as Record<PropertyKey, unknown>
  }

  it('gives the early answer to the same GET, once', async () => {
    const answer = new Response('{"data":[]}')
    const target = page(Promise.resolve(answer))
    const ask = vi.fn(() => Promise.resolve(new Response('network')))
    await expect(takeEarlyRead(request(), ask, target, 2_000)).resolves.toBe(answer)
    expect(takeEarlyRead(request(), ask, target, 2_000)).toBeNull()
    expect(ask).not.toHaveBeenCalled()
    // Every answer taken: the token they went out with is not left on the page (issue 37 §9).
    expect(target[Symbol.for(earlyReads.symbol)]).toBeUndefined()
  })

  it("does not give it to another consultant's or another language's request, another method, or after the page's start", () => {
    const target = () => page(Promise.resolve(new Response('early')))
    const ask = () => Promise.resolve(new Response('network'))
    expect(takeEarlyRead(request({ 'X-Jforce-Token': 'tok-2', 'Accept-Language': 'fr' }), ask, target(), 2_000)).toBeNull()
    expect(takeEarlyRead(request({ 'X-Jforce-Token': 'tok-1', 'Accept-Language': 'ar' }), ask, target(), 2_000)).toBeNull()
    expect(takeEarlyRead(request(undefined, 'POST'), ask, target(), 2_000)).toBeNull()
    expect(takeEarlyRead(url, ask, target(), 2_000)).toBeNull()
    const late = target()
    expect(takeEarlyRead(request(), ask, late, 1_000 + earlyReads.takeWithinMs + 1)).toBeNull()
    expect(late[Symbol.for(earlyReads.symbol)]).toBeUndefined()
    expect(takeEarlyRead(request(), ask, {}, 2_000)).toBeNull()
  })

  it('reads a page element or any odd shape as nothing, never as answers (a content block with id="__earlyReads")', () => {
    const ask = () => Promise.resolve(new Response('network'))
    // What named access gives for <a id="__earlyReads">: an element, not the boot script's record.
    const anchor = { tagName: 'A', id: '__earlyReads', href: 'https://app.example/x' }
    expect(takeEarlyRead(request(), ask, { __earlyReads: anchor }, 2_000)).toBeNull()
    const shaped = (started: unknown) => ({ [Symbol.for(earlyReads.symbol)]: started })
    for (const odd of [anchor, null, 'x', { token: 'tok-1', locale: 'fr', at: '1000', reads: {} }, { token: 'tok-1', locale: 'fr', at: 1_000, reads: null }])
      expect(takeEarlyRead(request(), ask, shaped(odd), 2_000), JSON.stringify(odd)).toBeNull()
    // An answer that is not a promise, or a key from the object's prototype, is no answer.
    const notAnswers = shaped({ token: 'tok-1', locale: 'fr', at: 1_000, reads: { [url]: 'x' } })
    expect(takeEarlyRead(request(), ask, notAnswers, 2_000)).toBeNull()
  })

  it('asks the network when the early read failed', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'))
    failed.catch(() => {})
    const network = new Response('network')
    await expect(takeEarlyRead(request(), () => Promise.resolve(network), page(failed), 2_000)).resolves.toBe(network)
  })
})
