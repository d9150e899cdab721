import { describe, expect, it } from 'vitest'
import { GatewayError, type GatewayFailure } from '../../src/api'
import { CONTRACT } from './calls'
import { createHarness, type Fetch } from './harness'

const harness = createHarness()

async function failureOf(promise: Promise<unknown>): Promise<GatewayFailure> {
  try {
    await promise
  } catch (e) {
    if (e instanceof GatewayError) return e.failure
    throw new Error(`untyped error escaped the client: ${String(e)}`)
  }
  throw new Error('expected the call to fail')
}

/** Flips the type of the first leaf of a JSON value, so the schema must reject it. */
function corrupt(value: unknown): unknown {
  if (typeof value === 'string') return 42
  if (typeof value === 'number' || typeof value === 'boolean') return 'corrupted'
  if (value === null) return { corrupted: true }
  if (Array.isArray(value)) return value.length ? [corrupt(value[0]), ...value.slice(1)] : 'corrupted'
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
    const [first] = entries
    if (!first) return 'corrupted'
    return { ...Object.fromEntries(entries), [first[0]]: corrupt(first[1]) }
  }
  return null
}

async function corruptResponse(response: Response): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.includes('json')) return new Response('<html>not an image</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })
  return Response.json(corrupt(await response.json()), { status: response.status })
}

const rows = CONTRACT.filter((row) => row.method !== 'auth.login')

describe('contract: every call of spec section 7 against the demo gateway', () => {
  it.each(rows.map((row) => [row.call, row] as const))('%s parses', async (_name, row) => {
    const session = await harness.signIn(row.persona)
    const id = session.login.customer_data.id ?? 0
    await expect(row.run({ client: session.client, id })).resolves.toBeDefined()
  })

  it.each(rows.map((row) => [row.call, row] as const))('%s: a malformed response is badResponse', async (_name, row) => {
    // Count the requests the row makes, then, on a fresh gateway, corrupt only its last one (the call under test).
    const counted = createHarness()
    const first = await counted.signIn(row.persona)
    let count = 0
    const counting: Fetch = (input, init) => ((count += 1), counted.gatewayFetch(input, init))
    await row.run({ client: counted.client({ token: first.token, fetch: counting }), id: first.login.customer_data.id ?? 0 })

    const fresh = createHarness()
    const session = await fresh.signIn(row.persona)
    let seen = 0
    const failures: GatewayFailure[] = []
    const corrupting: Fetch = async (input, init) => {
      seen += 1
      const response = await fresh.gatewayFetch(input, init)
      return seen === count ? corruptResponse(response) : response
    }
    const client = fresh.client({ token: session.token, fetch: corrupting, failures })
    const failure = await failureOf(row.run({ client, id: session.login.customer_data.id ?? 0 }))
    expect(failure.kind).toBe('badResponse')
    expect(failures).toEqual([failure])
  })

  it('the table covers every method of the client', () => {
    const client = harness.client()
    const methods = Object.entries(client).flatMap(([service, calls]) => Object.keys(calls).map((m) => `${service}.${m}`))
    const covered = new Set(CONTRACT.map((row) => row.method))
    expect(methods.filter((m) => !covered.has(m))).toEqual([])
    expect(methods.length).toBeGreaterThan(40)
  })
})

describe('contract: login', () => {
  it('exchanges a one-time code for the login data and a token', async () => {
    const { login } = await harness.signIn('active')
    expect(login.jforce_agent).toBe(true)
    expect(login.jforce_token).not.toBe('')
    expect(login.customer_data.id).toBe(1001)
  })

  it('staff impersonate an account by e-mail', async () => {
    const { login } = await harness.signIn('staff', { email: 'kofi.boateng@example.com' })
    expect(login.impersonating).toBe(true)
    expect(login.customer_data.email).toBe('kofi.boateng@example.com')
  })

  it('UNKNOWN_ERROR becomes unknownError', async () => {
    const failure = await failureOf(harness.signIn('failing'))
    expect(failure.kind).toBe('unknownError')
  })
})

describe('contract: failures are one typed union', () => {
  it('VALIDATION_FAILED marks phone_number as a field error', async () => {
    const { client, login } = await harness.signIn('active')
    const failure = await failureOf(client.consultants.update(login.customer_data.id ?? 0, { phone_number: '00000000000' }))
    expect(failure).toMatchObject({ kind: 'validationFailed', fields: { phone_number: expect.any(Array) } })
  })

  it('VALIDATION_FAILED marks full_name as a field error', async () => {
    const { client, login } = await harness.signIn('payment')
    const failure = await failureOf(
      client.paymentMethods.add(login.customer_data.id ?? 0, { type: 'mobile_money', body: { full_name: 'Invalid Name', phone_number: '02441234567' } }),
    )
    expect(failure).toMatchObject({ kind: 'validationFailed', fields: { full_name: expect.any(Array) } })
  })

  it('a dropped connection is network, and is reported', async () => {
    const failures: GatewayFailure[] = []
    const client = harness.client({ fetch: () => Promise.reject(new TypeError('Failed to fetch')), failures })
    const failure = await failureOf(client.auth.getAuthUrl())
    expect(failure.kind).toBe('network')
    expect(failures).toEqual([failure])
  })

  it('a request that never answers is timeout', async () => {
    const client = (await import('../../src/api')).createGatewayClient({
      baseUrl: 'http://gateway.test/api/v1',
      locale: () => 'en',
      token: () => null,
      report: () => {},
      timeout: 50,
      fetch: (_input, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    })
    expect((await failureOf(client.auth.getAuthUrl())).kind).toBe('timeout')
  })

  it('a 401 is unauthorized, and the report never carries the token', async () => {
    const failures: GatewayFailure[] = []
    const client = harness.client({ token: () => 'tok-forged-secret', failures })
    const failure = await failureOf(client.team.members(1001))
    expect(failure.kind).toBe('unauthorized')
    expect(JSON.stringify(failures)).not.toContain('tok-forged-secret')
  })

  it("another consultant's data is refused (http 403)", async () => {
    const { client } = await harness.signIn('member')
    expect(await failureOf(client.team.members(1001))).toMatchObject({ kind: 'http', status: 403 })
  })
})

describe('contract: what goes on the wire', () => {
  async function record(run: (client: ReturnType<typeof harness.client>) => Promise<unknown>, locale = 'fr') {
    const session = await harness.signIn('active')
    const requests: Request[] = []
    const recording: Fetch = (input, init) => {
      const request = new Request(input, init)
      requests.push(request.clone())
      return harness.gatewayFetch(request)
    }
    await run(harness.client({ token: session.token, fetch: recording, locale }))
    return { requests, token: session.token() }
  }

  it('Accept-Language and X-Jforce-Token on every request, credentials omitted', async () => {
    const { requests, token } = await record((c) => c.team.members(1001), 'ar')
    const [request] = requests
    expect(request?.headers.get('Accept-Language')).toBe('ar')
    expect(request?.headers.get('X-Jforce-Token')).toBe(token)
    expect(request?.credentials).toBe('omit')
    expect(request?.url).not.toContain(token ?? '')
  })

  it('orders send repeated array params', async () => {
    const { requests } = await record((c) => c.orders.list(1001, { status: ['completed', 'returned'], category: ['computing'] }))
    const url = new URL(requests[0]?.url ?? '')
    expect(url.searchParams.getAll('status[]')).toEqual(['completed', 'returned'])
    expect(url.searchParams.getAll('category[]')).toEqual(['computing'])
  })

  it('reference lists ask for active entries sorted by name, time slots by sort', async () => {
    const { requests } = await record(async (c) => {
      await c.reference.list('banks')
      await c.reference.list('time-slots')
    })
    expect(new URL(requests[0]?.url ?? '').search).toBe('?active=1&sort=name')
    expect(new URL(requests[1]?.url ?? '').search).toBe('?active=1&sort=sort')
  })

  it('periods carry reverse; sales and commissions carry date_from and date_to', async () => {
    const { requests } = await record(async (c) => {
      await c.periods.all(true)
      await c.sales.total(1001, { date_from: '2026-10-01', date_to: '2026-10-31' })
      await c.commissions.total(1001, { date_from: '2026-10-01', date_to: '2026-10-31' })
    })
    expect(new URL(requests[0]?.url ?? '').searchParams.get('reverse')).toBe('1')
    for (const r of requests.slice(1)) {
      const params = new URL(r.url).searchParams
      expect([params.get('date_from'), params.get('date_to')]).toEqual(['2026-10-01', '2026-10-31'])
    }
  })

  it('periods are labelled in the request language', async () => {
    const { requests } = await record((c) => c.periods.all(true), 'fr')
    expect(requests).toHaveLength(1)
    const c = harness.client({ locale: 'fr', token: (await harness.signIn('active')).token })
    const { data } = await c.periods.all(true)
    expect(data[0]?.label).toMatch(/novembre 2026/i)
    expect(data.at(-1)?.from).toBe('2019-10-01')
  })
})
