import { Hono, type Context } from 'hono'
import type { AuthUrl, LoginResponse, LogoutUrl } from '../../src/api/schemas'
import { LoginRequest } from '../../src/api/schemas'
import { errorBody, parseBody, requireSession, validationFailed, type Env } from '../http'
import { PERSONAS, personaByKey } from '../personas'
import type { GatewayStore } from '../store'
import { identityState } from '../identity/state'
import { errorPage, signInPage } from '../identity/sso-html'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const origin = new URL(url).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/** Only local origins or the gateway's own origin may receive codes; anything else gets the gateway's own. */
function allowedOrigin(candidate: string | undefined, own: string): string {
  if (!candidate) return own
  if (candidate === own) return candidate
  try {
    return LOCAL_HOSTS.has(new URL(candidate).hostname) ? candidate : own
  } catch {
    return own
  }
}

/** The app's /login/callback: a given return_to (validated) or the app origin's. */
function safeReturnTo(returnTo: string | undefined, own: string): string {
  const origin = originOf(returnTo)
  if (returnTo && origin && allowedOrigin(origin, own) === origin) return returnTo
  return `${own}/login/callback`
}

const ownOrigin = (c: Context) => new URL(c.req.url).origin

/**
 * The simulated central sign-in, mounted at /demo-sso: GET / lists the demo
 * personas; choosing one (POST /choose, or GET /choose?persona&state&return_to)
 * issues a one-time code and sends the browser back to return_to with code and state.
 */
export function ssoPage(store: GatewayStore) {
  const app = new Hono()

  // Demo only: the gateway's time, so a test browser can run on the same clock (tests/e2e/support/test.ts).
  app.get('/clock', (c) => c.json({ now: store.clock().toISOString(), today: store.now.toISOString() }))

  app.get('/', (c) => {
    const state = c.req.query('state')
    if (!state) return c.html(errorPage('The sign-in request has no state.'), 400)
    return c.html(signInPage(PERSONAS, state, safeReturnTo(c.req.query('return_to'), ownOrigin(c))))
  })

  const choose = (c: Context, fields: { persona?: string; state?: string; return_to?: string }) => {
    if (!fields.state) return c.html(errorPage('The sign-in request has no state.'), 400)
    const persona = fields.persona ? personaByKey(fields.persona) : undefined
    if (!persona) return c.html(errorPage('Unknown demo account.'), 400)
    const target = new URL(safeReturnTo(fields.return_to, ownOrigin(c)))
    target.searchParams.set('code', store.issueCode(persona.key, fields.state))
    target.searchParams.set('state', fields.state)
    return c.redirect(target.toString(), 302)
  }

  app.post('/choose', async (c) => {
    const form = await c.req.parseBody()
    const text = (name: string) => (typeof form[name] === 'string' ? form[name] : undefined)
    return choose(c, { persona: text('persona'), state: text('state'), return_to: text('return_to') })
  })
  app.get('/choose', (c) => choose(c, { persona: c.req.query('persona'), state: c.req.query('state'), return_to: c.req.query('return_to') }))

  return app
}

/** Auth service: auth-url, login (one-time code, impersonation, referral) and logout-url. */
export function authRoutes(store: GatewayStore) {
  const app = new Hono<Env>()

  app.get('/auth-url', (c) => {
    const own = ownOrigin(c)
    // Cross-origin mode sends Origin; same origin usually only a Referer.
    const appOrigin = allowedOrigin(originOf(c.req.header('Origin')) ?? originOf(c.req.header('Referer')) ?? own, own)
    const state = crypto.randomUUID()
    const url = new URL(`${own}/demo-sso`)
    url.searchParams.set('state', state)
    url.searchParams.set('return_to', `${appOrigin}/login/callback`)
    const body: AuthUrl = { sso: 1, url: url.toString(), state }
    return c.json(body)
  })

  app.post('/login', async (c) => {
    const parsed = await parseBody(c, LoginRequest)
    if (!parsed.ok) return parsed.response
    const { code, email, referral } = parsed.value
    const entry = store.redeemCode(code)
    if (!entry) return c.json(errorBody('UNAUTHORIZED'), 401)
    const signedIn = store.persona(entry.personaKey)
    if (signedIn.spec.login_fails) return c.json(errorBody('UNKNOWN_ERROR'), 500)

    let persona = signedIn
    let impersonatedBy: string | null = null
    // Only staff may view another account; an e-mail from anyone else is ignored.
    if (email && signedIn.spec.staff) {
      const target = store.personaByEmail(email)
      if (!target) return validationFailed(c, { email: ['unknown_account'] })
      persona = target
      impersonatedBy = signedIn.spec.key
    }
    const working = store.forkPersona(persona.spec.key)
    if (referral && working.login.customer_data.id === null) {
      identityState(store).referrals.set(working.key, referral)
    }
    const session = store.openSession(working.key, impersonatedBy)
    const body: LoginResponse = {
      success: true,
      response: { ...working.login, impersonating: impersonatedBy !== null, jforce_token: session.token },
    }
    return c.json(body)
  })

  app.post('/logout-url', requireSession(store), (c) => {
    store.closeSession(c.get('session').token)
    const body: LogoutUrl = { url: null }
    return c.json(body)
  })

  return app
}
