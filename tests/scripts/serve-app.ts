// The built app (dist/) and the demo gateway on one origin, as a reverse proxy would
// put them in production: /api/* and /demo-sso* go to the gateway, everything else is
// a file of the build or, for history-mode routes, index.html. Used by the browser tests.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { createGatewayApp } from '../../gateway/app'
import { demoNowSetting } from '../../gateway/demo-now'
import { HEADERS_FILE, readHeadersFile } from '../../build/security-headers'

// APP_ROOT: another build folder (the new-version test deploys builds into one while it is served).
const root = process.env.APP_ROOT ?? 'dist'
const port = Number(process.env.PORT ?? 4174)
if (!existsSync(`${root}/index.html`) || !existsSync(`${root}/${HEADERS_FILE}`)) {
  console.error(`No build in ${root}/ (or one without its ${HEADERS_FILE}): run \`npm run build\` first.`)
  process.exit(1)
}

const gateway = createGatewayApp({ seed: Number(process.env.GATEWAY_SEED ?? 42), now: demoNowSetting() })
// Read on every request, so a build deployed while the server runs is what it serves.
const index = () => readFileSync(`${root}/index.html`, 'utf8')
const app = new Hono()
// Compressed as any production server would (gzip): Lighthouse's simulated network reads transfer sizes.
app.use('*', compress())
app.all('/api/*', (c) => gateway.fetch(c.req.raw))
app.all('/demo-sso', (c) => gateway.fetch(c.req.raw))
app.all('/demo-sso/*', (c) => gateway.fetch(c.req.raw))
// The app's own files carry the security headers the build wrote for a production host (its _headers, from
// src/config/security-headers.ts), read again when a new build is deployed while the server runs.
let headers = { mtime: -1, values: {} as Record<string, string> }
const currentHeaders = () => {
  const mtime = statSync(`${root}/${HEADERS_FILE}`).mtimeMs
  if (mtime !== headers.mtime) headers = { mtime, values: readHeadersFile(readFileSync(`${root}/${HEADERS_FILE}`, 'utf8')) }
  return headers.values
}
app.use('/*', async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(currentHeaders())) c.res.headers.set(name, value)
})
app.use('/*', serveStatic({ root }))
app.get('*', (c) => c.html(index()))

if (process.env.H2_CERT && process.env.H2_KEY) {
  const { createSecureServer } = await import('node:http2')
  serve(
    {
      fetch: app.fetch,
      port,
      createServer: createSecureServer,
      serverOptions: { cert: readFileSync(process.env.H2_CERT), key: readFileSync(process.env.H2_KEY), allowHTTP1: true },
    },
    (info) => console.log(`App with the demo gateway on https://localhost:${info.port}/ (HTTP/2)`),
  )
} else {
  serve({ fetch: app.fetch, port }, (info) => {
    console.log(`App with the demo gateway on http://localhost:${info.port}/`)
  })
}
