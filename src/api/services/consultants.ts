import { Consultant, ConsultantCreated, UploadedImage, type ConsultantCreate, type ConsultantUpdate } from '../schemas'
import type { Send } from '../request'

/** How much of an upload has gone out, from 0 to 1. */
export type UploadProgress = (fraction: number) => void

/**
 * A fetch on XMLHttpRequest, for an upload that reports its progress. ky's own
 * `onUploadProgress` streams the request body, which Chromium sends only over HTTP/2 or
 * later (an HTTP/1.1 host fails the request); XMLHttpRequest's `upload.onprogress` works
 * everywhere. The request comes from ky as built (headers, token, language, the timeout's
 * signal), so failures are mapped and reported as for every other call.
 */
export function fetchWithUploadProgress(onProgress: UploadProgress): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const body = request.body === null ? null : await request.arrayBuffer()
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      const abort = () => xhr.abort()
      xhr.open(request.method, request.url)
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value))
      xhr.responseType = 'arraybuffer'
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
      }
      xhr.onload = () => {
        request.signal.removeEventListener('abort', abort)
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
      xhr.onerror = () => reject(new TypeError('Failed to fetch'))
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException('The upload was aborted.', 'AbortError'))
      if (request.signal.aborted) return abort()
      request.signal.addEventListener('abort', abort, { once: true })
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
   * report it; `idempotencyKey`: the same for the same picture sent again.
   */
  uploadImage: (file: Blob, filename = 'image', { onProgress, idempotencyKey }: { onProgress?: UploadProgress; idempotencyKey?: string } = {}) => {
    const body = new FormData()
    body.append('file', file, filename)
    return send({
      method: 'post',
      path: 'ewoks/upload-image',
      schema: UploadedImage,
      body,
      ...(onProgress ? { fetch: fetchWithUploadProgress(onProgress) } : {}),
      ...(idempotencyKey ? { idempotencyKey } : {}),
    })
  },
})
