import { expect } from 'vitest'
import * as v from 'valibot'
import { ErrorBody, LoginResponse } from '../../src/api/schemas'
import { createGatewayApp } from '../app'
import { GatewayStore } from '../store'

/** Helpers of the identity services' self-check tests. */
export const NOW = new Date('2026-11-21T10:00:00Z')
export const APP = 'http://localhost:5173'
const stores = new WeakMap<object, GatewayStore>()
export const newApp = () => {
  const store = new GatewayStore({ seed: 42, now: NOW })
  const app = createGatewayApp({ store })
  stores.set(app, store)
  return app
}
export type App = ReturnType<typeof newApp>

/** What the gateway holds for a session now (there is no "me" call in the contract). */
export function sessionLogin(app: App, token: string) {
  const store = stores.get(app)
  const session = store?.sessionFor(token)
  if (!store || !session) throw new Error('no such session')
  return store.persona(session.personaId).login
}

/** A one-time code from the demo sign-in, as the browser would get it. */
export async function codeFor(app: App, persona: string): Promise<string> {
  const res = await app.request(`/demo-sso/choose?persona=${persona}&state=s1&return_to=${encodeURIComponent(`${APP}/login/callback`)}`)
  expect(res.status).toBe(302)
  return new URL(res.headers.get('Location') ?? '').searchParams.get('code') ?? ''
}

export const json = (method: string, body: unknown, token?: string): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Jforce-Token': token } : {}) },
  body: JSON.stringify(body),
})
export const authed = (token: string, method = 'GET'): RequestInit => ({ method, headers: { 'X-Jforce-Token': token } })

export async function login(app: App, persona: string, extra: Record<string, string> = {}) {
  const res = await app.request('/api/v1/login', json('POST', { code: await codeFor(app, persona), ...extra }))
  expect(res.status).toBe(200)
  return v.parse(LoginResponse, await res.json()).response
}

export async function expectError(res: Response, status: number, message: string, errors?: Record<string, string[]>) {
  expect(res.status).toBe(status)
  const body = v.parse(ErrorBody, await res.json())
  expect(body.error_message).toBe(message)
  if (errors) expect(body.errors).toEqual(errors)
}
