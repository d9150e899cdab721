import { createHash } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY } from '../src/api/idempotency'
import { errorBody } from './http'
import type { GatewayStore } from './store'

/**
 * Writes done once per idempotency key (docs/contract.md, "Idempotency-Key"). A write that
 * carries `Idempotency-Key` is remembered by consultant, method, path and key for a day: the
 * same again (a Try again after the answer was lost to a timeout) gets the first answer back,
 * marked `Idempotent-Replayed: true`, and nothing is done a second time. A repeat that arrives
 * while the first is still being done waits for it. Only answers that did something (2xx) are
 * kept: after a refusal or a failure the same key may try again. The same key with another body
 * is refused (422 IDEMPOTENCY_KEY_REUSED), a key of the wrong shape too (400
 * INVALID_IDEMPOTENCY_KEY). Writes without the header, and calls without a session (the route
 * answers 401), go through untouched.
 */

/** How long a key is remembered. */
export const IDEMPOTENCY_LIFETIME_MS = 24 * 60 * 60 * 1000
/** Keys remembered per consultant at most; the oldest are forgotten first. */
export const IDEMPOTENCY_KEYS_KEPT = 100
export const REPLAYED_HEADER = 'Idempotent-Replayed'

interface Answer {
  readonly status: number
  readonly headers: readonly (readonly [string, string])[]
  readonly body: ArrayBuffer
}

interface Write {
  /** The request's body, digested (a multipart body's boundary left out: each send draws a new one). */
  readonly fingerprint: string
  /** When it was first received, by the gateway's clock. */
  readonly at: number
  /** The kept answer, or null when it did nothing (a refusal, a failure). */
  readonly answer: Promise<Answer | null>
}

const writesOf = new WeakMap<GatewayStore, Map<string, Map<string, Write>>>()

function writesFor(store: GatewayStore, consultant: string, now: number): Map<string, Write> {
  let byConsultant = writesOf.get(store)
  if (!byConsultant) writesOf.set(store, (byConsultant = new Map()))
  let writes = byConsultant.get(consultant)
  if (!writes) byConsultant.set(consultant, (writes = new Map()))
  for (const [scope, write] of writes) if (now - write.at >= IDEMPOTENCY_LIFETIME_MS) writes.delete(scope)
  return writes
}

async function fingerprintOf(c: Context): Promise<string> {
  const body = Buffer.from(await c.req.arrayBuffer())
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(c.req.header('Content-Type') ?? '')
  const text = body.toString('latin1')
  const stable = boundary ? text.split(boundary[1] ?? boundary[2] ?? '').join('') : text
  return createHash('sha256').update(stable, 'latin1').digest('hex')
}

const replay = (answer: Answer) => {
  const headers = new Headers(answer.headers as [string, string][])
  headers.set(REPLAYED_HEADER, 'true')
  return new Response(answer.body.slice(0), { status: answer.status, headers })
}

export function idempotency(store: GatewayStore): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (key === undefined || c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
    if (!IDEMPOTENCY_KEY.test(key)) return c.json(errorBody('INVALID_IDEMPOTENCY_KEY'), 400)
    const token = c.req.header('X-Jforce-Token')
    const session = token ? store.sessionFor(token) : undefined
    if (!session) return next()

    const now = store.clock().getTime()
    const writes = writesFor(store, session.personaId, now)
    const scope = `${c.req.method} ${new URL(c.req.url).pathname} ${key}`
    const fingerprint = await fingerprintOf(c)
    // A write already known: its answer, once it has one. One that did nothing is forgotten, and
    // this one is done as a first (unless another repeat has started it meanwhile: then wait for that).
    for (let known = writes.get(scope); known; known = writes.get(scope)) {
      if (known.fingerprint !== fingerprint) return c.json(errorBody('IDEMPOTENCY_KEY_REUSED'), 422)
      const answer = await known.answer
      if (answer) return replay(answer)
    }

    let settle: (answer: Answer | null) => void = () => {}
    const write: Write = { fingerprint, at: now, answer: new Promise((resolve) => (settle = resolve)) }
    writes.set(scope, write)
    while (writes.size > IDEMPOTENCY_KEYS_KEPT) writes.delete(writes.keys().next().value ?? '')
    try {
      await next()
    } finally {
      const response = c.res
      if (response.status >= 200 && response.status < 300) {
        settle({ status: response.status, headers: [...response.headers], body: await response.clone().arrayBuffer() })
      } else {
        if (writes.get(scope) === write) writes.delete(scope)
        settle(null)
      }
    }
  }
}
