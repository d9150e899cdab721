import { Hono } from 'hono'
import type { SuccessRateConfigs, SuccessRates } from '../../src/api/schemas'
import { errorBody, requireOwner, requireSession, type Env } from '../http'
import type { GatewayStore } from '../store'
import { currentLevel } from '../data/model'
import { queryReader } from '../data/query'
import { SUCCESS_CONFIGS, successRecords } from '../data/success'

/**
 * Success-rate service (watto): penalty rates per level and the consultant's
 * monthly success rates (rules in data/success.ts).
 */
export function successRateRoutes(store: GatewayStore) {
  const app = new Hono<Env>()

  app.get('/watto/success-rate-configs/:levelId', requireSession(store), (c) => {
    const bands = /^\d+$/.test(c.req.param('levelId')) ? SUCCESS_CONFIGS[Number(c.req.param('levelId'))] : undefined
    if (!bands) return c.json(errorBody('NOT_FOUND'), 404)
    const body: SuccessRateConfigs = { data: bands }
    return c.json(body)
  })

  /** One record per month of the range, newest first; empty before the first order. */
  app.get('/watto/consultants/:id/success-rates', requireSession(store), requireOwner(store), (c) => {
    const q = queryReader(c)
    const range = q.range()
    if (!range || q.failed()) return q.respond()
    const id = Number(c.req.param('id'))
    const body: SuccessRates = { data: successRecords(store, id, range, currentLevel(store, id)) }
    return c.json(body)
  })

  return app
}
