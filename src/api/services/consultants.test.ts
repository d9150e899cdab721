import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GatewayError, type GatewayFailure } from '../errors'
import { createSend } from '../request'
import { consultantsService, UPLOAD_IDLE_TIMEOUT } from './consultants'
import { installFakeXhr } from './fake-xhr.test-helper'

/** The consultants service on the real client, uploads going through a fake XMLHttpRequest. */
function setUp() {
  const reported: GatewayFailure[] = []
  const xhr = installFakeXhr()
  const send = createSend({
    baseUrl: 'http://gateway.test/api/v1',
    locale: () => 'en',
    token: () => null,
    report: (failure) => reported.push(failure),
    fetch: () => Promise.reject(new Error('an upload with progress goes through XMLHttpRequest')),
  })
  const progress: number[] = []
  const upload = (signal?: AbortSignal) =>
    consultantsService(send).uploadImage(new Blob([new Uint8Array(480 * 1024)], { type: 'image/jpeg' }), 'photo.jpg', {
      onProgress: (fraction) => progress.push(fraction),
      ...(signal ? { signal } : {}),
    })
  return { reported, next: xhr.next, upload, progress }
}

/** How a call ended, read without awaiting it (it may still be under way). */
function settled<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T; error?: unknown } = { done: false }
  promise.then(
    (value) => Object.assign(state, { done: true, value }),
    (error: unknown) => Object.assign(state, { done: true, error }),
  )
  return state
}

const failureOf = (error: unknown) => (error instanceof GatewayError ? error.failure : error)

describe('an upload with progress (fetchWithUploadProgress)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is not cut by a total time: 480 KB over 80 s that keeps moving is uploaded', async () => {
    const { next, upload, progress, reported } = setUp()
    const call = settled(upload())
    const xhr = await next()
    const total = 480 * 1024
    for (let second = 5; second <= 75; second += 5) {
      await vi.advanceTimersByTimeAsync(5_000)
      xhr.sending((total * second) / 75, total)
    }
    // The gateway takes its time to answer, the answer itself comes slowly.
    await vi.advanceTimersByTimeAsync(UPLOAD_IDLE_TIMEOUT - 1)
    xhr.receiving(10)
    await vi.advanceTimersByTimeAsync(UPLOAD_IDLE_TIMEOUT - 1)
    expect(call.done).toBe(false)
    xhr.answer(200, { url: 'https://cdn.test/photo.jpg' })
    await vi.advanceTimersByTimeAsync(0)
    expect(call).toEqual({ done: true, value: { url: 'https://cdn.test/photo.jpg' } })
    expect(progress.at(-1)).toBe(1)
    expect(progress).toHaveLength(15)
    expect(reported).toEqual([])
  })

  it('fails as a timeout when no byte has moved for 30 s, and aborts the request', async () => {
    const { next, upload, reported } = setUp()
    const call = settled(upload())
    const xhr = await next()
    await vi.advanceTimersByTimeAsync(20_000)
    xhr.sending(100_000, 491_520)
    await vi.advanceTimersByTimeAsync(UPLOAD_IDLE_TIMEOUT - 1)
    expect(call.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(call.done).toBe(true)
    expect(failureOf(call.error)).toEqual({ kind: 'timeout', call: 'POST ewoks/upload-image' })
    expect(xhr.aborted).toBe(true)
    expect(reported).toEqual([{ kind: 'timeout', call: 'POST ewoks/upload-image' }])
  })

  it('a request that never starts sending times out too', async () => {
    const { next, upload } = setUp()
    const call = settled(upload())
    await next()
    await vi.advanceTimersByTimeAsync(UPLOAD_IDLE_TIMEOUT)
    expect(failureOf(call.error)).toEqual({ kind: 'timeout', call: 'POST ewoks/upload-image' })
  })

  it('cancelled by its signal: aborts the request, rejects as an abort, never reported, no timeout after', async () => {
    const { next, upload, reported } = setUp()
    const cancel = new AbortController()
    const call = settled(upload(cancel.signal))
    const xhr = await next()
    xhr.sending(1_000, 491_520)
    cancel.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(xhr.aborted).toBe(true)
    expect(failureOf(call.error)).toEqual({ kind: 'network', call: 'POST ewoks/upload-image' })
    expect(reported).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('cancelled before it is sent: rejects at once, nothing sent', async () => {
    const { upload, reported } = setUp()
    const cancel = new AbortController()
    cancel.abort()
    const call = settled(upload(cancel.signal))
    await vi.advanceTimersByTimeAsync(0)
    expect(failureOf(call.error)).toEqual({ kind: 'network', call: 'POST ewoks/upload-image' })
    expect(reported).toEqual([])
  })
})
