import { Hono } from 'hono'
import * as v from 'valibot'
import { ClientErrorReport } from '../../src/api/schemas'
import { errorBody, issuesByProperty, type Env } from '../http'
import type { GatewayStore } from '../store'

/** How many reports the demo gateway keeps (the oldest go first). */
export const CLIENT_ERRORS_KEPT = 50
/** A report is small (the app clips every field); anything bigger is refused unread. */
const MAX_BODY = 16 * 1024

const kept = new WeakMap<GatewayStore, ClientErrorReport[]>()

/** The reports this gateway holds, oldest first. */
export function clientErrorsOf(store: GatewayStore): readonly ClientErrorReport[] {
  return kept.get(store) ?? []
}

/**
 * `POST client-errors`: the app's failure reports (src/app/report.ts), ours, not the spec's.
 * No session needed (a failure may come before sign-in, or be the sign-in's); the body is
 * read as text whatever its content type (sendBeacon sends text/plain, so no preflight),
 * parsed as JSON and checked with `ClientErrorReport`: 204 and kept in memory, or 400
 * VALIDATION_FAILED. `GET client-errors` lists what is kept (demo only).
 */
export function clientErrorsRoutes(store: GatewayStore) {
  const app = new Hono<Env>()

  app.post('/client-errors', async (c) => {
    const length = Number(c.req.header('Content-Length') ?? '0')
    if (length > MAX_BODY) return c.json(errorBody('PAYLOAD_TOO_LARGE'), 413)
    const text = await c.req.text()
    if (text.length > MAX_BODY) return c.json(errorBody('PAYLOAD_TOO_LARGE'), 413)
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return c.json(errorBody('VALIDATION_FAILED', { _: ['invalid_json'] }), 400)
    }
    const parsed = v.safeParse(ClientErrorReport, raw)
    if (!parsed.success) return c.json(errorBody('VALIDATION_FAILED', issuesByProperty(parsed.issues)), 400)
    let reports = kept.get(store)
    if (!reports) kept.set(store, (reports = []))
    reports.push(parsed.output)
    if (reports.length > CLIENT_ERRORS_KEPT) reports.splice(0, reports.length - CLIENT_ERRORS_KEPT)
    return c.body(null, 204)
  })

  app.get('/client-errors', (c) => c.json({ data: clientErrorsOf(store) }))

  return app
}
