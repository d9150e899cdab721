import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { storedValueKeys } from '../src/app/stored-values'
import { prerenderedPages, storageKeys } from '../src/config/constants'
import { multiBuild, supportedLocales } from '../src/config/country'
import { directionOf, pickLocale } from '../src/i18n/locale'
import {
  acceptedLanguages,
  bootStyle,
  compactCss,
  composePage,
  fallbackStart,
  headScript,
  pageLanguage,
  pageOf,
  takeAppScripts,
  type AppStart,
  type HeadPlan,
} from './prerender'

const plan: HeadPlan = {
  sessionKey: storedValueKeys.session,
  localeKey: storedValueKeys.locale,
  locales: multiBuild.languages,
  defaultLocale: multiBuild.defaultLanguage,
  rtl: ['ar'],
  colorKey: storageKeys.colorMode,
  intro: '/',
  unframed: '^/join/?$|^/login/callback/?$',
}

const appStart: AppStart = {
  boot: '/assets/boot-1.js',
  intro: {
    en: [
      { rel: 'modulepreload', href: '/assets/messages.en-1.js' },
      { rel: 'modulepreload', href: '/assets/intro-1.js' },
    ],
    ar: [{ rel: 'modulepreload', href: '/assets/messages.ar-1.js' }],
  },
  preload: ['/assets/react-1.js', '/assets/libs-1.js'],
  entry: '/assets/index-1.js',
  startedSymbol: prerenderedPages.startedSymbol,
}

interface Button {
  disabled: boolean
  attributes: Record<string, string>
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
}

/** Runs the head script on a page in `pageLocale` with these stored values, browser languages and system colour scheme. */
function open(
  pathname: string,
  {
    pageLocale = 'en',
    stored = {},
    languages = [],
    dark = false,
    hidden = false,
    paintTiming = false,
    userAgent = '',
  }: {
    pageLocale?: string
    stored?: Record<string, unknown>
    languages?: string[]
    dark?: boolean
    hidden?: boolean
    paintTiming?: boolean
    userAgent?: string
  } = {},
) {
  const classes = new Set<string>()
  const html = {
    lang: pageLocale,
    dir: directionOf(pageLocale as 'en'),
    attributes: {} as Record<string, string>,
    classList: { add: (name: string) => classes.add(name) },
    style: { colorScheme: '' },
    setAttribute(name: string, value: string) {
      this.attributes[name] = value
    },
  }
  const clicks: ((event: { target: unknown }) => void)[] = []
  const parsed: (() => void)[] = []
  const window: Record<string | symbol, unknown> = {}
  /** #root: the prerendered markup until the app's first render replaces it with its own buttons (their clicks counted). */
  const app = { prerendered: true, clicks: [] as string[], buttons: ['connect', 'language-ar', 'color-mode'] }
  const root = {
    querySelector(selector: string) {
      if (selector === '[data-prerender]') return app.prerendered ? {} : null
      const name = /^\[data-early-tap="([^"]+)"\]$/.exec(selector)?.[1]
      return !app.prerendered && name && app.buttons.includes(name) ? { click: () => app.clicks.push(name) } : null
    },
  }
  const mutations: { callback: (records: unknown[], self: { disconnect(): void }) => void; connected: boolean }[] = []
  class MutationObserver {
    record: (typeof mutations)[number]
    constructor(callback: (typeof mutations)[number]['callback']) {
      this.record = { callback, connected: false }
      mutations.push(this.record)
    }
    observe(target: unknown, options: { childList?: boolean }) {
      this.record.connected = target === root && options.childList === true
    }
    disconnect() {
      this.record.connected = false
    }
  }
  /** What the page put in <head>, as tag and attributes; the frames and tasks waiting. */
  const added: Record<string, unknown>[] = []
  const frames: (() => void)[] = []
  const visibility: (() => void)[] = []
  const document = {
    documentElement: html,
    visibilityState: hidden ? 'hidden' : 'visible',
    head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
    createElement: (tag: string) => ({ tag }),
    getElementById: (id: string) => (id === 'root' ? root : null),
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === 'click') clicks.push(listener)
      if (type === 'DOMContentLoaded') parsed.push(() => listener({ target: null }))
      if (type === 'visibilitychange') visibility.push(() => listener({ target: null }))
    },
  }
  /** The paint timing observer the page made, if any (a browser with paint timing). */
  const observers: PerformanceObserver[] = []
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint']
    connected = false
    constructor(readonly callback: (list: { getEntriesByName(name: string): unknown[] }, self: PerformanceObserver) => void) {
      observers.push(this)
    }
    observe(options: { type: string }) {
      this.connected = options.type === 'paint'
    }
    disconnect() {
      this.connected = false
    }
  }
  const globals = {
    document,
    window: paintTiming ? Object.assign(window, { PerformanceObserver }) : window,
    Symbol,
    JSON,
    requestAnimationFrame: (run: () => void) => frames.push(run),
  }
  runInNewContext(headScript(plan, appStart), {
    ...globals,
    // The colour mode is stored raw (src/ui/color-mode.ts), the other values in the stored-value envelope.
    localStorage: { getItem: (key: string) => (key in stored ? (key === plan.colorKey ? String(stored[key]) : JSON.stringify(stored[key])) : null) },
    matchMedia: (query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)' }),
    MutationObserver,
    location: { pathname },
    navigator: { languages, language: languages[0] ?? '', userAgent },
    Date,
    RegExp,
    String,
  })
  const button = (name: string): Button => ({
    disabled: false,
    attributes: { 'data-early-tap': name },
    getAttribute(attribute) {
      return this.attributes[attribute] ?? null
    },
    setAttribute(attribute, value) {
      this.attributes[attribute] = value
    },
  })
  /** A click on a prerendered button (`inside`: within [data-prerender]) or anywhere else. */
  const click = (target: Button | null, inside = true) =>
    clicks.forEach((listener) => listener({ target: { closest: (selector: string) => (inside && selector.startsWith('[data-prerender]') ? target : null) } }))
  /** The page's fallback module runs (after the head script, as a module script does). */
  const fallback = () => runInNewContext(fallbackStart(appStart), globals)
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((next) => next())
  return {
    html,
    classes,
    boot: () => html.attributes['data-boot'],
    click,
    button,
    /** The page is parsed (DOMContentLoaded). */
    parse: () => run(parsed),
    /** The app's first render replaces the prerendered markup (a change of #root's children). */
    takeOver: () => {
      app.prerendered = false
      mutations.filter((record) => record.connected).forEach((record) => record.callback([], { disconnect: () => (record.connected = false) }))
    },
    appClicks: () => app.clicks,
    added,
    fallback,
    frame: () => run(frames),
    /** The browser reports a paint to the page's observer. */
    paint: (name: string) =>
      observers
        .filter((observer) => observer.connected)
        .forEach((observer) => observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer)),
    observing: () => observers.some((observer) => observer.connected),
    hide: () => run(visibility),
  }
}

const session = { value: { jforce_token: 't' }, expiresAt: null }

describe('headScript', () => {
  it("puts the colour mode's class on <html> as the app does: the stored choice, else the system's", () => {
    expect([...open('/').classes]).toEqual(['light'])
    expect([...open('/', { dark: true }).classes]).toEqual(['dark'])
    expect([...open('/', { dark: true, stored: { [plan.colorKey]: 'light' } }).classes]).toEqual(['light'])
    const dark = open('/', { stored: { [plan.colorKey]: 'dark' } })
    expect([...dark.classes]).toEqual(['dark'])
    expect(dark.html.style.colorScheme).toBe('dark')
  })

  it('marks Linux and Android, where the font stack leaves out the families of Apple and Microsoft, and no other system', () => {
    const fonts = (userAgent: string) => open('/', { userAgent }).html.attributes['data-fonts'] ?? null
    expect(fonts('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36')).toBe('linux')
    expect(fonts('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36')).toBe('linux')
    expect(fonts('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36')).toBeNull()
    expect(fonts('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36')).toBeNull()
    expect(fonts('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36')).toBeNull()
    expect(
      fonts('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'),
    ).toBeNull()
    expect(fonts('')).toBeNull()
  })

  it('shows the intro at its address to a visitor, in the page’s language', () => {
    const visit = open('/', { pageLocale: 'ar', languages: ['ar-EG', 'en'] })
    expect(visit.boot()).toBe('intro')
    expect([visit.html.lang, visit.html.dir]).toEqual(['ar', 'rtl'])
  })

  it('shows nothing when the page is not in the language the app starts in, and sets that language and its direction', () => {
    // A host that serves one file: index.html (English) to a visitor whose stored language is Arabic.
    const visit = open('/', { pageLocale: 'en', stored: { [plan.localeKey]: { value: 'ar', expiresAt: null } }, languages: ['en'] })
    expect(visit.boot()).toBe('none')
    expect([visit.html.lang, visit.html.dir]).toEqual(['ar', 'rtl'])
  })

  it('shows the signed-in frame when a session is stored, except outside the shell; nothing to a visitor away from the intro', () => {
    expect(open('/home', { stored: { [plan.sessionKey]: session } }).boot()).toBe('shell')
    expect(open('/', { stored: { [plan.sessionKey]: session } }).boot()).toBe('shell')
    expect(open('/join', { stored: { [plan.sessionKey]: session } }).boot()).toBe('none')
    // An expired session is none (the boot script's rule).
    expect(open('/home', { stored: { [plan.sessionKey]: { value: { jforce_token: 't' }, expiresAt: 1 } } }).boot()).toBe('none')
    expect(open('/login/callback').boot()).toBe('none')
    expect(open('/join').boot()).toBe('none')
  })

  it("keeps the first tap on each prerendered button, marks it busy, and makes the taps again on the app's buttons once it has drawn", () => {
    const page = open('/')
    page.parse()
    const connect = page.button('connect')
    page.click(connect)
    page.click(connect)
    expect(connect.disabled).toBe(true)
    expect(connect.attributes['aria-busy']).toBe('true')
    page.click(page.button('language-ar'))
    // Not a prerendered button (the app's own, once it has drawn): left to the app.
    page.click(page.button('color-mode'), false)
    expect(page.appClicks()).toEqual([])
    page.takeOver()
    expect(page.appClicks()).toEqual(['connect', 'language-ar'])
    // Once only.
    page.takeOver()
    expect(page.appClicks()).toEqual(['connect', 'language-ar'])
  })

  it('makes a tap again at once when the app drew before the page was parsed, and drops a tap without a button of its name', () => {
    const page = open('/')
    page.click(page.button('connect'))
    page.click(page.button('retired'))
    page.takeOver()
    page.parse()
    expect(page.appClicks()).toEqual(['connect'])
  })

  it("starts in the app's language (pickLocale), and writes right to left where directionOf does", () => {
    const cases: [string | null, string[]][] = [
      [null, ['fr-CA', 'en']],
      ['ar', ['fr']],
      [null, ['de', 'ar']],
      [null, ['de']],
      ['xx', ['AR-eg']],
    ]
    for (const [stored, languages] of cases) {
      const expected = pickLocale({ stored, preferred: languages, available: multiBuild.languages, fallback: multiBuild.defaultLanguage })
      const page = open('/', { pageLocale: 'xx', languages, stored: stored ? { [plan.localeKey]: { value: stored, expiresAt: null } } : {} })
      expect(page.html.lang, `${stored} ${languages.join()}`).toBe(expected)
      expect(page.html.dir).toBe(directionOf(expected))
    }
    expect(supportedLocales.filter((locale) => directionOf(locale) === 'rtl')).toEqual(plan.rtl)
  })
})

describe("the head script starts the app's scripts", () => {
  const entry = [
    { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-1.js' },
    { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/libs-1.js' },
    { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
  ]
  const started = [{ tag: 'script', async: true, src: '/assets/boot-1.js' }, ...entry]
  /** At the intro in English: the entry, then what the boot script would have added there. */
  const startedAtIntro = [
    ...entry,
    { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/messages.en-1.js' },
    { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/intro-1.js' },
  ]

  it('at once where the app draws the first screen: the boot script, the preloads, then the entry, once', () => {
    const page = open('/home', { stored: { [plan.sessionKey]: session } })
    expect(page.added).toEqual(started)
    page.fallback()
    expect(page.added).toHaveLength(4)
    expect(open('/login/callback').added).toEqual(started)
  })

  it('at the intro, once its first contentful paint is on screen', () => {
    const page = open('/', { paintTiming: true })
    page.paint('first-paint')
    expect(page.added).toEqual([])
    page.paint('first-contentful-paint')
    expect(page.added).toEqual(startedAtIntro)
    expect(page.observing()).toBe(false)
  })

  it('at the intro, without paint timing, once its first frame is drawn (at the next frame), or at once when the page is hidden', () => {
    const page = open('/')
    expect(page.added).toEqual([])
    // The page's fallback module runs once the page is parsed: the head script's start is not its to make.
    page.fallback()
    expect(page.added).toEqual([])
    page.frame()
    expect(page.added).toEqual([])
    page.frame()
    expect(page.added).toEqual(startedAtIntro)
    expect(open('/', { hidden: true }).added).toEqual(startedAtIntro)
    const hiddenLater = open('/')
    hiddenLater.hide()
    expect(hiddenLater.added).toEqual(startedAtIntro)
    hiddenLater.frame()
    hiddenLater.frame()
    expect(hiddenLater.added).toHaveLength(startedAtIntro.length)
    // The intro in a language with no links of its own: the boot script instead.
    expect(open('/', { pageLocale: 'fr', languages: ['fr'], hidden: true }).added).toEqual(started)
  })

  it('by its fallback module when the head script did not run (a policy that refuses it)', () => {
    const added: Record<string, unknown>[] = []
    const document = { head: { appendChild: (element: Record<string, unknown>) => added.push(element) }, createElement: (tag: string) => ({ tag }) }
    runInNewContext(fallbackStart(appStart), { document, window: {}, Symbol, JSON })
    expect(added).toEqual(started)
  })

  it("takes the app's tags out of the built page, the fallback module's in the entry's place", () => {
    const built = `<head>
    <script async src="/assets/boot-1.js"></script>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/libs-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`
    const taken = takeAppScripts(built, '/assets/start-1.js')
    expect([taken.boot, taken.entry, taken.preload]).toEqual([appStart.boot, appStart.entry, appStart.preload])
    expect(taken.html).toBe(`<head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/start-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>`)
    expect(() => takeAppScripts('<head></head>', '/x.js')).toThrow(/entry/)
  })
})

describe('composePage', () => {
  const built = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Sales Consultant</title>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
    <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`
  const parts = {
    locale: 'ar',
    dir: 'rtl' as const,
    title: 'مستشار <المبيعات>',
    manifest: '/manifest.ar.webmanifest',
    intro: '<div class="intro">…</div>',
    shell: '<div class="shell-skeleton"></div>',
    stylesheets: ['/assets/intro-2.css'],
    style: bootStyle,
    script: 'void 0',
  }

  it("writes the language's page: lang and dir, title, manifest, the head script and style, the intro's stylesheets after the entry's, the markup in #root", () => {
    const page = composePage(built, parts)
    expect(page).toContain('<html lang="ar" dir="rtl">')
    expect(page).toContain('<title>مستشار &lt;المبيعات&gt;</title>')
    expect(page).toContain('<link rel="manifest" href="/manifest.ar.webmanifest">')
    expect(page.indexOf('<script>void 0</script>')).toBeGreaterThan(page.indexOf('name="viewport"'))
    expect(page.indexOf('<script>void 0</script>')).toBeLessThan(page.indexOf('<title>'))
    expect(page.indexOf('/assets/intro-2.css')).toBeGreaterThan(page.indexOf('/assets/index-1.css'))
    expect(page.indexOf('/assets/intro-2.css')).toBeLessThan(page.indexOf('</head>'))
    expect(page).toContain(
      '<div id="root"><div data-prerender="intro"><div class="intro">…</div></div><div data-prerender="shell"><div class="shell-skeleton"></div></div></div>',
    )
  })

  it('refuses a page it cannot write into', () => {
    expect(() => composePage(built.replace('<div id="root"></div>', '<div id="root">x</div>'), parts)).toThrow(/#root/)
    expect(() => composePage(built.replace(/<title>.*<\/title>/, ''), parts)).toThrow(/title/)
  })
})

describe('compactCss', () => {
  it('leaves out comments and white space', () => {
    expect(compactCss('/* a */\n.a {\n  color: red;\n}\n\n@media (min-width: 60em) {\n  .b > .c { display: none; }\n}\n')).toBe(
      '.a{color:red}@media (min-width:60em){.b>.c{display:none}}',
    )
  })
})

describe('the page a host sends', () => {
  const build = { locales: multiBuild.languages, defaultLocale: multiBuild.defaultLanguage }

  it('reads Accept-Language best first', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5')).toEqual(['fr-CH', 'fr', 'en'])
    expect(acceptedLanguages('en;q=0.2, ar')).toEqual(['ar', 'en'])
    expect(acceptedLanguages('ar;q=0, fr')).toEqual(['fr'])
    expect(acceptedLanguages(undefined)).toEqual([])
  })

  it("picks the cookie's language, else Accept-Language's as the app picks the browser's, else the default", () => {
    expect(pageLanguage({ ...build, cookie: 'ar', acceptLanguage: 'fr' })).toBe('ar')
    expect(pageLanguage({ ...build, cookie: 'de', acceptLanguage: 'fr' })).toBe('fr')
    expect(pageLanguage({ ...build, cookie: null, acceptLanguage: null })).toBe('en')
    for (const header of ['ar-EG,ar;q=0.9', 'de, fr-CA;q=0.5', 'de', 'en-GB,ar;q=0.8', 'AR']) {
      const expected = pickLocale({ stored: null, preferred: acceptedLanguages(header), available: build.locales, fallback: build.defaultLocale })
      expect(pageLanguage({ ...build, cookie: undefined, acceptLanguage: header }), header).toBe(expected)
    }
    // The Ghana build has one page: every visitor gets it.
    expect(pageLanguage({ locales: ['en'], defaultLocale: 'en', cookie: 'ar', acceptLanguage: 'ar' })).toBe('en')
  })

  it('names the pages: index.html for the default language', () => {
    expect(['en', 'fr', 'ar'].map((locale) => pageOf(locale, 'en'))).toEqual(['index.html', 'index.fr.html', 'index.ar.html'])
  })
})
