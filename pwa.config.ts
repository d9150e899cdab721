/**
 * The installable, offline app (issue 4 §4): vite-plugin-pwa's manifest and Workbox
 * service worker, used by vite.config.ts's plugins list. The manifest's content, in each
 * language, is build/app-manifests.ts's.
 *
 * generateSW (no hand-written worker, no workbox-* packages to add): the app shell is
 * precached; a navigation gets the page of the visitor's language (build/prerender.ts) from it, except the
 * gateway's and the demo sign-in's;
 * the gateway's GETs are NetworkFirst with a short timeout, each cached answer stamped
 * with the time it came from the network; a cached read (`x-cache-only`) is answered from
 * that cache alone; auth calls and every mutation go to the network only. The page registers the worker itself with workbox-window (src/app/pwa.ts, loaded
 * after the page), so `injectRegister` is off and updates wait for the banner's Refresh.
 */
import type { Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { appManifest, appManifests, catalogTranslate } from './build/app-manifests.ts'
import { buildLanguages } from './build/preload-options.ts'
import { pageOf } from './build/prerender.ts'
import { offlineCache, prerenderedPages } from './src/config/constants.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** The gateway's base as the worker sees URLs: same-origin '/api/v1' matches any path; an absolute base from the start. */
function gatewayPattern(base: string): string {
  const trimmed = base.replace(/\/$/, '')
  return /^https?:\/\//.test(trimmed) ? `^${escapeRegExp(trimmed)}/` : `${escapeRegExp(trimmed)}/`
}

const gateway = gatewayPattern(process.env.VITE_GATEWAY_URL ?? '/api/v1')
/** auth-url, login and logout-url (spec section 7): never from a cache. */
const authCall = '(?:auth-url|login|logout-url)(?:[/?]|$)'
/**
 * GETs that no screen shows offline, so they are never cached: a notification's redirect (it marks the
 * notification read: an old answer would lie), documents (the agreement's PDF: large, opened online),
 * and the demo gateway's list of client error reports.
 */
const uncachedRead = '(?:kazuda/notifications/[^/?]+/redirect/|mouse/files/|client-errors(?:[/?]|$))'

/**
 * Workbox plugin, serialised into dist/sw.js as source (so it may use nothing from this
 * file): caches 200 answers only, each with `x-synced-at` (offlineCache.syncedAtHeader),
 * the time it came from the network. Answers from the network reach the page unstamped;
 * a stamped one was served from this cache, and the app shows when it was synced.
 */
const stampSyncTime = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200) return null
    const headers = new Headers(response.headers)
    headers.set('x-synced-at', new Date().toISOString())
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers })
  },
}

/**
 * Workbox plugin, serialised like stampSyncTime: cached answers are keyed by the request's URL
 * plus a scope, the language asked for and a digest of the consultant's token (SHA-256, never
 * the token itself; the key is the Cache Storage's, it never goes on the network). An answer
 * cached for one consultant, or in one language, is never served to another: not after a
 * logout whose clean-up raced a request still in flight, not to the next person on a shared
 * phone. Requests without a token (signed out) share one public scope.
 */
const scopeToConsultant = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const token = request.headers.get('X-Jforce-Token')
    const language = request.headers.get('Accept-Language') ?? ''
    let scope = 'public'
    if (token) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))
      scope = Array.from(new Uint8Array(digest).slice(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
    }
    const url = new URL(request.url)
    url.searchParams.set('__cache_scope', `${language}.${scope}`)
    return url.href
  },
}

/**
 * A cached read (src/api/cached-read.ts, issue 21 §3): the client asks for the same GET a second time
 * with `x-cache-only` (offlineCache.cacheOnlyHeader), to show the last synced answer while the
 * network's is on its way. Matched by the header (serialised like the plugins, so a literal), before
 * every other route; answered from the gateway's cache only, under the same key (scopeToConsultant:
 * one consultant's, one language's), and never sent to the network.
 */
const cacheOnlyRequest = ({ request }: { request: Request }) => request.headers.get('x-cache-only') === '1'

/**
 * Workbox plugin, serialised: a cached read with nothing cached gets an empty 204 marked `x-not-cached`, which the
 * client reads as "not cached" (an error status would be logged in the console for every screen not cached yet).
 */
const notCachedAnswer = {
  handlerDidError: async () => new Response(null, { status: 204, headers: { 'x-not-cached': '1' } }),
}

// The worker's copies of the header names are literals (serialised source): keep them in step.
if (!stampSyncTime.cacheWillUpdate.toString().includes(offlineCache.syncedAtHeader)) {
  throw new Error(`pwa.config.ts: stampSyncTime must stamp ${offlineCache.syncedAtHeader}`)
}
if (!cacheOnlyRequest.toString().includes(offlineCache.cacheOnlyHeader)) {
  throw new Error(`pwa.config.ts: cacheOnlyRequest must match ${offlineCache.cacheOnlyHeader}`)
}
if (!notCachedAnswer.handlerDidError.toString().includes(offlineCache.notCachedHeader)) {
  throw new Error(`pwa.config.ts: notCachedAnswer must mark ${offlineCache.notCachedHeader}`)
}

/**
 * Navigations (issue 21 goal 2): the page of the visitor's language from the precache, as the host picks it
 * (build/prerender.ts pageLanguage): the `lang` cookie (the Cookie Store API, where the worker has it: a worker cannot
 * read a request's cookies), else the browser's languages (the worker's navigator.languages, which Accept-Language
 * is made of), else the build's default; the network when the precache has no such page. In place of Workbox's
 * navigateFallback, which names one page. Each page is found under its precache key (its URL and the revision this
 * worker precached, `__WB_REVISION__`): while a newer worker waits with newer pages in the same cache, this one still
 * serves its own. The revisions are known once the precache manifest is (`keepPageRevisions`), so the handler's source
 * (serialised into dist/sw.js as pwa.config.ts's plugins are) is written then.
 */
function languagePages(locales: readonly string[], defaultLocale: string) {
  const pages = Object.fromEntries(locales.map((locale) => [locale, pageOf(locale, defaultLocale)]))
  const revisions = new Map<string, string>()
  const keepPageRevisions = <Entry extends { url: string; revision: string | null }>(entries: Entry[]) => {
    for (const entry of entries) if (Object.values(pages).includes(entry.url) && entry.revision) revisions.set(entry.url, entry.revision)
    return { manifest: entries, warnings: [] }
  }
  const source = () => {
    const keys = Object.fromEntries(
      Object.entries(pages).map(([locale, page]) => {
        const revision = revisions.get(page)
        if (!revision) throw new Error(`pwa.config.ts: ${page} is not in the precache manifest`)
        return [locale, `${page}?__WB_REVISION__=${encodeURIComponent(revision)}`]
      }),
    )
    return `async ({ request }) => {
      const keys = ${JSON.stringify(keys)}
      const pick = (tag) => {
        if (!tag) return null
        const lower = String(tag).toLowerCase()
        const base = lower.split('-')[0]
        return keys[lower] ? lower : keys[base] ? base : null
      }
      let locale = null
      try {
        const cookie = self.cookieStore ? await self.cookieStore.get(${JSON.stringify(prerenderedPages.languageCookie)}) : null
        locale = pick(cookie && cookie.value)
      } catch (error) {}
      for (const tag of locale ? [] : self.navigator.languages || []) if ((locale = pick(tag))) break
      const page = await caches.match(new URL(keys[locale || ${JSON.stringify(defaultLocale)}], self.registration.scope).href)
      return page || fetch(request)
    }`
  }
  // A function for Workbox (runtimeCaching's handler), whose source is the one written above.
  const handler = Object.assign(async () => Response.error(), { toString: source })
  return { keepPageRevisions, handler }
}

/** A navigation the app answers (not the gateway's, not the demo sign-in's), serialised as a literal like the plugins. */
const appNavigation = ({ request, url }: { request: Request; url: URL }) => request.mode === 'navigate' && !/^\/(api\/|demo-sso)/.test(url.pathname)

/** The gateway's cache: its name, and how long and how many answers it keeps (both routes that read it). */
const gatewayCache = {
  cacheName: offlineCache.apiCacheName,
  expiration: {
    maxEntries: offlineCache.maxEntries,
    maxAgeSeconds: offlineCache.maxAgeSeconds,
    purgeOnQuotaError: true,
  },
}

/**
 * `<meta name="app-build">` with APP_BUILD_ID when the build is given one (CI: the commit),
 * so support can tell which build a page runs; the browser tests deploy two builds with it.
 */
function buildId(): Plugin {
  return {
    name: 'app-build-id',
    transformIndexHtml: () => {
      const id = process.env.APP_BUILD_ID
      return id ? [{ tag: 'meta', attrs: { name: 'app-build', content: id }, injectTo: 'head' }] : []
    },
  }
}

export function pwa(): Plugin[] {
  const languages = buildLanguages(process.env.VITE_COUNTRY_BUILD)
  const pages = languagePages(languages.locales, languages.defaultLocale)
  return [
    buildId(),
    // One manifest per language, its names and shortcuts translated (issue 22 §4).
    appManifests({ locales: languages.locales }),
    ...VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // The build's default language; the others are build/app-manifests.ts's manifest.<lang>.webmanifest.
      manifest: appManifest(languages.defaultLocale, catalogTranslate(process.cwd(), languages.defaultLocale)),
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico}'],
        // Every catalog part is a script of its own (build/catalog-parts.ts), so it is precached with the rest; Lingui's
        // whole catalogs (`messages-<hash>.js`) are only the parts' fallback and are left to the network (40 kB gzip).
        globIgnores: ['**/node_modules/**/*', 'assets/messages-*.js'],
        // Navigations get the page of the visitor's language (languagePages), not one fallback page; '/' too, so the
        // precache's own route must not answer it with index.html (its directory index).
        navigateFallback: null,
        directoryIndex: '',
        manifestTransforms: [async (entries) => pages.keepPageRevisions(entries)],
        cleanupOutdatedCaches: true,
        // Push notifications: the push and notificationclick handlers (issue 12), written by build/push-worker.ts.
        importScripts: ['push-sw.js'],
        // The first worker takes the open page at once; later ones wait for Refresh (SKIP_WAITING).
        clientsClaim: true,
        skipWaiting: false,
        runtimeCaching: [
          // A navigation: the page of the visitor's language, from the precache (except the gateway and the demo sign-in).
          { urlPattern: appNavigation, handler: pages.handler },
          // A cached read: the cache only, first, whatever the GET (the auth calls and uncached reads have no copy: x-not-cached).
          { urlPattern: cacheOnlyRequest, handler: 'CacheOnly', method: 'GET', options: { ...gatewayCache, plugins: [scopeToConsultant, notCachedAnswer] } },
          { urlPattern: new RegExp(gateway + authCall), handler: 'NetworkOnly', method: 'GET' },
          { urlPattern: new RegExp(gateway + authCall), handler: 'NetworkOnly', method: 'POST' },
          { urlPattern: new RegExp(gateway + uncachedRead), handler: 'NetworkOnly', method: 'GET' },
          {
            // Every other GET of the gateway. POST, PUT and DELETE match no route: the network only.
            urlPattern: new RegExp(gateway),
            handler: 'NetworkFirst',
            method: 'GET',
            options: {
              ...gatewayCache,
              networkTimeoutSeconds: offlineCache.networkTimeoutSeconds,
              plugins: [scopeToConsultant, stampSyncTime],
            },
          },
        ],
      },
    }),
  ]
}
