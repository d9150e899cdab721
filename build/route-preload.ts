import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import type { Plugin } from 'vite'
import type { CatalogPartsOutput } from './catalog-parts.ts'
import { gatewayClockSlackMs, preloadStorage } from './preload-options.ts'

/**
 * First-screen preloading (issue 7). Without it a cold load runs in three waves: index.html,
 * then the entry's scripts, and only once those have run, the first screen's route chunks,
 * its CSS, the language catalog and the API client, discovered by dynamic imports. On
 * simulated slow 4G that second discovery costs about half a second before the screen can
 * even ask for its data.
 *
 * This plugin writes a tiny script (boot-[hash].js, about 1 kB) that index.html loads
 * async before the entry. It finds the route of the address being opened, the language the
 * app will start in and whether a consultant is signed in (the same rules as the app), and
 * adds <link rel="modulepreload"> for that route's chunks and messages (the common part of the
 * language's catalog and the part of each of those chunks, build/catalog-parts.ts), so they download
 * alongside the entry, and links its stylesheets. The app then finds them already there. The
 * preloads go in four at a time, a task each (inserting a preload costs the main thread: twenty
 * in one task made a long task Lighthouse counted as blocking time).
 * Stylesheets are linked, not only preloaded: Vite's loader skips a stylesheet already linked,
 * where a preloaded one was asked for a second time and waited on (in Lighthouse's simulation a
 * round trip each, on the way to the first screen). They go in once the parser is past <head>
 * (readyState leaves 'loading', before the entry runs), after the entry's own stylesheet, in the
 * order Vite would link them (root layout first), so the cascade keeps its order; the app waits
 * for them before its first render (src/app/main.tsx), as Vite's loader would have.
 * A wrong guess only costs bytes, never correctness: the app still imports what it needs.
 * It leaves behind a function the app calls when a navigation starts (`window[Symbol.for(messages)]`,
 * src/i18n/activate.ts `preloadRouteMessages`): it preloads the parts of that route's chunks in the
 * language in use, so they download beside the chunks Vite's loader asks for, not after them.
 *
 * For a signed-in consultant it first starts the reads the app recorded the last time it loaded
 * this address (src/app/early-reads.ts has the rules): only under the gateway's base, with the
 * stored token in its header; the client takes each answer instead of asking again.
 */

/** One route of the route tree: its full path and the route files from the root down to it. */
export interface TreeRoute {
  readonly fullPath: string
  readonly files: readonly string[]
}

/**
 * The routes of TanStack Router's generated tree (src/routeTree.gen.ts): each full path
 * with its route file and the files of its parent routes (layouts) up to the root.
 */
export function parseRouteTree(source: string): TreeRoute[] {
  const fileOf = new Map<string, string>()
  for (const [, name, file] of source.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)) fileOf.set(name!, file!)
  const parentOf = new Map<string, string>()
  const importOf = new Map<string, string>()
  for (const [, name, imported, body] of source.matchAll(/const (\w+) =\s*(\w+)\.update\(\{([\s\S]*?)\}(?: as any)?\)/g)) {
    importOf.set(name!, imported!)
    const parent = /getParentRoute: \(\) => (\w+)/.exec(body!)?.[1]
    if (parent) parentOf.set(name!, parent)
  }
  const byFullPath = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? ''
  const routes: TreeRoute[] = []
  for (const [, fullPath, name] of byFullPath.matchAll(/'([^']+)': typeof (\w+)/g)) {
    const files: string[] = []
    // A route with children is listed as `<name>WithChildren`.
    for (let at: string | undefined = name!.replace(/WithChildren$/, ''); at; at = parentOf.get(at)) {
      const file = fileOf.get(importOf.get(at) ?? at)
      if (file) files.unshift(file)
    }
    routes.push({ fullPath: fullPath!, files })
  }
  return routes
}

/** The pattern a pathname is matched with: `$param` one segment, `$` the rest; a trailing slash optional. */
export function routePattern(fullPath: string): string {
  const trimmed = fullPath.length > 1 ? fullPath.replace(/\/$/, '') : ''
  const segments = trimmed
    .split('/')
    .slice(1)
    .map((segment) => (segment === '$' ? '.*' : segment.startsWith('$') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  return `^${segments.map((segment) => `/${segment}`).join('')}/?$`
}

/** Static routes before those with parameters (as the router ranks them), longer paths first. */
export function rankRoutes<T extends { readonly fullPath: string }>(routes: readonly T[]): T[] {
  const params = (path: string) => (path.match(/\$/g) ?? []).length
  return [...routes].sort((a, b) => params(a.fullPath) - params(b.fullPath) || b.fullPath.length - a.fullPath.length)
}

/** What the boot script knows: every file it may preload, by index, per route file, route and language. */
export interface PreloadPlan {
  /** File names under the assets folder, without their `.js` (stylesheets keep `.css`). */
  readonly files: readonly string[]
  /** Per route file: the files its screen needs beyond the entry's (its chunks' closure, its stylesheets). */
  readonly parts: readonly (readonly number[])[]
  /** [pattern, the parts of its route files from the root down, signed-in only], in the order they are tried. */
  readonly routes: readonly (readonly [string, readonly number[], 0 | 1])[]
  /** Per language, the common part of its catalog. */
  readonly catalogs: Readonly<Record<string, readonly number[]>>
  /** The chunks (files) that have a part of their own in each language, `<file>.<locale>` (src/i18n/catalog-parts.ts `partOf`). */
  readonly withParts: readonly number[]
  /** `window[Symbol.for(messages)](pathname, locale)`: preloads a route's parts (src/i18n/catalog-parts.ts `routeMessagesSymbol`). */
  readonly messages: string
  /** Files only a signed-in consultant's screens need (the API client). */
  readonly signedIn: readonly number[]
  readonly sessionKey: string
  readonly localeKey: string
  readonly locales: readonly string[]
  readonly defaultLocale: string
  /** The early reads (src/app/early-reads.ts), or null. */
  readonly early: EarlyReadsPlan | null
}

/** Where the app keeps each address's first reads, the symbol (Symbol.for) their answers wait on, the gateway's base, how many. */
export interface EarlyReadsPlan {
  readonly key: string
  /** `window[Symbol.for(symbol)]`: no element's id or name can shadow a symbol-keyed property. */
  readonly symbol: string
  readonly api: string
  readonly reads: number
}

/**
 * What a script of the page reads as the app does, as source (plain ES2017), for the boot script and the page's head
 * script (build/prerender.ts) alike: `read(key)`, a stored value of src/app/stored-values.ts (its `{ value, expiresAt }`
 * envelope, expired or unreadable: null), its expiry read by the gateway's clock as the app reads the session's
 * (`now()`, src/app/gateway-clock.ts: NaN, so expired, when the device's went back); `pick(tag)`, a language tag as one of the build's (exact, or its base tag);
 * `locale()`, the language the app starts in (src/i18n/locale.ts pickLocale: the stored choice, then the browser's
 * languages, then the default). They read `P.localeKey`, `P.locales` and `P.defaultLocale` of the script that holds
 * them; route-preload.test.ts and prerender.test.ts hold them equal to the app's.
 */
export const startRules = `function now(){var n=Date.now(),c;try{c=JSON.parse(localStorage.getItem(${JSON.stringify(preloadStorage.gatewayClock)})).value}catch(x){}return c&&typeof c.offset=='number'&&typeof c.at=='number'?n<c.at-${gatewayClockSlackMs}?NaN:n+c.offset:n}
function read(k){try{var e=JSON.parse(localStorage.getItem(k));return e&&(e.expiresAt==null||e.expiresAt>now())?e.value:null}catch(x){return null}}
function pick(t){if(!t)return null;t=String(t).toLowerCase();var b=t.split('-')[0];return P.locales.indexOf(t)>=0?t:P.locales.indexOf(b)>=0?b:null}
function locale(){var s=pick(read(P.localeKey));if(s)return s;var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<l.length;i++){var f=pick(l[i]);if(f)return f}return P.defaultLocale}`

/**
 * The boot script (plain ES2017, no imports, run as soon as it arrives). Its language choice
 * is the app's (`startRules`); route-preload.test.ts holds them equal. A stylesheet the page
 * links already (the intro's, build/prerender.ts) is not linked again. The first early read starts
 * in its own task, the others in the next, the preloads a few per task after them: each request
 * and each link costs the main thread (~0.5-1 ms on a desktop, several on a cheap phone, more
 * where the page is traced, as Lighthouse does: each request records the script that made it),
 * and in one task they made one of 10-17 ms on a desktop, which Lighthouse counts at 6x (issue
 * 21 goal 1). The tab's sessionStorage is opened in a task of its own too: the first use of it
 * loads it from the browser (2-8 ms where Lighthouse traced the page), and TanStack Router's
 * first use is as its module evaluates (its scroll positions), in the entry's task.
 */
export function bootScript(plan: PreloadPlan, assets: string): string {
  return `(function(){try{var P=${JSON.stringify(plan)},B=${JSON.stringify(assets)},d=document,h=d.head,w={};
${startRules}
var q=[],c=[],M=P.withParts;function link(f){var n=d.createElement('link');if(/\\.css$/.test(f)){if(d.querySelector('link[href="'+B+f+'"]'))return;n.rel='stylesheet'}else{n.rel='modulepreload';n.crossOrigin='';f+='.js'}n.href=B+f;h.appendChild(n)}
function pump(){q.splice(0,4).forEach(link);if(q.length)setTimeout(pump,0)}
function sheets(){if(d.readyState=='loading')return;d.removeEventListener('readystatechange',sheets);c.splice(0).forEach(link)}
function once(f,l){if(!w[f]){w[f]=1;l.push(f)}}
function add(list,l,o){list.forEach(function(i){var f=P.files[i];if(!o)once(f,/\\.css$/.test(f)?c:q);if(M.indexOf(i)>=0)once(f+'.'+l,q)})}
function route(p,l,signed,o){for(var r=0;r<P.routes.length;r++){var e=P.routes[r];if(new RegExp(e[0]).test(p)){if(!e[2]||signed){e[1].forEach(function(k){add(P.parts[k],l,o)});if(e[2])add(P.signedIn,l,o)}break}}}
var S=read(P.sessionKey),signed=S!=null,p=location.pathname,L=locale(),E=P.early;
if(E&&S&&typeof S.jforce_token=='string'&&S.jforce_token){var m=read(E.key),a=m&&m[p+location.search];if(Array.isArray(a)&&a.length){var t=S.jforce_token,base=new URL(E.api.replace(/\\/?$/,'/'),location.href).href,o={token:t,locale:L,at:Date.now(),reads:{}};
var us=[];a.forEach(function(r){if(us.length>=E.reads||typeof r!='string')return;var u=new URL(r,base).href;if(u.indexOf(base)!==0||us.indexOf(u)>=0)return;us.push(u)});
function get(u){var f=fetch(u,{headers:{'Accept-Language':L,'X-Jforce-Token':t},credentials:'omit'});f.catch(function(){});o.reads[u]=f}
if(us.length){get(us[0]);setTimeout(function(){us.slice(1).forEach(get)},0)}window[Symbol.for(E.symbol)]=o}}
add(P.catalogs[L]||[],L);route(p,L,signed);
window[Symbol.for(P.messages)]=function(p,l){try{if(P.locales.indexOf(l)<0)return;route(String(p),l,1,1);pump()}catch(x){}};
setTimeout(pump,0);setTimeout(function(){try{sessionStorage.length}catch(x){}},0);d.addEventListener('readystatechange',sheets);sheets()}catch(x){}})();`
}

interface ChunkLike {
  readonly type: 'chunk'
  readonly fileName: string
  readonly facadeModuleId: string | null
  readonly imports: readonly string[]
  readonly moduleIds: readonly string[]
  readonly isEntry: boolean
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> }
}

export interface RoutePreloadOptions {
  /** The generated route tree, relative to the project root. */
  readonly routeTree: string
  /** The routes folder the tree's imports are relative to. */
  readonly routesDir: string
  /** Route files whose screens need a consultant signed in (their first file, a pathless layout). */
  readonly signedInLayout: string
  /**
   * The other routes worth a preload (a cold load lands on them): the intro. Onboarding and
   * sign-in steps are reached by navigation inside the app, so their files stay out of the script.
   */
  readonly publicRoutes: readonly string[]
  /** Modules the signed-in screens import on their first load (the API client), relative to the root. */
  readonly signedInModules: readonly string[]
  /**
   * Modules the entry imports dynamically as it starts, on every page (the router, src/app/main.tsx), relative to the
   * root: their chunks are linked as modulepreloads in index.html beside the entry's own, not preloaded again per route.
   */
  readonly startModules?: readonly string[]
  /** The catalog's parts (build/catalog-parts.ts), known once its plugin has written them. */
  readonly messages: () => CatalogPartsOutput
  /** The name of the symbol the navigation preload is left under (src/i18n/catalog-parts.ts `routeMessagesSymbol`). */
  readonly messagesSymbol: string
  readonly sessionKey: string
  readonly localeKey: string
  readonly locales: readonly string[]
  readonly defaultLocale: string
  /** Start the signed-in screen's recorded reads beside the scripts (src/app/early-reads.ts). */
  readonly earlyReads?: EarlyReadsPlan
}

/** What the boot script of this build knows, for the plugins after it (build/prerender.ts): `plugin.api.built()`. */
export interface RoutePreloadApi {
  built(): { readonly plan: PreloadPlan; readonly assets: string } | null
}

/**
 * The links the boot script adds for an address, in a language, for a visitor (no session): it runs, as it is, in a
 * page of its own (build time; build/prerender.ts asks it what the intro needs), the parser already past <head>.
 */
export function bootLinks(plan: PreloadPlan, assets: string, pathname: string, locale: string): { rel: string; href: string }[] {
  const links: { rel: string; href: string }[] = []
  const later: (() => void)[] = []
  const stored: Record<string, string> = { [plan.localeKey]: JSON.stringify({ value: locale, expiresAt: null }) }
  runInNewContext(bootScript(plan, assets), {
    document: {
      readyState: 'complete',
      head: { appendChild: (link: { rel: string; href: string }) => links.push({ rel: link.rel, href: link.href }) },
      createElement: () => ({}),
      querySelector: () => null,
      addEventListener: () => {},
      removeEventListener: () => {},
    },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname, search: '', href: `https://app.invalid${pathname}` },
    navigator: { languages: [], language: '' },
    window: {},
    URL,
    Date,
    JSON,
    RegExp,
    String,
    Symbol,
    setTimeout: (run: () => void) => later.push(run),
  })
  while (later.length > 0) later.shift()?.()
  return links
}

export function routePreload(options: RoutePreloadOptions): Plugin & { api: RoutePreloadApi } {
  let root = process.cwd()
  let base = '/'
  let assetsDir = 'assets'
  let built: ReturnType<RoutePreloadApi['built']> = null
  return {
    name: 'route-preload',
    api: { built: () => built },
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
      assetsDir = config.build.assetsDir
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_, bundle) {
        const html = bundle['index.html']
        if (!html || html.type !== 'asset') return
        const chunks = Object.values(bundle).filter((item): item is ChunkLike & typeof item => item.type === 'chunk')
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const closure = (start: readonly string[]) => {
          const seen = new Set<string>()
          const visit = (fileName: string) => {
            if (seen.has(fileName)) return
            seen.add(fileName)
            byFile.get(fileName)?.imports.forEach(visit)
          }
          start.forEach(visit)
          return seen
        }
        const facade = (chunk: ChunkLike) => chunk.facadeModuleId?.split('?')[0]?.replaceAll('\\', '/') ?? ''
        // The chunk a module is the facade of, or the group chunk it went into (vite.config.ts's `api` group).
        const moduleChunks = (path: string) => {
          const id = resolve(root, path).replaceAll('\\', '/')
          return chunks
            .filter((chunk) => facade(chunk) === id || chunk.moduleIds.some((module) => module.replaceAll('\\', '/') === id))
            .map((chunk) => chunk.fileName)
        }
        const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
        const assets = `${base}${assetsDir}/`
        // The chunks the entry imports as it starts: preloaded by index.html, as its static imports are.
        const started = [...closure((options.startModules ?? []).flatMap(moduleChunks))].filter((fileName) => !entry.has(fileName))
        // index.html links the entry's stylesheets only (build/first-load.ts puts the router's with them).
        const sheets = started.flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])])
        if (sheets.length > 0) return this.error(`route-preload: a start module's chunk has stylesheets index.html does not link: ${sheets.join(', ')}`)
        started.forEach((fileName) => entry.add(fileName))
        const links = started.map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`).join('\n    ')
        // After Vite's (the entry's static imports come first), or the entry's tag.
        const after = [...String(html.source).matchAll(/<link rel="modulepreload" crossorigin href="[^"]+">|<script type="module"[^>]*><\/script>/g)].at(-1)
        if (links && after) html.source = String(html.source).replace(after[0], `${after[0]}\n    ${links}`)
        // index.html links these already.
        const entryCss = new Set([...entry].flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]))
        const files: string[] = []
        const name = (fileName: string) => fileName.replace(/^.*\//, '').replace(/\.js$/, '')
        const indexOf = (fileName: string) => {
          const at = files.indexOf(name(fileName))
          return at >= 0 ? at : files.push(name(fileName)) - 1
        }
        /** The chunks (not already in the entry's graph) and stylesheets of these first chunks. */
        const preloads = (start: readonly string[]) => {
          const out = new Set<number>()
          for (const fileName of closure(start)) {
            const chunk = byFile.get(fileName)
            chunk?.viteMetadata?.importedCss.forEach((css) => entryCss.has(css) || out.add(indexOf(css)))
            if (!entry.has(fileName)) out.add(indexOf(fileName))
          }
          return [...out]
        }
        const routesDir = resolve(root, options.routesDir).replaceAll('\\', '/')
        const chunksOfRouteFile = (file: string) => {
          const path = `${routesDir}/${file}`
          return chunks.filter((chunk) => !chunk.isEntry && /^(.*)\.[jt]sx?$/.exec(facade(chunk))?.[1] === path).map((chunk) => chunk.fileName)
        }
        const tree = parseRouteTree(readFileSync(resolve(root, options.routeTree), 'utf8'))
        const parts: number[][] = []
        const partOf = new Map<string, number>()
        const part = (file: string) => {
          const known = partOf.get(file)
          if (known !== undefined) return known
          partOf.set(file, parts.length)
          return parts.push(preloads(chunksOfRouteFile(file))) - 1
        }
        const wanted = tree.filter((route) => route.files[1] === options.signedInLayout || options.publicRoutes.includes(route.fullPath))
        const routes = rankRoutes(wanted).map(
          (route) => [routePattern(route.fullPath), route.files.map(part), route.files[1] === options.signedInLayout ? 1 : 0] as const,
        )
        const signedIn = preloads(options.signedInModules.flatMap(moduleChunks))
        const messages = options.messages()
        const catalogs = Object.fromEntries(
          Object.entries(messages.common)
            .filter(([locale]) => options.locales.includes(locale))
            .map(([locale, fileName]) => [locale, [indexOf(fileName)]]),
        )
        // Only the chunks the script may preload: a later chunk asks for its part itself.
        const withParts = [...messages.chunks].filter((fileName) => files.includes(name(fileName))).map(indexOf)
        const plan: PreloadPlan = {
          files,
          parts,
          routes,
          catalogs,
          withParts,
          messages: options.messagesSymbol,
          signedIn,
          sessionKey: options.sessionKey,
          localeKey: options.localeKey,
          locales: options.locales,
          defaultLocale: options.defaultLocale,
          early: options.earlyReads ?? null,
        }
        built = { plan, assets }
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript(plan, assets) }))
        // Async and first in <head>: it runs as soon as it arrives, while the entry's scripts download.
        html.source = String(html.source).replace(/<head>/, `<head>\n    <script async src="${base}${fileName}"></script>`)
      },
    },
  }
}
