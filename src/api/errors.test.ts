import { afterEach, describe, expect, it, vi } from 'vitest'
import { TimeoutError } from 'ky'
import * as v from 'valibot'
import { createActor, waitFor } from 'xstate'
import { resourceOf } from '../../machines/resource.machine'
import { classifyError, GatewayError, isRetryable, onUnexpectedFailure, toFailure, type GatewayFailure } from './errors'

let stopSink: (() => void) | null = null
afterEach(() => {
  stopSink?.()
  stopSink = null
})

function sink() {
  const reported: GatewayFailure[] = []
  stopSink = onUnexpectedFailure((failure) => reported.push(failure))
  return reported
}

const valiError = (() => {
  try {
    v.parse(v.object({ id: v.number() }), { id: 'seven' })
  } catch (error) {
    return error
  }
  throw new Error('v.parse accepted a string id')
})()

describe('classifyError: any thrown value as a failure', () => {
  it.each<[string, unknown, GatewayFailure['kind']]>([
    ["ky's TimeoutError", new TimeoutError(new Request('http://gateway.test/api/v1/auth-url')), 'timeout'],
    ["AbortSignal.timeout's DOMException", new DOMException('The operation timed out.', 'TimeoutError'), 'timeout'],
    // src/ui/chunk-error.ts's ChunkLoadTimeoutError (the client sits below ui: known by name)
    ['a chunk that took longer than 120 s', Object.assign(new Error('A chunk took longer than 120 s to load'), { name: 'ChunkLoadTimeoutError' }), 'timeout'],
    ["Chromium's fetch", new TypeError('Failed to fetch'), 'network'],
    ["Firefox's fetch", new TypeError('NetworkError when attempting to fetch resource.'), 'network'],
    ["Safari's fetch", new TypeError('Load failed'), 'network'],
    ["Node's fetch", new TypeError('fetch failed'), 'network'],
    ['a request aborted', new DOMException('The user aborted a request.', 'AbortError'), 'network'],
    ['a chunk that could not load (Chromium)', new TypeError('Failed to fetch dynamically imported module: /assets/home-1.js'), 'network'],
    ['a chunk that could not load (Firefox)', new TypeError('error loading dynamically imported module: /assets/home-1.js'), 'network'],
    ['a chunk that could not load (Safari)', new TypeError('Importing a module script failed.'), 'network'],
    ["a chunk's CSS (Vite)", new Error('Unable to preload CSS for /assets/home-1.css'), 'network'],
    ['a TypeError of ours', new TypeError("Cannot read properties of undefined (reading 'data')"), 'unexpected'],
    ['a schema parsed outside the client (ValiError)', valiError, 'unexpected'],
    ['an Error of ours', new Error('no consultant to accept the agreement for'), 'unexpected'],
    ['a SyntaxError of ours', new SyntaxError('Unexpected token < in JSON'), 'unexpected'],
    ['a thrown string', 'boom', 'unexpected'],
    ['undefined', undefined, 'unexpected'],
  ])('%s is %s', (_, thrown, kind) => {
    expect(classifyError(thrown, 'GET auth-url').kind).toBe(kind)
  })

  it("keeps a gateway error's own failure (badResponse stays badResponse, http keeps its status)", () => {
    const badResponse: GatewayFailure = { kind: 'badResponse', call: 'GET auth-url', issues: ['sso: Invalid type'] }
    const http: GatewayFailure = { kind: 'http', call: 'GET mouse/blocks/faq', status: 503, code: null }
    expect(classifyError(new GatewayError(badResponse), 'elsewhere')).toBe(badResponse)
    expect(classifyError(new GatewayError(http))).toBe(http)
  })

  it('an unexpected failure carries what was thrown and names the call', () => {
    const bug = new TypeError('x is not a function')
    expect(classifyError(bug, 'form')).toEqual({ kind: 'unexpected', call: 'form', error: bug })
  })

  it('the generic Try again is offered for a bug, as for the network and the server', () => {
    expect(isRetryable({ kind: 'unexpected', call: 'form', error: new Error('bug') })).toBe(true)
    expect(isRetryable({ kind: 'validationFailed', call: 'form', fields: {} })).toBe(false)
    expect(isRetryable({ kind: 'unauthorized', call: 'form' })).toBe(false)
  })
})

describe('toFailure: a bug is reported as unexpected', () => {
  it('hands an unexpected failure to the sink, once per thrown object however often it is classified', () => {
    const reported = sink()
    const bug = new TypeError("Cannot read properties of null (reading 'id')")
    expect(toFailure(bug, 'form').kind).toBe('unexpected')
    expect(toFailure(bug, 'form').kind).toBe('unexpected')
    expect(reported).toEqual([{ kind: 'unexpected', call: 'form', error: bug }])
  })

  it('reports neither a gateway error (the client did) nor a dropped connection', () => {
    const reported = sink()
    toFailure(new GatewayError({ kind: 'unexpected', call: 'GET auth-url', error: new Error('hook') }))
    toFailure(new GatewayError({ kind: 'http', call: 'GET auth-url', status: 500, code: 'UNKNOWN' }))
    toFailure(new TypeError('Failed to fetch'))
    expect(reported).toEqual([])
  })

  it('nothing breaks without a sink, or with one that throws', () => {
    expect(toFailure(new Error('early')).kind).toBe('unexpected')
    stopSink = onUnexpectedFailure(() => {
      throw new Error('sink down')
    })
    expect(toFailure(new Error('later')).kind).toBe('unexpected')
  })

  it('a bug in a provided actor reaches the sink from a resource machine (its reportFailure, as resourceOf gives it), and the screen gets unexpected', async () => {
    const reported = sink()
    const bug = new TypeError("Cannot read properties of undefined (reading 'map')")
    const actor = createActor(resourceOf<string[]>(() => Promise.reject(bug), 'homeBlocks')).start()
    const snapshot = await waitFor(actor, (s) => s.matches('error'))
    expect(snapshot.context.failure).toEqual({ kind: 'unexpected', call: 'homeBlocks', error: bug })
    expect(reported).toEqual([{ kind: 'unexpected', call: 'homeBlocks', error: bug }])
    actor.stop()
  })

  it('the removed sink hears nothing more', () => {
    const reported: GatewayFailure[] = []
    const stop = onUnexpectedFailure((failure) => reported.push(failure))
    stop()
    toFailure(new Error('after'))
    expect(reported).toEqual([])
    const other = vi.fn()
    stopSink = onUnexpectedFailure(other)
    stop() // removing an old sink leaves the current one
    toFailure(new Error('current'))
    expect(other).toHaveBeenCalledTimes(1)
  })
})
