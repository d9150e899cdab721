import { Hono } from 'hono'

/** Temporary: replaced by the full demo gateway (routes per service). */
export function createGatewayApp() {
  const app = new Hono()
  return app
}
