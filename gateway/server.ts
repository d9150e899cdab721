import { serve } from '@hono/node-server'
import { createGatewayApp } from './app'
import { demoNowSetting } from './demo-now'

/** `npm run gateway`: the demo gateway alone, with CORS, for a build pointed at it (VITE_GATEWAY_URL). */
const port = Number(process.env.PORT ?? 8787)
const seed = Number(process.env.GATEWAY_SEED ?? 42)
serve({ fetch: createGatewayApp({ seed, cors: true, now: demoNowSetting() }).fetch, port }, (info) => {
  console.log(`Demo gateway on http://localhost:${info.port}/api/v1 (sign-in page /demo-sso). State is in memory and resets on restart.`)
})
