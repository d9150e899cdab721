import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { storedValueKeys } from '../src/app/storedValues'
import { multiBuild, selectBuild } from '../src/config/country'
import { pickLocale } from '../src/i18n/locale'
import { buildLanguages, preloadStorage } from './preload-options'
import { bootScript, parseRouteTree, rankRoutes, routePattern, type PreloadPlan } from './route-preload'

describe('preload options', () => {
  it("name the app's stored session and language, and each build's languages", () => {
    expect(preloadStorage).toEqual({ session: storedValueKeys.session, locale: storedValueKeys.locale })
    for (const build of ['gh', 'multi', undefined]) {
      const { languages, defaultLanguage } = selectBuild(build)
      expect(buildLanguages(build)).toEqual({ locales: languages, defaultLocale: defaultLanguage })
    }
  })
})

describe('parseRouteTree', () => {
  const routes = parseRouteTree(readFileSync('src/routeTree.gen.ts', 'utf8'))
  const filesOf = (path: string) => routes.find((route) => route.fullPath === path)?.files

  it('gives every full path of the app with its route file and its layouts down from the root', () => {
    expect(filesOf('/home')).toEqual(['__root', '_app', '_app/home'])
    expect(filesOf('/')).toEqual(['__root', 'index'])
    expect(filesOf('/orders/')).toEqual(['__root', '_app', '_app/orders/route', '_app/orders/index'])
    // A parent written `<name>WithChildren` and an update broken over two lines.
    expect(filesOf('/sales/status/$status/category/$category')).toEqual([
      '__root',
      '_app',
      '_app/sales/status.$status',
      '_app/sales/status.$status.category.$category',
    ])
    expect(filesOf('/payment-method/bank_transfer')).toEqual(['__root', '_app', '_app/payment-method/route', '_app/payment-method/bank_transfer'])
    expect(routes.length).toBeGreaterThan(50)
    expect(routes.every((route) => route.files[0] === '__root' && route.files.length >= 2)).toBe(true)
  })
})

describe('routePattern and rankRoutes', () => {
  const matches = (fullPath: string, pathname: string) => new RegExp(routePattern(fullPath)).test(pathname)

  it('matches the pathname a route shows, with or without a trailing slash', () => {
    expect(matches('/home', '/home')).toBe(true)
    expect(matches('/home', '/home/')).toBe(true)
    expect(matches('/home', '/homes')).toBe(false)
    expect(matches('/', '/')).toBe(true)
    expect(matches('/', '/home')).toBe(false)
    expect(matches('/orders/', '/orders')).toBe(true)
    expect(matches('/orders/$id/item/$itemId', '/orders/12/item/9')).toBe(true)
    expect(matches('/orders/$id/item/$itemId', '/orders/12/item')).toBe(false)
    expect(matches('/payment-method/bank_transfer', '/payment-method/bank_transfer')).toBe(true)
  })

  it('tries static routes before those with parameters', () => {
    const ranked = rankRoutes([{ fullPath: '/commissions/$category' }, { fullPath: '/commissions/confirmed' }, { fullPath: '/$id' }])
    expect(ranked.map((route) => route.fullPath)).toEqual(['/commissions/confirmed', '/commissions/$category', '/$id'])
  })
})

describe('bootScript', () => {
  const plan: PreloadPlan = {
    files: ['home', 'home.css', 'intro', 'en', 'fr', 'ar', 'client', 'shell', 'shell.css'],
    parts: [[], [7, 8], [0, 1, 7], [2]],
    routes: [
      ['^/home/?$', [0, 1, 2], 1],
      ['^/?$', [0, 3], 0],
    ],
    catalogs: { en: [3], fr: [4], ar: [5] },
    signedIn: [6],
    sessionKey: storedValueKeys.session,
    localeKey: storedValueKeys.locale,
    locales: multiBuild.languages,
    defaultLocale: multiBuild.defaultLanguage,
  }

  /** Runs the script in a page with these stored values and browser languages; returns the links it added. */
  function run(pathname: string, stored: Record<string, unknown>, languages: string[] = []) {
    const links: { rel: string; href: string; as?: string; crossOrigin?: string }[] = []
    const later: (() => void)[] = []
    const document = {
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
      createElement: () => ({}) as { rel: string; href: string },
    }
    const localStorage = {
      getItem: (key: string) => (key in stored ? JSON.stringify(stored[key]) : null),
    }
    runInNewContext(bootScript(plan, '/assets/'), {
      document,
      localStorage,
      location: { pathname },
      navigator: { languages, language: languages[0] ?? '' },
      Date,
      JSON,
      RegExp,
      String,
      setTimeout: (run: () => void) => later.push(run),
    })
    // The links go in a few per task: run the tasks.
    while (later.length > 0) later.shift()?.()
    return links
  }
  const session = { [storedValueKeys.session]: { value: { id: 1 }, expiresAt: Date.now() + 60_000 } }

  it("preloads a signed-in consultant's screen, its stylesheets (not applied: the cascade keeps Vite's order), the API client and the catalog", () => {
    const links = run('/home', session, ['en-GB'])
    expect(links.map((link) => [link.rel, link.href, link.as ?? link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/en.js', ''],
      ['modulepreload', '/assets/shell.js', ''],
      ['preload', '/assets/shell.css', 'style'],
      ['modulepreload', '/assets/home.js', ''],
      ['preload', '/assets/home.css', 'style'],
      ['modulepreload', '/assets/client.js', ''],
    ])
  })

  it("does not preload a signed-in screen for a visitor, nor with an expired session (the guard sends them to the intro)", () => {
    expect(run('/home', {}).map((link) => link.href)).toEqual(['/assets/en.js'])
    const expired = { [storedValueKeys.session]: { value: { id: 1 }, expiresAt: Date.now() - 1 } }
    expect(run('/home', expired).map((link) => link.href)).toEqual(['/assets/en.js'])
    expect(run('/', {}).map((link) => link.href)).toEqual(['/assets/en.js', '/assets/intro.js'])
    expect(run('/unknown', session).map((link) => link.href)).toEqual(['/assets/en.js'])
  })

  it('chooses the catalog the app will start in (src/i18n/locale.ts pickLocale)', () => {
    const cases: [string | null, string[]][] = [
      [null, []],
      [null, ['fr-FR', 'en']],
      [null, ['de', 'AR-eg']],
      [null, ['de']],
      ['ar', ['fr']],
      ['fr', []],
      ['xx', ['ar']],
    ]
    for (const [storedLocale, languages] of cases) {
      const stored = storedLocale ? { [storedValueKeys.locale]: { value: storedLocale, expiresAt: null } } : {}
      const expected = pickLocale({ stored: storedLocale, preferred: languages, available: multiBuild.languages, fallback: multiBuild.defaultLanguage })
      expect(run('/', stored, languages)[0]?.href, `${storedLocale} ${languages.join(',')}`).toBe(`/assets/${expected}.js`)
    }
  })

  it('never throws: unreadable storage only means fewer preloads', () => {
    expect(() =>
      runInNewContext(bootScript(plan, '/assets/'), { document: {}, localStorage: null, location: { pathname: '/home' }, navigator: {} }),
    ).not.toThrow()
  })
})
