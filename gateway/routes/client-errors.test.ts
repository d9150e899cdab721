import { describe, expect, it } from 'vitest'
import type { ClientErrorReport } from '../../src/api/schemas'
import { createGatewayForTests } from '../testing'
import { CLIENT_ERRORS_KEPT, clientErrorsOf } from './client-errors'

const report: ClientErrorReport = {
  kind: 'unexpected',
  call: 'homeBlocks',
  error: { name: 'TypeError', message: "Cannot read properties of undefined (reading 'data')", stack: 'TypeError: …\n    at /assets/home-1.js:1:4410' },
  page: '/orders/4411',
  locale: 'fr',
  at: '2026-11-21T10:00:00.000Z',
}

/** As sendBeacon sends a string: text/plain, no token. */
const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

describe('POST /api/v1/client-errors (ours, not the spec’s)', () => {
  it('accepts a valid report without a session, keeps it, and lists it', async () => {
    const { app, store } = createGatewayForTests()
    const res = await app.request('/api/v1/client-errors', post(report))
    expect(res.status).toBe(204)
    const server = await app.request(
      '/api/v1/client-errors',
      post({ kind: 'http', call: 'GET mouse/homepage', status: 502, code: null, page: '/', locale: 'en', at: '2026-11-21T10:01:00Z', repeats: 3 }),
    )
    expect(server.status).toBe(204)
    expect(clientErrorsOf(store)).toEqual([report, expect.objectContaining({ kind: 'http', status: 502, repeats: 3 })])
    const listed = (await (await app.request('/api/v1/client-errors')).json()) as { data: unknown[] }
    expect(listed.data).toHaveLength(2)
  })

  it.each<[string, unknown]>([
    ['not JSON', '{"kind":'],
    ['an unknown kind', { ...report, kind: 'oops' }],
    ['no call', { ...report, call: '' }],
    ['a page with its query', { ...report, page: '/login/callback?code=c-9f2&state=s1' }],
    ['a full URL for a page', { ...report, page: 'https://app.example/orders' }],
    ['a field the contract has not (a token)', { ...report, token: 'tok-1' }],
    ['an error with extra fields', { ...report, error: { ...report.error, cause: 'x' } }],
    ['a message too long', { ...report, error: { name: 'Error', message: 'x'.repeat(501) } }],
    ['a date that is not one', { ...report, at: 'yesterday' }],
    ['an array', [report]],
  ])('answers 400 VALIDATION_FAILED and keeps nothing for %s', async (_, body) => {
    const { app, store } = createGatewayForTests()
    const res = await app.request('/api/v1/client-errors', post(body))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ success: false, error_message: 'VALIDATION_FAILED' })
    expect(clientErrorsOf(store)).toEqual([])
  })

  it('refuses a body too large unread (413)', async () => {
    const { app } = createGatewayForTests()
    const res = await app.request('/api/v1/client-errors', post({ ...report, call: 'x'.repeat(20_000) }))
    expect(res.status).toBe(413)
  })

  it(`keeps the last ${CLIENT_ERRORS_KEPT}`, async () => {
    const { app, store } = createGatewayForTests()
    for (let i = 0; i < CLIENT_ERRORS_KEPT + 5; i += 1) {
      await app.request('/api/v1/client-errors', post({ ...report, call: `call ${i}` }))
    }
    const kept = clientErrorsOf(store)
    expect(kept).toHaveLength(CLIENT_ERRORS_KEPT)
    expect(kept[0]?.call).toBe('call 5')
    expect(kept.at(-1)?.call).toBe(`call ${CLIENT_ERRORS_KEPT + 4}`)
  })

  it('another gateway in the same process keeps its own', async () => {
    const one = createGatewayForTests()
    const two = createGatewayForTests()
    await one.app.request('/api/v1/client-errors', post(report))
    expect(clientErrorsOf(two.store)).toEqual([])
  })
})
