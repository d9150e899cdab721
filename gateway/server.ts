import { readFileSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { createGatewayApp } from './app'
import { demoNowSetting } from './demo-now'

/** `npm run gateway`: the demo gateway alone, with CORS, for a build pointed at it (VITE_GATEWAY_URL). */
const port = Number(process.env.PORT ?? 8787)
const seed = Number(process.env.GATEWAY_SEED ?? 42)
const app = new Hono()
// The sign-in page (/demo-sso) links /favicon.ico: on the gateway's own origin it is the app's icon too.
const favicon = readFileSync(new URL('../public/favicon.ico', import.meta.url))
app.get('/favicon.ico', (c) => c.body(favicon, 200, { 'Content-Type': 'image/x-icon', 'Cache-Control': 'public, max-age=86400' }))
app.route('/', createGatewayApp({ seed, cors: true, now: demoNowSetting() }))
serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Demo gateway on http://localhost:${info.port}/api/v1 (sign-in page /demo-sso). State is in memory and resets on restart.`)
})
