import { Hono } from 'hono'
import type { Periods } from '../../src/api/schemas'
import { requireSession, type Env } from '../http'
import type { GatewayStore } from '../store'
import { addMonths, monthPeriod, parseDay, startOfMonth } from '../data/calendar'
import { localeOf } from '../localize'
import { queryReader } from '../data/query'

/** Commission start (spec section 9). */
export const COMMISSION_START = '2019-10-01'

/**
 * Periods service (watto): every month from the commission start to the
 * current month, labelled in the request's Accept-Language (en, fr, ar).
 * The list is public data, but like every other watto call it needs a
 * session: the app only asks for it once signed in.
 */
export function periodsRoutes(store: GatewayStore) {
  const app = new Hono<Env>()

  app.get('/watto/periods/all', requireSession(store), (c) => {
    const q = queryReader(c)
    const reverse = q.option('reverse', ['0', '1'] as const)
    if (q.failed()) return q.respond()
    const locale = localeOf(c.req.header('Accept-Language'))
    const last = startOfMonth(store.now.getTime())
    const months: number[] = []
    for (let m = parseDay(COMMISSION_START) ?? last; m <= last; m = addMonths(m, 1)) months.push(m)
    if (reverse === '1') months.reverse()
    const body: Periods = { data: months.map((m) => monthPeriod(m, locale)) }
    return c.json(body)
  })

  return app
}
