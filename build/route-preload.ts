import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

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
 * adds <link rel="modulepreload"> for that route's chunks and the catalog, and <link rel="preload"
 * as="style"> for its stylesheets, so they download alongside the entry. The app then finds them
 * already there. The links go in four at a time, a task each (inserting a preload costs the main
 * thread: twenty in one task made a long task Lighthouse counted as blocking time).
 * Stylesheets are only preloaded, not applied: Vite links them when the route's
 * chunk loads, after the entry's, so the cascade keeps its order.
 * A wrong guess only costs bytes, never correctness: the app still imports what it needs.
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
  readonly catalogs: Readonly<Record<string, readonly number[]>>
  /** Files only a signed-in consultant's screens need (the API client). */
  readonly signedIn: readonly number[]
  readonly sessionKey: string
  readonly localeKey: string
  readonly locales: readonly string[]
  readonly defaultLocale: string
}

/**
 * The boot script (plain ES2017, no imports, run as soon as it arrives). Its language choice
 * is the app's (src/i18n/locale.ts pickLocale: the stored choice, then the browser's
 * languages, exact or base tag, then the default); route-preload.test.ts holds them equal.
 */
export function bootScript(plan: PreloadPlan, assets: string): string {
  return `(function(){try{var P=${JSON.stringify(plan)},B=${JSON.stringify(assets)},d=document,h=d.head,w={};
function read(k){try{var e=JSON.parse(localStorage.getItem(k));return e&&(e.expiresAt==null||e.expiresAt>Date.now())?e.value:null}catch(x){return null}}
function pick(t){if(!t)return null;t=String(t).toLowerCase();var b=t.split('-')[0];return P.locales.indexOf(t)>=0?t:P.locales.indexOf(b)>=0?b:null}
function locale(){var s=pick(read(P.localeKey));if(s)return s;var l=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language];for(var i=0;i<l.length;i++){var f=pick(l[i]);if(f)return f}return P.defaultLocale}
var q=[];function pump(){q.splice(0,4).forEach(function(f){var n=d.createElement('link'),css=/\\.css$/.test(f);if(css){n.rel='preload';n.as='style'}else{n.rel='modulepreload';n.crossOrigin='';f+='.js'}n.href=B+f;h.appendChild(n)});if(q.length)setTimeout(pump,0)}
function add(list){list.forEach(function(i){var f=P.files[i];if(w[f])return;w[f]=1;q.push(f)})}
var signed=read(P.sessionKey)!=null,p=location.pathname;add(P.catalogs[locale()]||[]);
for(var r=0;r<P.routes.length;r++){var e=P.routes[r];if(new RegExp(e[0]).test(p)){if(!e[2]||signed){e[1].forEach(function(k){add(P.parts[k])});if(e[2])add(P.signedIn)}break}}
pump()}catch(x){}})();`
}

interface ChunkLike {
  readonly type: 'chunk'
  readonly fileName: string
  readonly facadeModuleId: string | null
  readonly imports: readonly string[]
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
  /** How a catalog's module path names its language. */
  readonly catalog: RegExp
  readonly sessionKey: string
  readonly localeKey: string
  readonly locales: readonly string[]
  readonly defaultLocale: string
}

export function routePreload(options: RoutePreloadOptions): Plugin {
  let root = process.cwd()
  let base = '/'
  let assetsDir = 'assets'
  return {
    name: 'route-preload',
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
        const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
        // index.html links these already.
        const entryCss = new Set([...entry].flatMap((fileName) => [...(byFile.get(fileName)?.viteMetadata?.importedCss ?? [])]))
        const assets = `${base}${assetsDir}/`
        const files: string[] = []
        const indexOf = (fileName: string) => {
          const name = fileName.replace(/^.*\//, '').replace(/\.js$/, '')
          const at = files.indexOf(name)
          return at >= 0 ? at : files.push(name) - 1
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
        const facade = (chunk: ChunkLike) => chunk.facadeModuleId?.split('?')[0]?.replaceAll('\\', '/') ?? ''
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
        const moduleChunks = (path: string) => chunks.filter((chunk) => facade(chunk) === resolve(root, path).replaceAll('\\', '/')).map((chunk) => chunk.fileName)
        const signedIn = preloads(options.signedInModules.flatMap(moduleChunks))
        const catalogs: Record<string, number[]> = {}
        for (const chunk of chunks) {
          const locale = options.catalog.exec(facade(chunk))?.[1]
          if (locale) catalogs[locale] = preloads([chunk.fileName])
        }
        const plan: PreloadPlan = {
          files,
          parts,
          routes,
          catalogs,
          signedIn,
          sessionKey: options.sessionKey,
          localeKey: options.localeKey,
          locales: options.locales,
          defaultLocale: options.defaultLocale,
        }
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source: bootScript(plan, assets) }))
        // Async and first in <head>: it runs as soon as it arrives, while the entry's scripts download.
        html.source = String(html.source).replace(/<head>/, `<head>\n    <script async src="${base}${fileName}"></script>`)
      },
    },
  }
}
