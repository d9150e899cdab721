import type { Context, Hono, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { ErrorBody } from '../src/api/schemas'
import type { GatewayStore, Session } from './store'

export type Env = { Variables: { session: Session } }

export function errorBody(error_message: string, errors?: Record<string, string[]>): ErrorBody {
  return errors ? { success: false, error_message, errors } : { success: false, error_message }
}

/** VALIDATION_FAILED with errors by property (the first path segment names the property). */
export function validationFailed(c: Context, errors: Record<string, string[]>) {
  return c.json(errorBody('VALIDATION_FAILED', errors), 422)
}

export function issuesByProperty(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = issue.path?.map((p) => String(p.key)).join('.') || '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** Parse a JSON body with a contract schema; on failure answer VALIDATION_FAILED. */
export async function parseBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    return { ok: false, response: validationFailed(c, { _: ['invalid_json'] }) }
  }
  const result = v.safeParse(schema, raw)
  if (result.success) return { ok: true, value: result.output }
  return { ok: false, response: validationFailed(c, issuesByProperty(result.issues)) }
}

/** X-Jforce-Token → session; 401 UNAUTHORIZED otherwise. */
export function requireSession(store: GatewayStore): MiddlewareHandler<Env> {
  return async (c, next) => {
    const token = c.req.header('X-Jforce-Token')
    const session = token ? store.sessionFor(token) : undefined
    if (!session) return c.json(errorBody('UNAUTHORIZED'), 401)
    c.set('session', session)
    await next()
  }
}

/**
 * For routes under consultants/{id}: the id must be the signed-in consultant's
 * (only the owner sees their data); 403 FORBIDDEN otherwise.
 */
export function requireOwner(store: GatewayStore, param = 'id'): MiddlewareHandler<Env> {
  return async (c, next) => {
    const session = c.get('session')
    const consultantId = store.persona(session.personaId).login.customer_data.id
    if (consultantId === null || String(consultantId) !== c.req.param(param)) {
      return c.json(errorBody('FORBIDDEN'), 403)
    }
    await next()
  }
}

/** Query values given as repeated `name[]=a&name[]=b` (also accepts plain `name=a`). */
export function queryArray(c: Context, name: string): string[] {
  return [...(c.req.queries(`${name}[]`) ?? []), ...(c.req.queries(name) ?? [])]
}

/** ISO calendar date (YYYY-MM-DD) of a Date in UTC. */
export const isoDate = (d: Date) => d.toISOString().slice(0, 10)

/**
 * A GET under watto/consultants/:id whose query `read` parses (or answers with
 * VALIDATION_FAILED): session and owner checked, then `answer` gets the id and the query.
 */
export function consultantQueryRoute<Q>(
  app: Hono<Env>,
  store: GatewayStore,
  read: (c: Context) => Q | Response,
): (path: string, answer: (id: number, query: Q) => object) => void {
  return (path, answer) => {
    app.get(`/watto/consultants/:id${path}`, requireSession(store), requireOwner(store), (c) => {
      const query = read(c)
      if (query instanceof Response) return query
      return c.json(answer(Number(c.req.param('id')), query))
    })
  }
}
