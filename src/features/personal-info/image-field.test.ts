import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSend } from '../../api/request'
import { consultantsService, UPLOAD_IDLE_TIMEOUT } from '../../api/services/consultants'
import { installFakeXhr } from '../../api/services/fake-xhr.test-helper'
import { uploadPicture, type Picture, type Step, type UploadImage } from './image-field'

const picture: Picture = { blob: new Blob([new Uint8Array(1000)]), name: 'id.jpg', src: 'blob:id', key: 'key-1', shrunk: true, originalSize: 5000 }

/** The field's upload on the real client and a fake XMLHttpRequest: every step it went through, and what it handed the form. */
function start() {
  const { next } = installFakeXhr()
  const reported: unknown[] = []
  const send = createSend({ baseUrl: 'http://gateway.test/api/v1', locale: () => 'en', token: () => null, report: (f) => reported.push(f) })
  const upload: UploadImage = (image, name, onProgress, idempotencyKey, signal) =>
    consultantsService(send).uploadImage(image, name, { onProgress, idempotencyKey, signal })
  const steps: Step[] = [{ kind: 'preview', ...picture }]
  const uploaded: string[] = []
  const cancel = new AbortController()
  const done = uploadPicture(picture, {
    upload,
    signal: cancel.signal,
    setStep: (next) => void steps.push(next(steps.at(-1)!)),
    onUploaded: (url) => uploaded.push(url),
  })
  return { next, steps, uploaded, cancel, done, reported }
}

describe('the image field uploading a picture (uploadPicture)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows its progress, then hands the URL to the form', async () => {
    const { next, steps, uploaded, done } = start()
    const xhr = await next()
    xhr.sending(500, 1000)
    xhr.answer(200, { url: 'https://cdn.test/id.jpg' })
    await done
    expect(steps.map((step) => (step.kind === 'uploading' ? step.progress : step.kind))).toEqual(['preview', 0, 0.5, 'idle'])
    expect(uploaded).toEqual(['https://cdn.test/id.jpg'])
  })

  it('Cancel: back to the preview of the same picture, no error, nothing handed to the form, nothing reported', async () => {
    const { next, steps, uploaded, cancel, done, reported } = start()
    const xhr = await next()
    xhr.sending(300, 1000)
    cancel.abort()
    await done
    expect(xhr.aborted).toBe(true)
    expect(steps.map((step) => step.kind)).toEqual(['preview', 'uploading', 'uploading', 'preview'])
    expect(steps.at(-1)).toEqual({ kind: 'preview', ...picture })
    expect(uploaded).toEqual([])
    expect(reported).toEqual([])
  })

  it('stalled for 30 s: failed as stalled (its own message, Try again with the same key)', async () => {
    const { next, steps, uploaded, done } = start()
    await next()
    await vi.advanceTimersByTimeAsync(UPLOAD_IDLE_TIMEOUT)
    await done
    expect(steps.at(-1)).toEqual({ kind: 'failed', ...picture, codes: null, stalled: true })
    expect(uploaded).toEqual([])
  })
})
