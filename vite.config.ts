import { readFileSync } from 'node:fs'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { transformAsync } from '@babel/core'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { pwa } from './pwa.config.ts'
import { securityHeadersPlugin } from './build/security-headers.ts'
import { routePreload } from './build/route-preload.ts'
import { prerender } from './build/prerender.ts'
import { pushWorker } from './build/push-worker.ts'
import { firstLoadModules } from './build/first-load.ts'
import { catalogParts } from './build/catalog-parts.ts'
import { compileHints } from './build/compile-hints.ts'
import { buildLanguages, preloadStorage } from './build/preload-options.ts'
import { manifestFileOf } from './src/config/app-manifest.ts'
import { earlyReads, prerenderedPages, storageKeys } from './src/config/constants.ts'
import { routeMessagesSymbol } from './src/i18n/catalog-parts.ts'

// The router: the entry imports it dynamically as it starts, so that its evaluation is a task of its own (src/app/main.tsx).
const routerModule = 'src/app/router.ts'
const routerModuleId = new RegExp(`[\\\\/]${routerModule.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')}$`)

const firstLoad = firstLoadModules({
  // The signed-in layout's component and the intro's (TanStack's split modules).
  shell: /[\\/]src[\\/]routes[\\/]_app\.tsx\?tsr-split=component/,
  intro: /[\\/]src[\\/]routes[\\/]index\.tsx\?tsr-split=component/,
  screens: /[\\/]src[\\/]routes[\\/]_app[\\/].*\?tsr-split=(component|loader)/,
  common: /[\\/](src[\\/](ui|i18n|domain|app)|machines)[\\/](?!.*chakra)/,
  commonFrom: 8,
  api: /[\\/]src[\\/]app[\\/]client\.ts$/,
  router: routerModuleId,
})

// Each language's catalog split by the chunks that use its messages (build/catalog-parts.ts).
const messageParts = catalogParts({ catalog: /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po$/, start: routerModuleId })

/**
 * `npm start` mounts the demo gateway inside the dev server: the API under
 * /api/v1 and the simulated central sign-in under /demo-sso, same origin.
 * The gateway module is loaded through Vite's SSR loader so edits reload it.
 */
function demoGateway(): Plugin {
  return {
    name: 'demo-gateway',
    apply: 'serve',
    async configureServer(server) {
      const { getRequestListener } = await import('@hono/node-server')
      const mod = (await server.ssrLoadModule('/gateway/app.ts')) as typeof import('./gateway/app')
      const { demoNowSetting } = (await server.ssrLoadModule('/gateway/demo-now.ts')) as typeof import('./gateway/demo-now')
      const gateway = mod.createGatewayApp({ now: demoNowSetting() })
      const listener = getRequestListener(gateway.fetch)
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? ''
        if (url.startsWith('/api/') || url.startsWith('/demo-sso')) {
          void listener(req, res)
          return
        }
        next()
      })
    },
  }
}

/**
 * Lingui's macros (t, msg, Trans, plural…) compiled by Babel with @lingui/babel-plugin-lingui-macro, only in
 * our source files that import a macro. Ours, in a few lines, instead of @rolldown/plugin-babel, which asks
 * for Node 22.12 while the project runs on Node 20 (an engine warning on every install). TypeScript and JSX
 * are parsed and printed as they are; Vite's own transform compiles them afterwards.
 */
function linguiMacro(): Plugin {
  const source = /\.[cm]?[jt]sx?$/
  return {
    name: 'lingui-macro',
    // Before Vite turns JSX into calls: the macro reads <Trans> as JSX.
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (!source.test(file) || file.includes('/node_modules/') || !/@lingui\/(?:core|react)\/macro/.test(code)) return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      return result?.code ? { code: result.code, map: result.map } : null
    },
  }
}

/** The app's version (package.json's): the "What's new" note shows once after an update to a newer one (src/domain/whats-new.ts). */
const appVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders too (with their data modules): the entry then carries no screen's reads, only the
      // route tree; the boot script preloads the first screen's loader with its component, and the
      // service worker's precache serves both to the installed app.
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    linguiMacro(),
    lingui(),
    messageParts.plugin,
    demoGateway(),
    firstLoad.plugin,
    // The first load's chunks of 30 kB and more (React, the libraries, the entry, the route tree, the gateway client),
    // nearly all of whose functions run on a cold screen's start, compiled whole as they stream in (build/compile-hints.ts).
    compileHints(['react', 'libs', 'index', 'router', 'api']),
    // The first screen's chunks, stylesheets and messages download alongside the entry (build/route-preload.ts).
    routePreload({
      routeTree: 'src/routeTree.gen.ts',
      routesDir: 'src/routes',
      signedInLayout: '_app',
      publicRoutes: ['/'],
      signedInModules: ['src/app/client.ts'],
      startModules: [routerModule],
      messages: messageParts.output,
      messagesSymbol: routeMessagesSymbol,
      sessionKey: preloadStorage.session,
      localeKey: preloadStorage.locale,
      ...buildLanguages(process.env.VITE_COUNTRY_BUILD),
      earlyReads: {
        key: earlyReads.storageKey,
        symbol: earlyReads.symbol,
        // As src/app/client.ts reads it.
        api: process.env.VITE_GATEWAY_URL ?? '/api/v1',
        reads: earlyReads.reads,
      },
    }),
    // The intro painted from HTML: a page per language with the intro's markup, the signed-in frame and the head script (build/prerender.ts).
    prerender({
      module: 'src/routes/-prerender.tsx',
      plugins: () => [linguiMacro(), lingui(), react()],
      routeTree: 'src/routeTree.gen.ts',
      signedInLayout: '_app',
      ...buildLanguages(process.env.VITE_COUNTRY_BUILD),
      manifestOf: manifestFileOf,
      head: {
        sessionKey: preloadStorage.session,
        localeKey: preloadStorage.locale,
        // As src/i18n/locale.ts directionOf (build/prerender.test.ts holds them equal).
        rtl: ['ar'],
        colorKey: storageKeys.colorMode,
      },
      startedSymbol: prerenderedPages.startedSymbol,
    }),
    // The Content-Security-Policy in index.html, and every security header for the host (_headers, an nginx
    // snippet) and for `vite preview` (build/security-headers.ts; the list is src/config/security-headers.ts).
    securityHeadersPlugin({ gatewayUrl: process.env.VITE_GATEWAY_URL, reportUrl: process.env.VITE_REPORT_URL }),
    // dist/push-sw.js: the worker's push handlers, bundled with the app's own path rule (build/push-worker.ts).
    pushWorker(),
    // Manifest, service worker and offline cache (pwa.config.ts).
    ...pwa(),
  ],
  server: { port: 5173 },
  // `vite preview` serves the build with the headers the build wrote (securityHeadersPlugin); the dev server sends none (React refresh runs inline).
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    // No polyfill of <link rel="modulepreload"> in the entry (0.5 kB gzip of every first load): every browser of the
    // es2022 target but Safari before 17 has it, and there a preload not made only costs time, never correctness.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // Chakra's chunks are named after every route that shares them ('chakra~index~confirm-payment-method~…');
        // the short name keeps index.html's boot script (build/route-preload.ts), which lists them, small.
        chunkFileNames: (chunk) => `assets/${chunk.name.startsWith('chakra~') ? 'chakra' : '[name]'}-[hash].js`,
        // Libraries that change rarely get their own long-cached chunks, which also
        // keeps every chunk under the warning limit. Both load on the first page.
        codeSplitting: {
          // A group takes only the modules it matches, not everything they import, so
          // modules used only by later chunks (Chakra's recipes) stay with those chunks.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // Everything else the entry imports statically in two chunks, the libraries and ours
            // (build/first-load.ts): two requests instead of thirty, neither a long task of its own.
            { name: 'libs', test: (id) => firstLoad.first(id) && /node_modules/.test(id), priority: 2 },
            { name: 'app', test: firstLoad.first, priority: 1 },
            // The route tree and every route's definition: every page loads it, evaluated in a task of its own (src/app/main.tsx).
            { name: 'router', test: firstLoad.router, priority: 1 },
            // What the signed-in layout adds (shell, menu, icons, dialog, formatters): one chunk, not a dozen.
            { name: 'shell', test: firstLoad.shell, priority: 1 },
            // The gateway client, its services and schemas: one request on every signed-in first load.
            { name: 'api', test: firstLoad.api, priority: 1 },
            { name: 'screens', test: firstLoad.common, priority: 1 },
            // entriesAware: Chakra modules are grouped by the entries that use them, so what
            // only later screens use (dialogs, drawers, forms, recipes) stays out of the first load.
            { name: 'chakra', test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|stylis)[\\/]/, entriesAware: true },
          ],
        },
      },
    },
  },
})
