import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runnerImport, type InlineConfig, type Plugin, type PluginOption } from 'vite'
import { bootLinks, parseRouteTree, routePattern, startRules, type RoutePreloadApi } from './route-preload.ts'

/**
 * The intro paints from HTML (issue 21 goal 2). Without this the first paint of every visit waited for the entry's
 * scripts (about 150 kB gzip) to download and run: index.html held an empty #root. Now the build writes one page per
 * language (index.html in the default language, index.<lang>.html for the others), each holding:
 *
 * - the intro's markup in that language, rendered at build time by the intro route's own page
 *   (src/routes/-prerender.tsx, run through Vite's module runner with the language's whole catalog), and its
 *   stylesheets linked, so it paints with no script at all;
 * - the signed-in frame without content (src/features/shell/shell-skeleton.tsx, boxes only, its stylesheet inline),
 *   hidden unless a session is stored;
 * - `<html lang dir>` and the title of that language, and the language's manifest;
 * - a small inline script in <head> (`headScript`; the build's Content-Security-Policy allows it by its hash,
 *   build/security-headers.ts) that runs before the body is drawn: it puts the colour mode's class on <html> as
 *   src/ui/color-mode.ts would; reads the stored session and language with the boot script's own rules
 *   (`startRules`, build/route-preload.ts); shows the skeleton instead of the intro when a session is stored (at an
 *   address the shell frames), nothing when the page is not in the app's language (a host that serves one file) or
 *   at an address the intro does not show (the sign-in's callback, a referral link: as before, nothing until the
 *   app draws); keeps a tap on a prerendered button marked `data-early-tap` (Connect, a language, the colour mode)
 *   and makes it again on the app's button once the app has drawn; and starts the app's scripts, at the intro only
 *   once it has painted.
 *
 * The host picks the page by the `lang` cookie the app keeps equal to its stored language, then Accept-Language
 * (tests/scripts/serve-app.ts, the README's nginx map); the service worker the same way (pwa.config.ts). The app
 * then starts as before and renders with createRoot: its first commit replaces the prerendered markup with the same
 * markup (tests/e2e/prerender.spec.ts compares them), so nothing flashes or moves.
 */

/** The app's scripts, which the page starts itself (`startSource`): the boot script, the entry's imports, the entry. */
export interface AppStart {
  /** build/route-preload.ts's boot script. */
  readonly boot: string
  /**
   * At the intro, per language: the modulepreloads the boot script would add there (`bootLinks`: the intro's chunks,
   * the common messages and the chunks' parts), added instead of loading the boot script, which a visitor there needs
   * for nothing else (the stylesheets it would link, the page links itself).
   */
  readonly intro: Readonly<Record<string, readonly { readonly rel: string; readonly href: string }[]>>
  /** What the entry imports statically (Vite's modulepreloads), so they download beside it. */
  readonly preload: readonly string[]
  readonly entry: string
  /** `window[Symbol.for(startedSymbol)]`: set once they are in the page, so nothing starts them twice. */
  readonly startedSymbol: string
}

/**
 * `start(language)` (plain ES2017) puts the app's scripts in the page, once: the boot script (async), a modulepreload
 * for each of the entry's imports, then the entry (a module script); at the intro (`language` given), no boot script
 * but, after the entry, the intro's modulepreloads in that language. The head script calls it, and so does the page's fallback module
 * (`fallbackStart`, with the boot script) when the head script did not run.
 */
export function startSource(start: AppStart): string {
  return `function start(l){var S=${JSON.stringify(start).replaceAll('<', '\\u003c')},d=document,k=Symbol.for(S.startedSymbol),i=l&&S.intro[l];if(window[k]===1)return;window[k]=1;
function add(t,a){var e=d.createElement(t);for(var n in a)e[n]=a[n];d.head.appendChild(e)}
if(!i)add('script',{async:true,src:S.boot});S.preload.forEach(function(u){add('link',{rel:'modulepreload',crossOrigin:'',href:u})});add('script',{type:'module',crossOrigin:'',src:S.entry});
if(i)i.forEach(function(x){add('link',{rel:x.rel,crossOrigin:'',href:x.href})})}`
}

/**
 * The page's own module, in place of the entry's tag: it starts the app when the head script has not run (a host whose
 * policy refuses the inline script). Otherwise the head script has marked the start as its own (0: waiting for the
 * intro's first paint; 1: started) before this module runs, and it does nothing.
 */
export function fallbackStart(start: AppStart): string {
  return `${startSource({ ...start, intro: {} })}\nif(!(Symbol.for(${JSON.stringify(start.startedSymbol)}) in window))start();\n`
}

/**
 * The app's script tags out of the built index.html (the boot script's, Vite's modulepreloads and the entry's), and the
 * fallback module's tag where the entry's was: the head script starts them itself (`headScript`).
 */
export function takeAppScripts(html: string, fallback: string): { html: string; boot: string; preload: string[]; entry: string } {
  const boot = /\s*<script async src="([^"]+)"><\/script>/.exec(html)
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)
  if (!boot?.[1] || !entry?.[1]) throw new Error('prerender: index.html has no boot script or no entry script')
  const preload: string[] = []
  const out = html
    .replace(boot[0], '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preload.push(href)
      return ''
    })
    .replace(entry[0], () => `<script type="module" crossorigin src="${fallback}"></script>`)
  return { html: out, boot: boot[1], preload, entry: entry[1] }
}

/** What the head script reads and decides with. */
export interface HeadPlan {
  /** The stored session's and language's keys (build/preload-options.ts), the build's languages, its default. */
  readonly sessionKey: string
  readonly localeKey: string
  readonly locales: readonly string[]
  readonly defaultLocale: string
  /** The languages written right to left (src/i18n/locale.ts directionOf). */
  readonly rtl: readonly string[]
  /** localStorage's key of the colour mode picked (src/config/constants.ts storageKeys.colorMode). */
  readonly colorKey: string
  /** The intro's address (the build's base). */
  readonly intro: string
  /** A pattern of the addresses outside the signed-in shell (onboarding, the sign-in's callback): no skeleton there. */
  readonly unframed: string
}

/**
 * The page's head script (plain ES2017, no imports, inline: it runs before the body is drawn). It sets on <html>: the
 * colour mode's class and color-scheme (the stored choice, else the system's, as src/ui/color-mode.ts detectColorMode);
 * lang and dir of the language the app starts in when the page is in another; `data-boot`, which the page's style
 * reads (`bootStyle`): `shell` (a session is stored, at an address the shell frames), `intro` (none is, at the
 * intro's address, in the page's language) or `none`; `data-fonts="linux"` on Linux and Android (not ChromeOS), where
 * the font stack leaves out the families only Apple's and Microsoft's systems have (src/ui/base.css). Without the
 * script (scripts blocked) the intro shows.
 * It keeps taps on the prerendered buttons, which do nothing by themselves: the first tap on each button marked
 * `data-early-tap` (Connect, the languages, the colour mode) is kept, and the button is marked busy and takes no more;
 * once the app's first render has replaced the prerendered markup, each kept tap is made again on the app's button
 * of the same name (a click), in order. So a visitor who presses Connect before the app has loaded is signed in.
 * Then it starts the app (`startSource`): at once, except when the intro shows, where it waits for the first paint (the
 * browser's first-contentful-paint entry, given once the frame is on screen; where there is none, the second frame):
 * the intro needs no script to be seen, and its stylesheet and the page then have the
 * connection to themselves, rather than sharing it with some 150 kB of scripts that only make it interactive (a tap
 * meanwhile is kept). A hidden page (a tab opened in the background) starts at once.
 */
export function headScript(plan: HeadPlan, start: AppStart): string {
  // `<` escaped: the plan's patterns are inside a <script> element.
  return `(function(){var P=${JSON.stringify(plan).replaceAll('<', '\\u003c')},d=document,h=d.documentElement,b='none';
${startSource(start)}
window[Symbol.for(${JSON.stringify(start.startedSymbol)})]=0;
try{${startRules}
var m=null;try{m=localStorage.getItem(P.colorKey)}catch(x){}if(m!='light'&&m!='dark')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';h.classList.add(m);h.style.colorScheme=m;
var U=String(navigator.userAgent||'');if(/Linux/.test(U)&&!/CrOS/.test(U))h.setAttribute('data-fonts','linux');
var L=locale(),own=h.lang==L;if(!own){h.lang=L;h.dir=P.rtl.indexOf(L)>=0?'rtl':'ltr'}
var p=location.pathname;b=read(P.sessionKey)!=null?(new RegExp(P.unframed).test(p)?'none':'shell'):p==P.intro&&own?'intro':'none';h.setAttribute('data-boot',b);
var q=[];d.addEventListener('click',function(e){var t=e.target,u=t&&t.closest&&t.closest('[data-prerender] [data-early-tap]');if(!u||u.disabled)return;var n=u.getAttribute('data-early-tap');u.disabled=true;u.setAttribute('aria-busy','true');if(q.indexOf(n)<0)q.push(n)},true);
d.addEventListener('DOMContentLoaded',function(){var r=d.getElementById('root');if(!r)return;function replay(){if(r.querySelector('[data-prerender]'))return false;q.splice(0).forEach(function(n){var u=r.querySelector('[data-early-tap="'+n+'"]');if(u)u.click()});return true}
if(!replay())new MutationObserver(function(x,o){if(replay())o.disconnect()}).observe(r,{childList:true})})
}catch(x){}
try{if(b=='intro'){var go=function(){start(L)};if(d.visibilityState=='hidden')go();else{d.addEventListener('visibilitychange',go);var T=window.PerformanceObserver;if(T&&T.supportedEntryTypes&&T.supportedEntryTypes.indexOf('paint')>=0)new T(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){requestAnimationFrame(go)})}}else start()}catch(x){start()}})();`
}

/** Which prerendered part shows, by the head script's `data-boot` on <html>: the intro unless told otherwise. */
export const bootStyle =
  '[data-prerender=intro]{display:contents}[data-prerender=shell],[data-boot=shell] [data-prerender=intro],[data-boot=none] [data-prerender]{display:none}[data-boot=shell] [data-prerender=shell]{display:block}'

/** A stylesheet for a <style> element: comments and runs of white space out. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim()
}

/** The page of each language: `index.html` for the build's default, `index.<lang>.html` for the others. */
export function pageOf(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? 'index.html' : `index.${locale}.html`
}

/** What one language's page is made of. */
export interface PageParts {
  readonly locale: string
  readonly dir: 'ltr' | 'rtl'
  readonly title: string
  /** The language's manifest (build/app-manifests.ts), as the app links it (src/i18n/activate.ts). */
  readonly manifest: string
  readonly intro: string
  readonly shell: string
  /** Stylesheets to link after the entry's (the intro's, in the order Vite would link them). */
  readonly stylesheets: readonly string[]
  /** The page's inline <style> (which part shows, and the skeleton's look) and <script> (headScript). */
  readonly style: string
  readonly script: string
}

const escapeHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** The built index.html made into one language's prerendered page; throws when a piece it writes into is missing. */
export function composePage(html: string, parts: PageParts): string {
  const replace = (page: string, pattern: RegExp, replacement: (match: string, ...groups: string[]) => string, what: string) => {
    if (!pattern.test(page)) throw new Error(`prerender: index.html has no ${what}`)
    return page.replace(pattern, replacement)
  }
  let page = replace(html, /<html\b[^>]*>/, () => `<html lang="${parts.locale}" dir="${parts.dir}">`, '<html> element')
  page = replace(page, /<title>[^<]*<\/title>/, () => `<title>${escapeHtml(parts.title)}</title>`, '<title>')
  page = replace(page, /(<link rel="manifest" href=")[^"]*"/, (_, start) => `${start}${parts.manifest}"`, 'manifest link')
  // The script and the style early in <head>, after the charset and the viewport: the script runs before anything is drawn.
  page = replace(
    page,
    /<meta name="viewport"[^>]*>/,
    (meta) => `${meta}\n    <script>${parts.script}</script>\n    <style>${parts.style}</style>`,
    'viewport meta tag',
  )
  // After the entry's stylesheet (the cascade's order, as Vite's loader would link them), before </head>.
  const links = parts.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('')
  if (links) page = replace(page, /<\/head>/, () => `${links}</head>`, '</head>')
  return replace(
    page,
    /<div id="root"><\/div>/,
    () => `<div id="root"><div data-prerender="intro">${parts.intro}</div><div data-prerender="shell">${parts.shell}</div></div>`,
    'empty #root',
  )
}

/**
 * In the module runner, a stylesheet the components import is nothing (the page links the built ones): Vite's CSS
 * plugins fail there. A stylesheet read as text (`?raw`, the skeleton's) is read as usual.
 */
function stylesheetsLeftOut(): Plugin {
  const prefix = '\0prerender-stylesheet:'
  return {
    name: 'prerender-stylesheets-left-out',
    enforce: 'pre',
    resolveId: (source) => (/\.css$/.test(source) ? `${prefix}${source}.js` : null),
    load: (id) => (id.startsWith(prefix) ? 'export {}' : null),
  }
}

/** The prerender module's exports (src/routes/-prerender.tsx). */
interface PrerenderModule {
  renderIntro(locale: string, messages: unknown): { locale: string; dir: 'ltr' | 'rtl'; title: string; intro: string }
  renderShellSkeleton(): { markup: string; css: string }
  catalogOf(locale: string): unknown
}

export interface PrerenderOptions {
  /** The module that renders the pages (src/routes/-prerender.tsx), relative to the root. */
  readonly module: string
  /** What the module runner needs besides Vite's own (Lingui's macro and catalogs, React's JSX). */
  readonly plugins: () => PluginOption[]
  /** The route tree (src/routeTree.gen.ts) and the signed-in layout's file: the other routes are `unframed`. */
  readonly routeTree: string
  readonly signedInLayout: string
  readonly locales: readonly string[]
  readonly defaultLocale: string
  /** The manifest of a language (src/config/app-manifest.ts manifestFileOf), under the base. */
  readonly manifestOf: (locale: string) => string
  readonly head: Omit<HeadPlan, 'locales' | 'defaultLocale' | 'intro' | 'unframed'>
  /** `window[Symbol.for(startedSymbol)]`, set once the app's scripts are in the page (`startSource`). */
  readonly startedSymbol: string
}

export function prerender(options: PrerenderOptions): Plugin {
  let root = process.cwd()
  let base = '/'
  let define: InlineConfig['define'] = {}
  let assetsDir = 'assets'
  let preload: RoutePreloadApi | null = null
  let rendering: Promise<{ pages: ReturnType<PrerenderModule['renderIntro']>[]; shell: ReturnType<PrerenderModule['renderShellSkeleton']> }> | null = null
  return {
    name: 'prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root
      base = config.base
      define = config.define
      assetsDir = config.build.assetsDir
      preload = (config.plugins.find((plugin) => plugin.name === 'route-preload')?.api as RoutePreloadApi | undefined) ?? null
    },
    buildStart() {
      // Beside the bundling: Vite's module runner loads the intro's page with Lingui's macro and catalogs.
      rendering = (async () => {
        const { module } = await runnerImport<PrerenderModule>(resolve(root, options.module), {
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'error',
          define,
          plugins: [...options.plugins(), stylesheetsLeftOut()],
        })
        const pages = []
        for (const locale of options.locales) pages.push(module.renderIntro(locale, module.catalogOf(locale)))
        return { pages, shell: module.renderShellSkeleton() }
      })()
      // Awaited in generateBundle; a failure must not be an unhandled rejection meanwhile.
      rendering.catch(() => {})
    },
    generateBundle: {
      // After the boot script's tag is in index.html (build/route-preload.ts), before the security headers read it.
      order: 'post',
      async handler(_, bundle) {
        const html = bundle['index.html']
        if (!html || html.type !== 'asset' || !rendering) return
        const { pages, shell } = await rendering
        const tree = parseRouteTree(readFileSync(resolve(root, options.routeTree), 'utf8'))
        const unframed = tree
          .filter((route) => route.files[1] !== options.signedInLayout && route.fullPath !== '/')
          .map((route) => routePattern(route.fullPath))
          .join('|')
        // The app's scripts are started by the head script (after the intro's first paint), or by the fallback module.
        const fallbackName = `${assetsDir}/start-${createHash('sha256').update(String(html.source)).digest('base64url').slice(0, 8)}.js`
        const taken = takeAppScripts(String(html.source), `${base}${fallbackName}`)
        const built = preload?.built()
        if (!built) return this.error('prerender: the boot script’s plugin (build/route-preload.ts) must come before this one')
        // What the boot script would add at the intro, in each language: the page links the stylesheets (the same in
        // every language), the head script preloads the rest once the intro has painted.
        const linksAt = (locale: string) => bootLinks(built.plan, built.assets, base, locale)
        const stylesheets = linksAt(options.defaultLocale)
          .filter((link) => link.rel === 'stylesheet')
          .map((link) => link.href)
        const introLinks = Object.fromEntries(options.locales.map((locale) => [locale, linksAt(locale).filter((link) => link.rel !== 'stylesheet')]))
        const start: AppStart = { boot: taken.boot, intro: introLinks, preload: taken.preload, entry: taken.entry, startedSymbol: options.startedSymbol }
        this.emitFile({ type: 'asset', fileName: fallbackName, source: fallbackStart(start) })
        // One script for every page (one hash in the policy): a page per language's links would save some 60 bytes of gzip.
        const script = headScript({ ...options.head, locales: options.locales, defaultLocale: options.defaultLocale, intro: base, unframed }, start)
        const style = bootStyle + compactCss(shell.css)
        const source = taken.html
        for (const page of pages) {
          const composed = composePage(source, {
            ...page,
            manifest: `${base}${options.manifestOf(page.locale)}`,
            shell: shell.markup,
            stylesheets,
            style,
            script,
          })
          if (page.locale === options.defaultLocale) html.source = composed
          else this.emitFile({ type: 'asset', fileName: pageOf(page.locale, options.defaultLocale), source: composed })
        }
      },
    },
  }
}

/** An Accept-Language header's tags, best first (by q, then in the order given); `*` and q=0 left out. */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, at) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), at }
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.at - b.at)
    .map(({ tag }) => tag)
}

/**
 * The language of the page a host sends: the `lang` cookie's (the app keeps it equal to its stored language,
 * src/app/language-cookie.ts), else the first of Accept-Language's that the build has (exact, or its base tag: the
 * app's rule for the browser's languages), else the default. The host then sends `pageOf(language)`.
 */
export function pageLanguage(request: {
  readonly cookie: string | null | undefined
  readonly acceptLanguage: string | null | undefined
  readonly locales: readonly string[]
  readonly defaultLocale: string
}): string {
  const match = (tag: string | null | undefined) => {
    if (!tag) return null
    const lower = tag.toLowerCase()
    const base = lower.split('-')[0] ?? lower
    return request.locales.includes(lower) ? lower : request.locales.includes(base) ? base : null
  }
  const fromCookie = match(request.cookie)
  if (fromCookie) return fromCookie
  for (const tag of acceptedLanguages(request.acceptLanguage)) {
    const found = match(tag)
    if (found) return found
  }
  return request.defaultLocale
}
