import { afterEach, describe, expect, it, vi } from 'vitest'
import { withinCacheTurn } from '../api/cached-read'
import { dataFreshness } from '../platform/data-freshness'
import { createAppClient } from './client'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  dataFreshness.clear()
})

const syncedAt = '2026-11-24T18:00:00.000Z'
const threshold = (amount: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ threshold: amount, currency: 'GHS' }), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } })

/** The service worker as the page sees it: a cached read gets the stamped copy; the network's answer waits for `release`. */
function worker() {
  let release: () => void = () => {}
  const network = new Promise<void>((resolve) => (release = resolve))
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const cached = input.headers.get('x-cache-only') === '1'
      asked.push(cached ? 'cache' : 'network')
      if (cached) return threshold(500, { 'x-synced-at': syncedAt })
      await network
      return threshold(700)
    }),
  )
  vi.stubEnv('VITE_GATEWAY_URL', 'http://gateway.test/api/v1')
  const gatewayClock = { measure: vi.fn() }
  const client = createAppClient({ token: () => 'token-1', onUnauthorized: () => {}, startLocale: 'en', earlyReads: { sent: vi.fn() }, gatewayClock })
  return { client, asked, release: () => release(), gatewayClock }
}

describe("the app's client and cached reads", () => {
  it("records a cached read's sync time while it is what shows, and forgets it when the network's answer comes", async () => {
    const { client, asked, release } = worker()
    const network = client.payout.threshold()
    expect(await withinCacheTurn(true, () => client.payout.threshold())).toEqual({ threshold: 500, currency: 'GHS' })
    expect(dataFreshness.syncedAt()).toBe(Date.parse(syncedAt))
    release()
    expect(await network).toEqual({ threshold: 700, currency: 'GHS' })
    expect(dataFreshness.syncedAt()).toBeNull()
    expect(asked.sort()).toEqual(['cache', 'network'])
  })

  it("a cached read's answer that comes after the network's is not recorded (the screen shows the network's)", async () => {
    const { client } = worker()
    let answerCache: () => void = () => {}
    const late = new Promise<void>((resolve) => (answerCache = resolve))
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        if (input.headers.get('x-cache-only') !== '1') return threshold(800)
        await late
        return threshold(500, { 'x-synced-at': syncedAt })
      }),
    )
    const cached = withinCacheTurn(true, () => client.payout.threshold())
    expect(await client.payout.threshold()).toEqual({ threshold: 800, currency: 'GHS' })
    answerCache()
    expect(await cached).toEqual({ threshold: 500, currency: 'GHS' })
    expect(dataFreshness.syncedAt()).toBeNull()
  })

  it('a cached read never takes the early read the boot script started for the same GET', async () => {
    const { client, asked, release } = worker()
    release()
    const url = 'http://gateway.test/api/v1/ewoks/voucher-payment-threshold'
    const early = Promise.resolve(threshold(900))
    ;(globalThis as Record<symbol, unknown>)[Symbol.for('consultant.earlyReads')] = { token: 'token-1', locale: 'en', at: Date.now(), reads: { [url]: early } }
    try {
      await withinCacheTurn(true, () => client.payout.threshold())
      expect(asked).toEqual(['cache'])
      expect(await client.payout.threshold()).toEqual({ threshold: 900, currency: 'GHS' })
      expect(asked).toEqual(['cache'])
    } finally {
      delete (globalThis as Record<symbol, unknown>)[Symbol.for('consultant.earlyReads')]
    }
  })
})

describe("the app's client and the gateway's clock", () => {
  it("tells the clock each gateway answer's Date, never a cached copy's", async () => {
    const { client, release, gatewayClock } = worker()
    const date = 'Wed, 25 Nov 2026 09:30:00 GMT'
    const cachedCopy = () => threshold(500, { 'x-synced-at': syncedAt, Date: 'Mon, 23 Nov 2026 08:00:00 GMT' })
    let online = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => (input.headers.get('x-cache-only') === '1' || !online ? cachedCopy() : threshold(700, { Date: date }))),
    )
    release()
    await withinCacheTurn(true, () => client.payout.threshold())
    // Offline: the worker answers the network's GET with its copy (NetworkFirst), stamped with its sync time.
    await client.payout.threshold()
    expect(gatewayClock.measure).not.toHaveBeenCalled()
    online = true
    await client.payout.threshold()
    expect(gatewayClock.measure).toHaveBeenCalledExactlyOnceWith(date)
  })
})
