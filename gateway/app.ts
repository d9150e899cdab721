import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { errorBody, type Env } from './http'
import { idempotency, REPLAYED_HEADER } from './idempotency'
import { IDEMPOTENCY_HEADER } from '../src/api/idempotency'
import { GatewayStore } from './store'
import { localizeAnswers } from './localize'
import { authRoutes, ssoPage } from './routes/auth'
import { consultantsRoutes } from './routes/consultants'
import { referenceRoutes } from './routes/reference'
import { paymentMethodsRoutes } from './routes/payment-methods'
import { contentRoutes } from './routes/content'
import { notificationsRoutes } from './routes/notifications'
import { ordersRoutes } from './routes/orders'
import { salesRoutes } from './routes/sales'
import { commissionsRoutes } from './routes/commissions'
import { periodsRoutes } from './routes/periods'
import { successRateRoutes } from './routes/success-rate'
import { bonusesRoutes } from './routes/bonuses'
import { teamRoutes } from './routes/team'
import { clientErrorsRoutes } from './routes/client-errors'

export interface GatewayOptions {
  /** Same seed, same data. */
  seed?: number
  /** The gateway's "today"; data is laid out relative to it. */
  now?: Date
  /** Allow cross-origin calls (for `npm run gateway` with a separately served build). */
  cors?: boolean
  /** A store of the caller's (tests open sessions on it directly). */
  store?: GatewayStore
}

export const API_PREFIX = '/api/v1'

/** The demo gateway: gateway API v1 under /api/v1 and the simulated central sign-in under /demo-sso. */
export function createGatewayApp(options: GatewayOptions = {}) {
  const store = options.store ?? new GatewayStore({ seed: options.seed ?? 42, now: options.now ?? new Date() })
  const app = new Hono<Env>()
  // Every answer's Date is the gateway's clock (the demo's day, as the browser tests' clock): the app times the
  // session and a staff member's view by it (src/app/gateway-clock.ts), as it would a real gateway's.
  app.use('*', async (c, next) => {
    await next()
    c.res.headers.set('Date', store.clock().toUTCString())
  })
  if (options.cors) {
    app.use(
      `${API_PREFIX}/*`,
      cors({
        origin: (origin) => origin,
        allowHeaders: ['Content-Type', 'Accept-Language', 'X-Jforce-Token', IDEMPOTENCY_HEADER],
        // Date: the app reads the gateway's clock from it, which a browser hides from another origin unless exposed.
        exposeHeaders: [REPLAYED_HEADER, 'Date'],
      }),
    )
  }
  const api = new Hono<Env>()
  // Every answer in the language of Accept-Language (docs/contract.md, "Languages").
  api.use('*', localizeAnswers())
  // A write sent again with its Idempotency-Key is answered with its first result (docs/contract.md).
  api.use('*', idempotency(store))
  for (const routes of [
    authRoutes,
    consultantsRoutes,
    referenceRoutes,
    paymentMethodsRoutes,
    contentRoutes,
    notificationsRoutes,
    ordersRoutes,
    salesRoutes,
    commissionsRoutes,
    periodsRoutes,
    successRateRoutes,
    bonusesRoutes,
    teamRoutes,
    clientErrorsRoutes,
  ]) {
    api.route('/', routes(store))
  }
  api.notFound((c) => c.json(errorBody('NOT_FOUND'), 404))
  api.onError((err, c) => {
    // The app cancelled the request (an upload's Cancel): nobody is waiting for an answer, and nothing went wrong.
    if (c.req.raw.signal.aborted) return c.body(null, 499 as never)
    console.error('[gateway] unexpected failure:', err.message)
    return c.json(errorBody('UNKNOWN_ERROR'), 500)
  })
  app.route(API_PREFIX, api)
  app.route('/demo-sso', ssoPage(store))
  return app
}
