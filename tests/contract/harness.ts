import { createGatewayApp } from '../../gateway/app'
import { createGatewayClient, type GatewayClient, type GatewayFailure } from '../../src/api'

export const NOW = new Date('2026-11-21T10:00:00Z')
export const BASE = 'http://gateway.test/api/v1'
const APP_ORIGIN = 'http://localhost:5173'

export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/** A gateway in process, and clients whose ky calls go to Hono's fetch. */
export function createHarness() {
  const app = createGatewayApp({ seed: 42, now: NOW })
  const gatewayFetch: Fetch = (input, init) => Promise.resolve(app.fetch(new Request(input, init)))

  function client(options: { token?: () => string | null; fetch?: Fetch; failures?: GatewayFailure[]; locale?: string } = {}): GatewayClient {
    return createGatewayClient({
      baseUrl: BASE,
      locale: () => options.locale ?? 'en',
      token: options.token ?? (() => null),
      report: (f) => options.failures?.push(f),
      fetch: options.fetch ?? gatewayFetch,
    })
  }

  /**
   * Walks the simulated central sign-in as a browser would: auth-url, the sign-in
   * page, the persona's button, the redirect back to /login/callback, then POST login.
   */
  async function signIn(persona: string, extra: { email?: string; referral?: string } = {}) {
    const anonymous = client({ fetch: (input, init) => gatewayFetch(input, withOrigin(init)) })
    const { url, state } = await anonymous.auth.getAuthUrl()
    const code = await chooseOnSignInPage(app.fetch.bind(app), url, persona)
    let token: string | null = null
    const authed = client({ token: () => token })
    const login = await authed.auth.login({ code: code.code, ...extra })
    if (code.state !== state) throw new Error('state changed on the way back')
    token = login.response.jforce_token
    return { client: authed, login: login.response, token: () => token, setToken: (t: string) => (token = t) }
  }

  return { app, gatewayFetch, client, signIn }
}

function withOrigin(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers)
  headers.set('Origin', APP_ORIGIN)
  return { ...init, headers }
}

type AppFetch = (request: Request) => Response | Promise<Response>

/** Reads the sign-in page, submits the persona's form, follows the 302 to the callback. */
export async function chooseOnSignInPage(fetchApp: AppFetch, url: string, persona: string) {
  const page = await (await fetchApp(new Request(url))).text()
  const form = new RegExp(`<form[^>]*action="([^"]+)"[^>]*>(?:(?!</form>)[\\s\\S])*data-persona="${persona}"`).exec(page)
  if (!form?.[1]) throw new Error(`persona ${persona} not on the sign-in page`)
  const action = new URL(form[1].replaceAll('&amp;', '&'), url)
  const fields = new URLSearchParams()
  const formHtml = form[0]
  for (const m of formHtml.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.append(m[1] ?? '', (m[2] ?? '').replaceAll('&amp;', '&'))
  const button = new RegExp(`<button[^>]*name="([^"]+)"[^>]*value="([^"]*)"[^>]*data-persona="${persona}"`).exec(formHtml)
  if (button?.[1]) fields.append(button[1], button[2] ?? '')
  const res = await fetchApp(
    new Request(action, { method: 'POST', body: fields, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, redirect: 'manual' }),
  )
  const location = res.headers.get('Location')
  if (res.status !== 302 || !location) throw new Error(`sign-in page answered ${res.status}`)
  const back = new URL(location)
  if (back.origin !== APP_ORIGIN || back.pathname !== '/login/callback') throw new Error(`unexpected return ${location}`)
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' }
}
