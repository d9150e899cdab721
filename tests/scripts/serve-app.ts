// The built app (dist/) and the demo gateway on one origin, as a reverse proxy would
// put them in production: /api/* and /demo-sso* go to the gateway, everything else is
// a file of the build or, for / and history-mode routes, the page of the visitor's language
// (index.html, index.fr.html, index.ar.html: build/prerender.ts), picked by the `lang` cookie,
// then Accept-Language. Used by the browser tests and the bench.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, resolve, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { compress } from 'hono/compress'
import { createGatewayApp } from '../../gateway/app'
import { demoNowSetting } from '../../gateway/demo-now'
import { HEADERS_FILE, readHeadersFile } from '../../build/security-headers'
import { pageLanguage, pageOf } from '../../build/prerender'
import { prerenderedPages } from '../../src/config/constants'

// APP_ROOT: another build folder (the new-version test deploys builds into one while it is served).
const root = process.env.APP_ROOT ?? 'dist'
const port = Number(process.env.PORT ?? 4174)
if (!existsSync(`${root}/index.html`) || !existsSync(`${root}/${HEADERS_FILE}`)) {
  console.error(`No build in ${root}/ (or one without its ${HEADERS_FILE}): run \`npm run build\` first.`)
  process.exit(1)
}

const gateway = createGatewayApp({ seed: Number(process.env.GATEWAY_SEED ?? 42), now: demoNowSetting() })
// Read on every request, so a build deployed while the server runs is what it serves.
const readPage = (file: string) => readFileSync(`${root}/${file}`, 'utf8')
/**
 * The page for this request, as a host configured by the README does it: the build's languages are those of its
 * pages (index.html's own, and each index.<lang>.html), the `lang` cookie's first, then Accept-Language's. A build
 * with one page (the Ghana build, or an older one) always gets index.html.
 */
const page = (c: Context) => {
  const index = readPage('index.html')
  const defaultLocale = /<html lang="([^"]+)"/.exec(index)?.[1] ?? 'en'
  const others = readdirSync(root).flatMap((file) => /^index\.([\w-]+)\.html$/.exec(file)?.[1] ?? [])
  const language = pageLanguage({
    cookie: getCookie(c, prerenderedPages.languageCookie),
    acceptLanguage: c.req.header('accept-language'),
    locales: [defaultLocale, ...others],
    defaultLocale,
  })
  c.header('Vary', 'Cookie, Accept-Language', { append: true })
  return c.html(language === defaultLocale ? index : readPage(pageOf(language, defaultLocale)))
}
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
app.get('/', page)
// The build's hashed files, gzipped once and kept, as a production host serves them (precompressed files, a CDN's
// cache): compressing the same bytes again on every request took some 10 ms of this server's CPU per cold load of a
// screen (of ~55), on a 2-core machine where the browser the bench measures runs too (its main thread's tasks,
// Lighthouse's TBT). Same encoding and level as compress() above (gzip, zlib's default), so the same bytes go over the network.
const gzipped = new Map<string, { mtime: number; body: Uint8Array<ArrayBuffer> }>()
const assetTypes: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }
app.get('/assets/*', async (c, next) => {
  const type = assetTypes[extname(c.req.path)]
  let file: string
  try {
    file = resolve(root, `.${decodeURIComponent(c.req.path)}`)
  } catch {
    return next() // a malformed escape: serveStatic answers it as it did
  }
  if (!type || !/\bgzip\b/.test(c.req.header('accept-encoding') ?? '') || !file.startsWith(resolve(root, 'assets') + sep) || !existsSync(file)) return next()
  const mtime = statSync(file).mtimeMs
  let cached = gzipped.get(file)
  if (cached?.mtime !== mtime) {
    cached = { mtime, body: Uint8Array.from(gzipSync(readFileSync(file))) }
    gzipped.set(file, cached)
  }
  return c.body(cached.body, 200, { 'Content-Type': type, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' })
})
app.use('/*', serveStatic({ root }))
app.get('*', page)

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
