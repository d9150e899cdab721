import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { createSend } from './request'

const ok = (headers: Record<string, string> = {}) => async () =>
  new Response(JSON.stringify({ success: true }), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } })

function sendWith(fetch: typeof globalThis.fetch, seen: { request: string; method: string; syncedAt: string | null }[]) {
  return createSend({
    baseUrl: 'http://gateway.test/api/v1',
    locale: () => 'en',
    token: () => null,
    report: () => {},
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
