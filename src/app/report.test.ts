import { afterEach, describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { makeLogin } from '../../machines/fixtures'
import { GatewayError, onUnexpectedFailure, type GatewayFailure } from '../api/errors'
import { ClientErrorReport } from '../api/schemas/client-errors'
import {
  createFailureReporter,
  isBenignBrowserError,
  listenForUncaught,
  redact,
  reportEndpoint,
  reportOf,
  sensitiveOf,
  worthReporting,
  type ReporterOptions,
} from './report'

const token = 'tok-1a-7-k3j9x2q1'

function reporter(options: Partial<ReporterOptions> = {}) {
  let clock = Date.UTC(2026, 10, 21, 10, 0, 0)
  const sent: { url: string; report: ClientErrorReport }[] = []
  const logged: unknown[][] = []
  const instance = createFailureReporter({
    endpoint: '/api/v1/client-errors',
    dev: false,
    send: (url, body) => sent.push({ url, report: v.parse(ClientErrorReport, JSON.parse(body)) }),
    now: () => clock,
    online: () => true,
    page: () => '/orders/4411',
    locale: () => 'fr',
    sensitive: () => [token, 'kwame.addo@example.com', 'Kwame', 'Addo', '0244123456'],
    log: { warn: (...args: unknown[]) => logged.push(args), error: (...args: unknown[]) => logged.push(args) },
    ...options,
  })
  return { instance, sent, logged, advance: (ms: number) => (clock += ms) }
}

const bug = (message = "Cannot read properties of undefined (reading 'data')") => {
  const error = new TypeError(message)
  error.stack = `TypeError: ${message}\n    at loadHome (https://app.example/assets/home-1.js:1:4410)\n    at https://app.example/assets/index-2.js:3:88`
  return { kind: 'unexpected', call: 'homeBlocks', error } satisfies GatewayFailure
}

describe('worthReporting', () => {
  it.each<[GatewayFailure, boolean, boolean]>([
    [bug(), true, true],
    [{ kind: 'badResponse', call: 'GET auth-url', issues: [] }, true, true],
    [{ kind: 'http', call: 'GET mouse/homepage', status: 500, code: null }, true, true],
    [{ kind: 'http', call: 'GET mouse/homepage', status: 503, code: null }, true, true],
    [{ kind: 'unknownError', call: 'POST login' }, true, true],
    [{ kind: 'http', call: 'GET mouse/blocks/x', status: 404, code: 'NOT_FOUND' }, true, false],
    [{ kind: 'http', call: 'GET watto/consultants/:id/sales/total', status: 403, code: 'FORBIDDEN' }, true, false],
    [{ kind: 'unauthorized', call: 'GET kazuda/notifications/:id' }, true, false],
    [{ kind: 'validationFailed', call: 'POST consultants', fields: { phone_number: ['invalid_phone'] } }, true, false],
    [{ kind: 'network', call: 'GET auth-url' }, true, true],
    [{ kind: 'timeout', call: 'GET auth-url' }, true, true],
    [{ kind: 'network', call: 'GET auth-url' }, false, false],
    [{ kind: 'timeout', call: 'GET auth-url' }, false, false],
  ])('%o online=%s: %s', (failure, online, expected) => {
    expect(worthReporting(failure, online)).toBe(expected)
  })
})

describe('redact', () => {
  it('takes out the token and the personal data given, whole words in any case', () => {
    const text = `token ${token} for KWAME addo <kwame.addo@example.com> at 0244123456; Kwameson stays`
    const out = redact(text, [token, 'kwame.addo@example.com', 'Kwame', 'Addo', '0244123456'])
    expect(out).not.toContain(token)
    expect(out.toLowerCase()).not.toMatch(/kwame\b|addo|0244123456/)
    expect(out).toContain('Kwameson')
  })

  it('keeps a URL as its path: no origin, query or fragment', () => {
    expect(redact('GET https://app.example/login/callback?code=c-9f2&state=s1#top failed')).toBe('GET /login/callback failed')
    expect(redact('at /orders/4411?status[]=completed:3:9')).toBe('at /orders/4411')
  })

  it('takes out what looks private even when not given: e-mails, token or code values, long numbers, long opaque strings', () => {
    const out = redact('mail ama@example.org; code=abc123 jforce_token: "t0k" X-Jforce-Token=zzz account 0123456789 key 0123456789abcdef0123456789abcdef01')
    expect(out).not.toMatch(/ama@example\.org|abc123|t0k|zzz|0123456789/)
    expect(out).toContain('mail [email]')
  })
})

describe('reportOf', () => {
  const context = { at: '2026-11-21T10:00:00.000Z', page: '/login/callback?code=c-9f2&state=s1', locale: 'ar', sensitive: [token] }

  it('a bug: name, redacted message and the first lines of its stack, paths only', () => {
    const report = reportOf(bug(`no ${token} here`), context)
    expect(v.parse(ClientErrorReport, report)).toEqual(report)
    expect(report).toMatchObject({ kind: 'unexpected', call: 'homeBlocks', page: '/login/callback', locale: 'ar', error: { name: 'TypeError' } })
    expect(report.error?.message).toBe('no [redacted] here')
    expect(report.error?.stack).toContain('at loadHome (/assets/home-1.js:1:4410)')
    expect(JSON.stringify(report)).not.toMatch(/app\.example|code=|c-9f2/)
  })

  it('a bad answer: the issues without the values received', () => {
    const report = reportOf(
      { kind: 'badResponse', call: 'POST login', issues: ['response.customer_data.email: Invalid type: Expected string but received 42'] },
      context,
    )
    expect(report.issues).toEqual(['response.customer_data.email: Invalid type: Expected string'])
  })

  it('a server failure: status and code', () => {
    expect(reportOf({ kind: 'http', call: 'GET mouse/homepage', status: 502, code: null }, context)).toMatchObject({ kind: 'http', status: 502, code: null })
  })

  it('a thrown string or object without a message', () => {
    expect(reportOf({ kind: 'unexpected', call: 'render', error: 'boom' }, context).error).toEqual({ name: 'string', message: 'boom' })
    expect(reportOf({ kind: 'unexpected', call: 'render', error: { status: 1 } }, context).error).toEqual({ name: 'Object', message: '' })
  })
})

describe('the reporter', () => {
  it('sends a failure worth reporting to the endpoint, nothing of the token, the consultant or a query', () => {
    const { instance, sent } = reporter({ page: () => '/login/callback?code=c-9f2' })
    const failure = bug(`Kwame Addo (${token}) has no orders at https://gw.example/api/v1/x?code=c-9f2`)
    instance.report(failure)
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe('/api/v1/client-errors')
    expect(sent[0]?.report).toMatchObject({ kind: 'unexpected', call: 'homeBlocks', page: '/login/callback', locale: 'fr', at: '2026-11-21T10:00:00.000Z' })
    const body = JSON.stringify(sent[0]?.report)
    for (const secret of [token, 'Kwame', 'Addo', 'code=', 'c-9f2', 'gw.example']) expect(body).not.toContain(secret)
  })

  it('sends nothing for unauthorized, validationFailed, a 404, or the network offline', () => {
    let online = false
    const { instance, sent } = reporter({ online: () => online })
    instance.report({ kind: 'unauthorized', call: 'GET auth-url' })
    instance.report({ kind: 'validationFailed', call: 'POST consultants', fields: {} })
    instance.report({ kind: 'http', call: 'GET mouse/blocks/x', status: 404, code: 'NOT_FOUND' })
    instance.report({ kind: 'network', call: 'GET auth-url' })
    instance.report({ kind: 'timeout', call: 'GET auth-url' })
    expect(sent).toEqual([])
    online = true
    instance.report({ kind: 'timeout', call: 'GET auth-url' })
    expect(sent.map((s) => s.report.kind)).toEqual(['timeout'])
  })

  it('sends at most 10 a minute', () => {
    const { instance, sent, advance } = reporter()
    for (let i = 0; i < 15; i += 1) instance.report(bug(`bug ${i}`))
    expect(sent).toHaveLength(10)
    advance(59_999)
    instance.report(bug('bug 15'))
    expect(sent).toHaveLength(10)
    advance(1)
    instance.report(bug('bug 16'))
    expect(sent).toHaveLength(11)
  })

  it('collapses identical failures within the minute, and says how many with the next one', () => {
    const { instance, sent, advance } = reporter()
    for (let i = 0; i < 5; i += 1) instance.report({ kind: 'http', call: 'GET mouse/homepage', status: 500, code: null })
    instance.report({ kind: 'http', call: 'GET mouse/homepage', status: 502, code: null })
    expect(sent.map((s) => [s.report.status, s.report.repeats])).toEqual([
      [500, undefined],
      [502, undefined],
    ])
    advance(60_000)
    instance.report({ kind: 'http', call: 'GET mouse/homepage', status: 500, code: null })
    expect(sent[2]?.report).toMatchObject({ status: 500, repeats: 4 })
  })

  it('in development logs every failure and sends nothing', () => {
    const { instance, sent, logged } = reporter({ dev: true })
    const failure = bug()
    instance.report(failure)
    instance.report({ kind: 'unauthorized', call: 'GET auth-url' })
    expect(sent).toEqual([])
    expect(logged).toEqual([['[unexpected] homeBlocks:', failure.error], ['[gateway] GET auth-url: unauthorized']])
  })

  it('without an endpoint sends nothing; a failing send or page never throws', () => {
    const off = reporter({ endpoint: null })
    off.instance.report(bug())
    expect(off.sent).toEqual([])
    const broken = reporter({
      send: () => {
        throw new Error('beacon refused')
      },
      page: () => {
        throw new Error('no location')
      },
    })
    expect(() => broken.instance.report(bug())).not.toThrow()
  })
})

describe('values the app does not know (src/api/schemas/known.ts)', () => {
  it('sends the call and the lists’ names, never a value, once a minute per answer', () => {
    const { instance, sent, advance } = reporter()
    instance.unknownValues('POST login', ['account status', 'gender'])
    instance.unknownValues('POST login', ['account status', 'gender'])
    expect(sent).toHaveLength(1)
    expect(sent[0]?.report).toEqual({
      kind: 'unknownValue',
      call: 'POST login',
      issues: ['unknown account status', 'unknown gender'],
      page: '/orders/4411',
      locale: 'fr',
      at: '2026-11-21T10:00:00.000Z',
    })
    advance(60_000)
    instance.unknownValues('POST login', ['account status', 'gender'])
    expect(sent[1]?.report.repeats).toBe(1)
  })

  it('in development logs them; without an endpoint sends nothing', () => {
    const dev = reporter({ dev: true })
    dev.instance.unknownValues('GET watto/consultants/:id/orders', ['order type'])
    expect(dev.sent).toEqual([])
    expect(dev.logged).toEqual([['[gateway] GET watto/consultants/:id/orders: values this app does not know, read with their fallbacks: order type']])
    const off = reporter({ endpoint: null })
    off.instance.unknownValues('POST login', ['gender'])
    expect(off.sent).toEqual([])
  })
})

describe('reportEndpoint', () => {
  it("defaults to the gateway's client-errors; VITE_REPORT_URL wins; empty turns it off", () => {
    expect(reportEndpoint(undefined, '/api/v1')).toBe('/api/v1/client-errors')
    expect(reportEndpoint(undefined, 'https://gw.example/api/v1/')).toBe('https://gw.example/api/v1/client-errors')
    expect(reportEndpoint('https://errors.example/collect', '/api/v1')).toBe('https://errors.example/collect')
    expect(reportEndpoint('', '/api/v1')).toBeNull()
  })
})

describe('sensitiveOf', () => {
  it("names the token and the consultant's identifying fields", () => {
    const login = makeLogin({ jforce_token: token })
    const values = sensitiveOf(login)
    expect(values).toContain(token)
    expect(values).toContain(login.customer_data.email)
    expect(values).toContain(login.customer_data.first_name)
    expect(sensitiveOf(null)).toEqual([])
  })
})

describe('uncaught errors and rejections', () => {
  let stop: (() => void)[] = []
  afterEach(() => {
    stop.forEach((run) => run())
    stop = []
  })

  function listen() {
    const reported: GatewayFailure[] = []
    const target = new EventTarget()
    stop.push(
      onUnexpectedFailure((failure) => reported.push(failure)),
      listenForUncaught(target),
    )
    const fire = (type: string, fields: Record<string, unknown>) => target.dispatchEvent(Object.assign(new Event(type), fields))
    return { reported, fire }
  }

  it('an uncaught error and an unhandled rejection of a bug are reported as unexpected', () => {
    const { reported, fire } = listen()
    const thrown = new TypeError('x is not a function')
    const rejected = new RangeError('Invalid time value')
    fire('error', { error: thrown, message: thrown.message })
    fire('unhandledrejection', { reason: rejected })
    expect(reported).toEqual([
      { kind: 'unexpected', call: 'window.error', error: thrown },
      { kind: 'unexpected', call: 'unhandledrejection', error: rejected },
    ])
  })

  it("not a gateway error (the client reported it), a dropped connection, nor a cross-origin 'Script error.'", () => {
    const { reported, fire } = listen()
    fire('unhandledrejection', { reason: new GatewayError({ kind: 'http', call: 'GET auth-url', status: 500, code: null }) })
    fire('unhandledrejection', { reason: new TypeError('Failed to fetch') })
    fire('error', { error: null, message: 'Script error.' })
    expect(reported).toEqual([])
    fire('error', { error: null, message: 'Uncaught SyntaxError: Unexpected token' })
    expect(reported).toMatchObject([{ kind: 'unexpected', call: 'window.error' }])
  })

  it("not the browser's ResizeObserver loop, in either wording, with or without an error object", () => {
    const { reported, fire } = listen()
    // Chromium's newer wording (also Firefox's), and its older one; the event usually has no error object.
    fire('error', { error: null, message: 'ResizeObserver loop completed with undelivered notifications.' })
    fire('error', { error: null, message: 'ResizeObserver loop limit exceeded' })
    fire('error', { error: undefined, message: 'ResizeObserver loop completed with undelivered notifications' })
    fire('error', { error: new Error('ResizeObserver loop limit exceeded'), message: 'Uncaught Error: ResizeObserver loop limit exceeded' })
    expect(reported).toEqual([])
    // A bug that only mentions ResizeObserver is still one.
    const bug = new TypeError("Cannot read properties of undefined (reading 'observe'): ResizeObserver")
    fire('error', { error: bug, message: bug.message })
    expect(reported).toEqual([{ kind: 'unexpected', call: 'window.error', error: bug }])
  })
})

describe('isBenignBrowserError', () => {
  it.each([
    ['ResizeObserver loop completed with undelivered notifications.'],
    ['ResizeObserver loop completed with undelivered notifications'],
    ['ResizeObserver loop limit exceeded'],
    ['  ResizeObserver loop limit exceeded  '],
    ['Script error.'],
  ])('%s is benign', (message) => {
    expect(isBenignBrowserError(message)).toBe(true)
  })

  it.each([['x is not a function'], ['ResizeObserver is not defined'], ['Error in ResizeObserver loop limit exceeded handler'], [''], [null], [42]])(
    '%s is not',
    (message) => {
      expect(isBenignBrowserError(message)).toBe(false)
    },
  )
})
