import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { GatewayError, type GatewayFailure } from './errors'
import { withinCacheTurn } from './cached-read'
import { createSend, type ClientConfig } from './request'
import { knownOr } from './schemas/known'

const ok =
  (headers: Record<string, string> = {}) =>
  async () =>
    new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } })

/** A send to the test gateway: in English, signed out, reporting nowhere, unless a test says otherwise. */
const testSend = (config: Partial<ClientConfig>) =>
  createSend({ baseUrl: 'http://gateway.test/api/v1', locale: () => 'en', token: () => null, report: () => {}, ...config })

function sendWith(fetch: typeof globalThis.fetch, seen: { request: string; method: string; syncedAt: string | null }[]) {
  return testSend({
    fetch,
    onResponse: ({ request, method, headers }) => seen.push({ request, method, syncedAt: headers.get('x-synced-at') }),
  })
}

describe('onResponse', () => {
  it("names every answered call by its real path and query and hands over the answer's headers", async () => {
    const seen: { request: string; method: string; syncedAt: string | null }[] = []
    const send = sendWith(ok({ 'x-synced-at': '2025-11-21T10:15:00.000Z' }), seen)
    await send({ method: 'get', path: 'ewoks/banks', schema: v.object({ success: v.boolean() }), query: { active: 1, sort: 'name' } })
    await send({ method: 'post', path: '/logout-url', schema: v.object({ success: v.boolean() }) })
    expect(seen).toEqual([
      { request: 'GET ewoks/banks?active=1&sort=name', method: 'get', syncedAt: '2025-11-21T10:15:00.000Z' },
      { request: 'POST logout-url', method: 'post', syncedAt: '2025-11-21T10:15:00.000Z' },
    ])
  })

  it('is not called for a failed call', async () => {
    const seen: { request: string; method: string; syncedAt: string | null }[] = []
    const send = sendWith(async () => new Response('{}', { status: 500 }), seen)
    await expect(send({ method: 'get', path: 'ewoks/banks', schema: v.unknown() })).rejects.toThrow()
    expect(seen).toEqual([])
  })
})

describe('onUnknownValues', () => {
  const answer = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
  const schema = v.object({
    status: knownOr('account status', ['active', 'inactive'], 'unknown'),
    gender: v.nullable(knownOr('gender', ['male', 'female'], null)),
  })

  it('names the call and the lists that held a value the app does not know, never the values; the answer is read', async () => {
    const found: { call: string; lists: readonly string[] }[] = []
    const reported: GatewayFailure[] = []
    const send = testSend({
      report: (failure) => reported.push(failure),
      fetch: answer({ status: 'on_hold', gender: 'x-private' }),
      onUnknownValues: (report) => found.push(report),
    })
    await expect(send({ method: 'get', path: 'ewoks/consultants/1001', schema })).resolves.toEqual({ status: 'unknown', gender: null })
    expect(found).toEqual([{ call: 'GET ewoks/consultants/:id', lists: ['account status', 'gender'] }])
    expect(JSON.stringify(found)).not.toMatch(/on_hold|x-private/)
    expect(reported).toEqual([])
  })

  it('is not called when every value is known, and a throwing hook never fails the call', async () => {
    const send = testSend({
      fetch: answer({ status: 'on_hold', gender: 'male' }),
      onUnknownValues: () => {
        throw new Error('sink down')
      },
    })
    await expect(send({ method: 'get', path: 'x', schema })).resolves.toEqual({ status: 'unknown', gender: 'male' })
  })
})

describe('failures of send', () => {
  function sendFailing(fetch: typeof globalThis.fetch, onResponse?: () => void) {
    const reported: GatewayFailure[] = []
    const send = testSend({
      token: () => 'tok-secret',
      report: (failure) => reported.push(failure),
      fetch,
      ...(onResponse ? { onResponse } : {}),
    })
    const failure = send({ method: 'get', path: 'ewoks/consultants/1001/payment-methods', schema: v.object({ data: v.array(v.number()) }) }).then(
      () => null,
      (error: unknown) => (error instanceof GatewayError ? error.failure : null),
    )
    return { failure, reported }
  }

  it('a fetch that cannot reach the server is network', async () => {
    const { failure, reported } = sendFailing(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await failure).toEqual({ kind: 'network', call: 'GET ewoks/consultants/:id/payment-methods' })
    expect(reported).toHaveLength(1)
  })

  it('an answer the schema refuses is badResponse', async () => {
    const { failure } = sendFailing(async () => Response.json({ data: ['x'] }))
    expect(await failure).toMatchObject({ kind: 'badResponse', issues: [expect.stringContaining('data.0')] })
  })

  it('a throw of our own while handling the answer is unexpected, and reported', async () => {
    const bug = new TypeError('headers.get is not a function')
    const { failure, reported } = sendFailing(
      async () => Response.json({ data: [1] }),
      () => {
        throw bug
      },
    )
    const expected = { kind: 'unexpected', call: 'GET ewoks/consultants/:id/payment-methods', error: bug }
    expect(await failure).toEqual(expected)
    expect(reported).toEqual([expected])
  })
})

describe('Idempotency-Key', () => {
  it("sends a write's key as the Idempotency-Key header, and no header for a call without one", async () => {
    const keys: (string | null)[] = []
    const send = testSend({
      token: () => 'tok',
      fetch: async (input, init) => {
        keys.push(new Request(input, init).headers.get('Idempotency-Key'))
        return ok()()
      },
    })
    const schema = v.object({ success: v.boolean() })
    await send({
      method: 'post',
      path: 'ewoks/consultants/7/payment-methods/mobile_money',
      schema,
      json: {},
      idempotencyKey: '0123456789abcdef0123456789abcdef',
    })
    await send({ method: 'post', path: 'logout-url', schema })
    expect(keys).toEqual(['0123456789abcdef0123456789abcdef', null])
  })
})

describe("a cached read's calls (src/api/cached-read.ts)", () => {
  const body = (value: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } })

  function cachedSend(answer: (request: Request) => Promise<Response>) {
    const requests: Request[] = []
    const reported: GatewayFailure[] = []
    const events: string[] = []
    const send = testSend({
      locale: () => 'fr',
      token: () => 'token-1',
      report: (failure) => reported.push(failure),
      fetch: async (input) => {
        const request = input as Request
        requests.push(request)
        return answer(request)
      },
      onRequest: ({ path, from }) => events.push(`ask ${from} ${path}`),
      onResponse: ({ request, from, headers }) => events.push(`answer ${from} ${request} ${headers.get('x-synced-at')}`),
    })
    return { send, requests, reported, events }
  }

  it('asks the service worker with x-cache-only, with the token and language of a network call, and reads the answer', async () => {
    const { send, requests, events } = cachedSend(async () => body({ success: true }, { 'x-synced-at': '2026-11-24T18:00:00.000Z' }))
    const answer = await withinCacheTurn(true, () => send({ method: 'get', path: 'ewoks/banks', schema: v.object({ success: v.boolean() }) }))
    expect(answer).toEqual({ success: true })
    expect(
      requests.map((request) => [request.headers.get('x-cache-only'), request.headers.get('X-Jforce-Token'), request.headers.get('Accept-Language')]),
    ).toEqual([['1', 'token-1', 'fr']])
    expect(events).toEqual(['ask cache ewoks/banks', 'answer cache GET ewoks/banks 2026-11-24T18:00:00.000Z'])

    // Outside the turn: a network call, without the header.
    await send({ method: 'get', path: 'ewoks/banks', schema: v.object({ success: v.boolean() }) })
    expect(requests[1]?.headers.get('x-cache-only')).toBeNull()
    expect(events.slice(2)).toEqual(['ask network ewoks/banks', 'answer network GET ewoks/banks 2026-11-24T18:00:00.000Z'])
  })

  it('nothing cached, an answer of another shape or a write: a failure never reported, and a write never sent', async () => {
    const schema = v.object({ success: v.literal(true) })
    const { send, requests, reported, events } = cachedSend(async (request) =>
      request.url.includes('other-shape') ? body({ success: 'maybe' }) : new Response(null, { status: 204, headers: { 'x-not-cached': '1' } }),
    )
    // The worker's "nothing kept" is a 204, which outside a cached read would read as a success.
    await expect(withinCacheTurn(true, () => send({ method: 'get', path: 'ewoks/banks', schema }))).rejects.toMatchObject({
      failure: { kind: 'network', call: 'GET ewoks/banks' },
    })
    // Not an answer: its (absent) sync time is not recorded.
    expect(events).toEqual(['ask cache ewoks/banks'])
    await expect(withinCacheTurn(true, () => send({ method: 'get', path: 'other-shape', schema }))).rejects.toBeInstanceOf(GatewayError)
    await expect(withinCacheTurn(true, () => send({ method: 'post', path: 'ewoks/banks', schema, json: {} }))).rejects.toBeInstanceOf(GatewayError)
    expect(requests.map((request) => request.method)).toEqual(['GET', 'GET'])
    expect(reported).toEqual([])
  })
})
