import { Hono } from 'hono'
import type { Bonuses, GracePeriod } from '../../src/api/schemas'
import { errorBody, requireOwner, requireSession, type Env } from '../http'
import type { GatewayStore } from '../store'
import { BONUS_FORMATS, GRACE_DAYS, bonusDetails, bonusesOf, homepageBonuses } from '../data/bonuses'

/** Bonus service (mandalorian); rules in data/bonuses.ts. */
export function bonusesRoutes(store: GatewayStore) {
  const app = new Hono<Env>()
  const id = (param: string) => Number(param)

  app.get('/mandalorian/consultants/:id/bonuses', requireSession(store), requireOwner(store), (c) => {
    const body: Bonuses = { data: bonusesOf(store, id(c.req.param('id'))) }
    return c.json(body)
  })

  app.get('/mandalorian/consultants/:id/homepage-bonuses', requireSession(store), requireOwner(store), (c) => {
    const body: Bonuses = { data: homepageBonuses(store, id(c.req.param('id'))) }
    return c.json(body)
  })

  app.get('/mandalorian/consultants/:id/bonuses/:bonusId', requireSession(store), requireOwner(store), (c) => {
    const bonus = bonusDetails(store, id(c.req.param('id'))).find((b) => String(b.id) === c.req.param('bonusId'))
    return bonus ? c.json(bonus) : c.json(errorBody('NOT_FOUND'), 404)
  })

  app.get('/mandalorian/bonuses/grace-period', requireSession(store), (c) => {
    const body: GracePeriod = { days: GRACE_DAYS }
    return c.json(body)
  })

  app.get('/mandalorian/temp/format', requireSession(store), (c) => c.json(BONUS_FORMATS))

  return app
}
