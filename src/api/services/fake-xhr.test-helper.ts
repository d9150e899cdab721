import { vi } from 'vitest'

type Handler = ((event: ProgressEvent) => void) | null

const progress = (loaded: number, total: number) => ({ lengthComputable: true, loaded, total }) as ProgressEvent

/**
 * XMLHttpRequest as far as fetchWithUploadProgress (./consultants.ts) uses it, driven by the test
 * (tests only): `installFakeXhr()` puts it in place and gives each request as it is sent.
 */
export class FakeXhr {
  upload: { onprogress: Handler } = { onprogress: null }
  onprogress: Handler = null
  onload: Handler = null
  onerror: Handler = null
  onabort: Handler = null
  responseType = ''
  status = 0
  statusText = ''
  response: ArrayBuffer | null = null
  aborted = false
  private answerHeaders = ''

  constructor(private readonly sent: (xhr: FakeXhr) => void) {}

  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return this.answerHeaders
  }
  send() {
    this.sent(this)
  }
  /** As a browser does: the abort event at once, for a request under way. */
  abort() {
    this.aborted = true
    this.onabort?.(progress(0, 0))
  }

  /** `loaded` of `total` bytes of the body have gone out. */
  sending(loaded: number, total: number) {
    this.upload.onprogress?.(progress(loaded, total))
  }
  /** `loaded` bytes of the answer have come in. */
  receiving(loaded: number) {
    this.onprogress?.(progress(loaded, 0))
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.answerHeaders = 'content-type: application/json\r\n'
    this.response = new TextEncoder().encode(JSON.stringify(body)).buffer
    this.onload?.(progress(0, 0))
  }
}

/** Puts FakeXhr in place of XMLHttpRequest; `next()` is the next request sent. Undo with vi.unstubAllGlobals(). */
export function installFakeXhr(): { next: () => Promise<FakeXhr> } {
  const waiting: ((xhr: FakeXhr) => void)[] = []
  const sent: FakeXhr[] = []
  const onSent = (xhr: FakeXhr) => {
    const take = waiting.shift()
    if (take) take(xhr)
    else sent.push(xhr)
  }
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeXhr {
      constructor() {
        super(onSent)
      }
    },
  )
  return {
    next: () => {
      const xhr = sent.shift()
      return xhr ? Promise.resolve(xhr) : new Promise<FakeXhr>((resolve) => waiting.push(resolve))
    },
  }
}
