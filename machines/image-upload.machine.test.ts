import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { GatewayFailure } from '../src/api/errors'
import { createSend } from '../src/api/request'
import { consultantsService, UPLOAD_IDLE_TIMEOUT } from '../src/api/services/consultants'
import { installFakeXhr } from '../src/api/services/fake-xhr.test-helper'
import { imageStep, imageUploadMachine, uploadWith, type ImageStep, type Picture, type PreparedPicture, type UploadImage } from './image-upload.machine'

const picture: Picture = { blob: new Blob([new Uint8Array(1000)]), name: 'id.jpg', src: 'blob:id', key: 'key-1', shrunk: true, originalSize: 5000 }
const file = new File([new Uint8Array(5000)], 'id.jpg', { type: 'image/jpeg' })

/**
 * The field's machine on the real client and a fake XMLHttpRequest, its picture chosen and shown: every step it
 * goes through from the preview on, what it handed the form, and what was reported (by the client and by the machine).
 */
async function start(prepared: () => Promise<PreparedPicture> = async () => ({ ok: true, picture })) {
  const { next } = installFakeXhr()
  const reported: unknown[] = []
  const bugs: GatewayFailure[] = []
  const send = createSend({ baseUrl: 'http://gateway.test/api/v1', locale: () => 'en', token: () => null, report: (f) => reported.push(f) })
  const upload: UploadImage = (image, name, onProgress, idempotencyKey, signal) =>
    consultantsService(send).uploadImage(image, name, { onProgress, idempotencyKey, signal })
  const keys: string[] = []
  const uploaded: string[] = []
  const actor = createActor(
    imageUploadMachine.provide({
      actors: {
        prepare: fromPromise(prepared),
        upload: uploadWith((image, name, onProgress, key, signal) => {
          keys.push(key)
          return upload(image, name, onProgress, key, signal)
        }),
      },
      actions: {
        onUploaded: (_, { url }) => uploaded.push(url),
        reportFailure: (_, { failure }) => bugs.push(failure),
      },
    }),
  ).start()
  actor.send({ type: 'image.choose', file })
  await waitFor(actor, (s) => !s.matches('preparing'))
  const steps: ImageStep[] = [imageStep(actor.getSnapshot())]
  actor.subscribe((snapshot) => steps.push(imageStep(snapshot)))
  const settled = () => waitFor(actor, (s) => !s.matches('uploading'))
  return { actor, next, steps, uploaded, keys, reported, bugs, settled }
}

describe('the image field uploading a picture (image upload machine)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('shows its progress, then hands the URL to the form', async () => {
    const { actor, next, steps, uploaded, settled } = await start()
    actor.send({ type: 'image.upload' })
    const xhr = await next()
    xhr.sending(500, 1000)
    xhr.answer(200, { url: 'https://cdn.test/id.jpg' })
    await settled()
    expect(steps.map((step) => (step.kind === 'uploading' ? step.progress : step.kind))).toEqual(['preview', 0, 0.5, 'idle'])
    expect(uploaded).toEqual(['https://cdn.test/id.jpg'])
  })

  it('Cancel: back to the preview of the same picture, no error, nothing handed to the form, nothing reported', async () => {
    const { actor, next, steps, uploaded, reported, bugs } = await start()
    actor.send({ type: 'image.upload' })
    const xhr = await next()
    xhr.sending(300, 1000)
    actor.send({ type: 'image.cancel' })
    await vi.runAllTimersAsync()
    expect(xhr.aborted).toBe(true)
    expect(steps.map((step) => step.kind)).toEqual(['preview', 'uploading', 'uploading', 'preview'])
    expect(steps.at(-1)).toEqual({ kind: 'preview', ...picture })
    expect(uploaded).toEqual([])
    expect(reported).toEqual([])
    expect(bugs).toEqual([])
  })

  it('the screen left (the actor stopped): the upload is aborted, nothing handed to the form, nothing reported', async () => {
    const { actor, next, uploaded, reported, bugs } = await start()
    actor.send({ type: 'image.upload' })
    const xhr = await next()
    xhr.sending(300, 1000)
    actor.stop()
    await vi.runAllTimersAsync()
    expect(xhr.aborted).toBe(true)
    expect(uploaded).toEqual([])
    expect(reported).toEqual([])
    expect(bugs).toEqual([])
  })

  it('stalled for 30 s: failed as stalled (its own message, Try again with the same key)', async () => {
    const { actor, next, steps, uploaded, keys, settled } = await start()
    actor.send({ type: 'image.upload' })
    await next()
    await vi.advanceTimersByTimeAsync(UPLOAD_IDLE_TIMEOUT)
    await settled()
    expect(steps.at(-1)).toEqual({ kind: 'failed', ...picture, codes: null, stalled: true })
    expect(uploaded).toEqual([])
    actor.send({ type: 'image.upload' })
    const again = await next()
    expect(imageStep(actor.getSnapshot())).toEqual({ kind: 'uploading', ...picture, progress: 0 })
    again.answer(200, { url: 'https://cdn.test/id.jpg' })
    await settled()
    expect(keys).toEqual(['key-1', 'key-1'])
    expect(uploaded).toEqual(['https://cdn.test/id.jpg'])
  })

  it('refused by the gateway: failed with the field’s codes', async () => {
    const { actor, next, steps, settled } = await start()
    actor.send({ type: 'image.upload' })
    const xhr = await next()
    xhr.answer(422, { success: false, error_message: 'VALIDATION_FAILED', errors: { image: ['too_large'] } })
    await settled()
    expect(steps.at(-1)).toEqual({ kind: 'failed', ...picture, codes: ['too_large'], stalled: false })
  })

  it('a file that cannot be a picture: refused with its code, nothing uploaded', async () => {
    const { actor, keys } = await start(async () => ({ ok: false, codes: ['invalid_type'] }))
    expect(imageStep(actor.getSnapshot())).toEqual({ kind: 'refused', codes: ['invalid_type'] })
    actor.send({ type: 'image.upload' })
    expect(keys).toEqual([])
  })

  it('a picture whose preview cannot be read: refused as unreadable, the bug reported', async () => {
    const broken = new Error('could not read the picture')
    const { actor, bugs } = await start(() => Promise.reject(broken))
    expect(imageStep(actor.getSnapshot())).toEqual({ kind: 'refused', codes: ['unreadable_image'] })
    expect(bugs).toEqual([{ kind: 'unexpected', call: 'image preview', error: broken }])
  })
})
