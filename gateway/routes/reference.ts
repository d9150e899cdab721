import { Hono, type Context } from 'hono'
import type { Cities, NamedList, ReferenceList } from '../../src/api/schemas'
import { REFERENCE_LISTS } from '../../src/api/schemas'
import { errorBody, requireSession, type Env } from '../http'
import type { GatewayStore } from '../store'
import { localeOf } from '../localize'
import { regionById } from '../identity/ghana'
import { levelById, ordered, REFERENCE_DATA } from '../identity/reference-data'

/**
 * Reference lists (ewoks). All of them need a session (X-Jforce-Token): the
 * register form is shown after the central sign-in, when the visitor already
 * holds a token. `active=1` keeps active entries only (without it the inactive
 * ones come too); `sort=name` sorts by name, `sort=sort` keeps the list's own
 * order (time slots), otherwise entries come by id.
 */
export function referenceRoutes(store: GatewayStore) {
  const app = new Hono<Env>()
  const session = requireSession(store)

  const activeOnly = (c: Context<Env>) => c.req.query('active') === '1'

  for (const list of REFERENCE_LISTS) {
    app.get(`/ewoks/${list}`, session, (c) => listResponse(c, list))
  }

  function listResponse(c: Context<Env>, list: ReferenceList) {
    const items = REFERENCE_DATA[list].filter((e) => e.active || !activeOnly(c))
    const body: NamedList = { data: ordered(items, c.req.query('sort'), localeOf(c.req.header('Accept-Language'))).map(({ id, name }) => ({ id, name })) }
    return c.json(body)
  }

  app.get('/ewoks/sky-states/:id/sky-cities', session, (c) => {
    const region = regionById(Number(c.req.param('id')))
    if (!region) return c.json(errorBody('NOT_FOUND'), 404)
    const body: Cities = {
      data: ordered(region.cities, c.req.query('sort'), localeOf(c.req.header('Accept-Language'))).map((city) => ({
        id: city.id,
        name: city.name,
        districts: [...city.districts],
      })),
    }
    return c.json(body)
  })

  app.get('/ewoks/levels/:levelId', session, (c) => {
    const level = levelById(Number(c.req.param('levelId')))
    return level ? c.json(level) : c.json(errorBody('NOT_FOUND'), 404)
  })

  return app
}
