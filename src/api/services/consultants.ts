import { Consultant, ConsultantCreated, UploadedImage, type ConsultantCreate, type ConsultantUpdate } from '../schemas'
import type { Send } from '../request'

/** How much of an upload has gone out, from 0 to 1. */
export type UploadProgress = (fraction: number) => void

/** How long an upload may go without a byte moving: the client's own limit for a whole call (src/api/request.ts). */
export const UPLOAD_IDLE_TIMEOUT = 30_000

/**
 * A fetch on XMLHttpRequest, for an upload that reports its progress. ky's own
 * `onUploadProgress` streams the request body, which Chromium sends only over HTTP/2 or
 * later (an HTTP/1.1 host fails the request); XMLHttpRequest's `upload.onprogress` works
 * everywhere. The request comes from ky as built (headers, token, language, the caller's
 * signal), so failures are mapped and reported as for every other call.
 *
 * Its limit is its own (the call passes `timeout: false`): it fails as timed out only when no
 * byte has moved, up or down, for `idleTimeout` ms, so a slow upload that keeps moving finishes.
 */
export function fetchWithUploadProgress(onProgress: UploadProgress, idleTimeout = UPLOAD_IDLE_TIMEOUT): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const body = request.body === null ? null : await request.arrayBuffer()
    return new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) return reject(request.signal.reason)
      const xhr = new XMLHttpRequest()
      let idle: ReturnType<typeof setTimeout> | undefined
      const stop = () => {
        clearTimeout(idle)
        request.signal.removeEventListener('abort', abort)
      }
      const abort = () => xhr.abort()
      // Named as AbortSignal.timeout names it, so the client calls it a timeout (src/api/errors.ts).
      const stalled = () => {
        xhr.onabort = null
        xhr.abort()
        stop()
        reject(new DOMException('The upload stalled: no byte moved in time.', 'TimeoutError'))
      }
      const moved = () => {
        clearTimeout(idle)
        idle = setTimeout(stalled, idleTimeout)
      }
      xhr.open(request.method, request.url)
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.responseType = 'arraybuffer'
      xhr.upload.onprogress = (event) => {
        moved()
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
      xhr.onprogress = moved
      xhr.onload = () => {
        stop()
        const headers = new Headers()
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':')
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
        }
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
        resolve(new Response(empty ? null : (xhr.response as ArrayBuffer), { status: xhr.status, statusText: xhr.statusText, headers }))
      }
      // Worded as fetch words it, so the client calls it a network failure (Try again).
      xhr.onerror = () => {
        stop()
        reject(new TypeError('Failed to fetch'))
      }
      xhr.onabort = () => {
        stop()
        reject(request.signal.reason ?? new DOMException('The upload was aborted.', 'AbortError'))
      }
      request.signal.addEventListener('abort', abort, { once: true })
      moved()
      xhr.send(body)
    })
  }
}

export const consultantsService = (send: Send) => ({
  create: (form: ConsultantCreate, idempotencyKey?: string) =>
    send({ method: 'post', path: 'consultants', schema: ConsultantCreated, json: form, ...(idempotencyKey ? { idempotencyKey } : {}) }),
  update: (consultantId: number, changes: ConsultantUpdate) =>
    send({ method: 'put', path: `ewoks/consultants/${consultantId}`, schema: Consultant, json: changes }),
  acceptAgreement: (consultantId: number) =>
    send({ method: 'put', path: `ewoks/consultants/${consultantId}/agreement`, schema: Consultant, json: { jforce_agreement: true } }),
  /**
   * POST ewoks/upload-image (multipart `file`); with `onProgress`, sent through XMLHttpRequest to
   * report it, limited by its idle time instead of the client's timeout; `idempotencyKey`: the same
   * for the same picture sent again; `signal` cancels it.
   */
  uploadImage: (
    file: Blob,
    filename = 'image',
    { onProgress, idempotencyKey, signal }: { onProgress?: UploadProgress; idempotencyKey?: string; signal?: AbortSignal } = {},
  ) => {
    const body = new FormData()
    body.append('file', file, filename)
    return send({
      method: 'post',
      path: 'ewoks/upload-image',
      schema: UploadedImage,
      body,
      ...(onProgress ? { fetch: fetchWithUploadProgress(onProgress), timeout: false as const } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
      ...(signal ? { signal } : {}),
    })
  },
})
