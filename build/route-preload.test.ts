import { readFileSync } from 'node:fs'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { gatewayClockSlackMs } from '../src/app/gateway-clock'
import { storedValueKeys } from '../src/app/stored-values'
import { earlyReads } from '../src/config/constants'
import { multiBuild, selectBuild } from '../src/config/country'
import { partOf, routeMessagesSymbol } from '../src/i18n/catalog-parts'
import { pickLocale } from '../src/i18n/locale'
import { buildLanguages, gatewayClockSlackMs as bootClockSlackMs, preloadStorage } from './preload-options'
import { bootLinks, bootScript, parseRouteTree, rankRoutes, routePattern, type PreloadPlan } from './route-preload'

describe('preload options', () => {
  it("name the app's stored session, language and gateway clock, and each build's languages", () => {
    expect(preloadStorage).toEqual({ session: storedValueKeys.session, locale: storedValueKeys.locale, gatewayClock: storedValueKeys.gatewayClock })
    expect(bootClockSlackMs).toBe(gatewayClockSlackMs)
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
    files: ['home', 'home.css', 'intro', 'messages.en-1', 'messages.fr-1', 'messages.ar-1', 'client', 'shell', 'shell.css'],
    parts: [[], [7, 8], [0, 1, 7], [2]],
    routes: [
      ['^/home/?$', [0, 1, 2], 1],
      ['^/?$', [0, 3], 0],
    ],
    catalogs: { en: [3], fr: [4], ar: [5] },
    // The home screen's and the shell's chunks have messages of their own; the intro's are all common.
    withParts: [0, 7],
    messages: routeMessagesSymbol,
    signedIn: [6],
    sessionKey: storedValueKeys.session,
    localeKey: storedValueKeys.locale,
    locales: multiBuild.languages,
    defaultLocale: multiBuild.defaultLanguage,
    early: { key: earlyReads.storageKey, symbol: earlyReads.symbol, api: '/api/v1', reads: 3 },
  }

  /** Runs the script in a page with these stored values and browser languages; returns the links it added and the reads it started. */
  function start(pathname: string, stored: Record<string, unknown>, languages: string[] = [], search = '', readyState = 'loading', linked: string[] = []) {
    const links: { rel: string; href: string; as?: string; crossOrigin?: string }[] = []
    const later: (() => void)[] = []
    const listeners: (() => void)[] = []
    const document = {
      readyState,
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
      // The stylesheets the page links itself (a prerendered page links the intro's, build/prerender.ts).
      querySelector: (selector: string) => linked.find((href) => selector === `link[href="${href}"]`) ?? null,
      createElement: () => ({}) as { rel: string; href: string },
      addEventListener: (type: string, listener: () => void) => type === 'readystatechange' && listeners.push(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.splice(listeners.indexOf(listener), 1),
    }
    const localStorage = {
      getItem: (key: string) => (key in stored ? JSON.stringify(stored[key]) : null),
    }
    const fetches: { url: string; init: { headers: Record<string, string>; credentials: string } }[] = []
    const window: Record<string | symbol, unknown> = {}
    runInNewContext(bootScript(plan, '/assets/'), {
      document,
      localStorage,
      location: { pathname, search, href: `https://app.example${pathname}${search}` },
      navigator: { languages, language: languages[0] ?? '' },
      window,
      fetch: (url: string, init: (typeof fetches)[number]['init']) => {
        fetches.push({ url, init })
        return Promise.resolve({ url })
      },
      URL,
      Date,
      JSON,
      RegExp,
      String,
      Symbol,
      setTimeout: (run: () => void) => later.push(run),
    })
    // What the script did in its own task, before any of the tasks it left.
    const inScript = { fetches: fetches.length, links: links.length }
    // The preloads go in a few per task: run the tasks; the stylesheets once the parser is past <head>.
    while (later.length > 0) later.shift()?.()
    if (readyState === 'loading') {
      document.readyState = 'interactive'
      listeners.slice().forEach((listener) => listener())
    }
    /** A navigation starts in the app (src/i18n/activate.ts preloadRouteMessages): the links added. */
    const navigate = (path: unknown, locale: unknown) => {
      const before = links.length
      ;(window[Symbol.for(routeMessagesSymbol)] as (path: unknown, locale: unknown) => void)(path, locale)
      while (later.length > 0) later.shift()?.()
      return links.slice(before)
    }
    return {
      links,
      fetches,
      inScript,
      navigate,
      started: window[Symbol.for(earlyReads.symbol)] as { token: string; locale: string; reads: Record<string, unknown> } | undefined,
    }
  }
  const run = (pathname: string, stored: Record<string, unknown>, languages: string[] = []) => start(pathname, stored, languages).links
  const session = { [storedValueKeys.session]: { value: { id: 1 }, expiresAt: Date.now() + 60_000 } }

  it("preloads a signed-in consultant's screen with its chunks' messages, the API client and the common messages, then links its stylesheets in the layouts' order once <head> is parsed", () => {
    const links = run('/home', session, ['en-GB'])
    expect(links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/messages.en-1.js', ''],
      ['modulepreload', '/assets/shell.js', ''],
      ['modulepreload', '/assets/shell.en.js', ''],
      ['modulepreload', '/assets/home.js', ''],
      ['modulepreload', '/assets/home.en.js', ''],
      ['modulepreload', '/assets/client.js', ''],
      ['stylesheet', '/assets/shell.css', undefined],
      ['stylesheet', '/assets/home.css', undefined],
    ])
  })

  it('links the stylesheets at once when the parser is already past <head> (the script came late)', () => {
    const { links } = start('/home', session, ['en'], '', 'interactive')
    expect(links.filter((link) => link.rel === 'stylesheet').map((link) => link.href)).toEqual(['/assets/shell.css', '/assets/home.css'])
  })

  it("tells the build what it adds at an address for a visitor in a language (the prerendered intro's links, build/prerender.ts)", () => {
    expect(bootLinks(plan, '/assets/', '/', 'ar')).toEqual([
      { rel: 'modulepreload', href: '/assets/messages.ar-1.js' },
      { rel: 'modulepreload', href: '/assets/intro.js' },
    ])
    expect(bootLinks(plan, '/assets/', '/home', 'fr')).toEqual([{ rel: 'modulepreload', href: '/assets/messages.fr-1.js' }])
  })

  it('does not link a stylesheet the page links already', () => {
    const { links } = start('/home', session, ['en'], '', 'interactive', ['/assets/shell.css'])
    expect(links.filter((link) => link.rel === 'stylesheet').map((link) => link.href)).toEqual(['/assets/home.css'])
  })

  it('does not preload a signed-in screen for a visitor, nor with an expired session (the guard sends them to the intro)', () => {
    expect(run('/home', {}).map((link) => link.href)).toEqual(['/assets/messages.en-1.js'])
    const expired = { [storedValueKeys.session]: { value: { id: 1 }, expiresAt: Date.now() - 1 } }
    expect(run('/home', expired).map((link) => link.href)).toEqual(['/assets/messages.en-1.js'])
    expect(run('/', {}).map((link) => link.href)).toEqual(['/assets/messages.en-1.js', '/assets/intro.js'])
    expect(run('/unknown', session).map((link) => link.href)).toEqual(['/assets/messages.en-1.js'])
  })

  it("reads the session's expiry by the gateway's clock, as the app does (src/app/gateway-clock.ts)", () => {
    const signedInScreen = (stored: Record<string, unknown>) => run('/home', stored).some((link) => link.href === '/assets/home.js')
    const day = 24 * 3_600_000
    // The device's clock two days behind the gateway's (the last answer said so): a session the device's clock would keep is over.
    const behind = { offset: 2 * day, at: Date.now() }
    const clock = (reading: unknown) => ({ [storedValueKeys.gatewayClock]: { value: reading, expiresAt: null } })
    const until = (expiresAt: number) => ({ [storedValueKeys.session]: { value: { id: 1 }, expiresAt } })
    expect(signedInScreen({ ...until(Date.now() + day), ...clock(behind) })).toBe(false)
    expect(signedInScreen({ ...until(Date.now() + 2 * day + 60_000), ...clock(behind) })).toBe(true)
    // The device's clock went back past the last reading: no session holds.
    expect(signedInScreen({ ...until(Date.now() + day), ...clock({ offset: 0, at: Date.now() + 2 * day }) })).toBe(false)
    expect(signedInScreen({ ...until(Date.now() + day), ...clock({ offset: 0, at: Date.now() + 1_000 }) })).toBe(true)
    // An unreadable reading: the device's clock, as the app reads it.
    expect(signedInScreen({ ...until(Date.now() + 60_000), ...clock({ offset: 'x' }) })).toBe(true)
  })

  it('chooses the messages of the language the app will start in (src/i18n/locale.ts pickLocale)', () => {
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
      expect(run('/', stored, languages)[0]?.href, `${storedLocale} ${languages.join(',')}`).toBe(`/assets/messages.${expected}-1.js`)
      if (storedLocale === 'ar') expect(run('/home', { ...session, ...stored }).map((link) => link.href)).toContain('/assets/home.ar.js')
    }
  })

  describe('when a navigation starts in the app', () => {
    it("preloads the parts of the route's chunks in the language in use, named as the build names them, and nothing else", () => {
      const { navigate } = start('/', {}, ['en'])
      const links = navigate('/home', 'fr')
      expect(links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
        ['modulepreload', partOf('/assets/shell.js', 'fr'), ''],
        ['modulepreload', partOf('/assets/home.js', 'fr'), ''],
      ])
    })

    it('asks for each part once, and for nothing with a language or an address the app does not have', () => {
      const { navigate } = start('/home', session, ['ar'])
      expect(navigate('/home/', 'ar')).toEqual([])
      expect(navigate('/home', 'en').map((link) => link.href)).toEqual(['/assets/shell.en.js', '/assets/home.en.js'])
      expect(navigate('/home', 'en')).toEqual([])
      expect(navigate('/home', 'de')).toEqual([])
      expect(navigate('/home', '../../x')).toEqual([])
      expect(navigate('/unknown', 'fr')).toEqual([])
      expect(navigate({ toString: () => '/home' }, 'fr').map((link) => link.href)).toEqual(['/assets/shell.fr.js', '/assets/home.fr.js'])
      expect(() => navigate(Symbol('x'), 'fr')).not.toThrow()
    })
  })

  describe('early reads', () => {
    const signedIn = { [storedValueKeys.session]: { value: { jforce_token: 'tok-1' }, expiresAt: Date.now() + 60_000 } }
    const recorded = (record: Record<string, unknown>) => ({ ...signedIn, [storedValueKeys.earlyReads]: { value: record, expiresAt: null } })

    it("starts the reads recorded for this address, with the stored token and the app's language in the headers, before any preload", () => {
      const { fetches, started } = start(
        '/sales',
        recorded({ '/sales?period=2026-11': ['watto/consultants/7/sales/total?date_from=2026-11-01'], '/home': ['x'] }),
        ['fr'],
        '?period=2026-11',
      )
      expect(fetches).toEqual([
        {
          url: 'https://app.example/api/v1/watto/consultants/7/sales/total?date_from=2026-11-01',
          init: { headers: { 'Accept-Language': 'fr', 'X-Jforce-Token': 'tok-1' }, credentials: 'omit' },
        },
      ])
      expect(started?.token).toBe('tok-1')
      expect(started?.locale).toBe('fr')
      expect(Object.keys(started?.reads ?? {})).toEqual(['https://app.example/api/v1/watto/consultants/7/sales/total?date_from=2026-11-01'])
    })

    it('sends nothing outside the gateway, nothing twice, and no more than the limit', () => {
      const hostile = ['https://evil.example/steal', '//evil.example/steal', '../../login', 'a/../../../admin', 42, 'ok/1', 'ok/1', 'ok/2', 'ok/3', 'ok/4']
      const { fetches } = start('/home', recorded({ '/home': hostile }))
      expect(fetches.map((fetch) => fetch.url)).toEqual([
        'https://app.example/api/v1/ok/1',
        'https://app.example/api/v1/ok/2',
        'https://app.example/api/v1/ok/3',
      ])
      const odd = start('/home', recorded({ '/home': 'ok/1' }))
      expect(odd.fetches).toEqual([])
      expect(start('/home', recorded({ '/home': ['https://evil.example/steal', 42] })).fetches).toEqual([])
      expect(odd.links.map((link) => link.href)).toContain('/assets/home.js') // the preloads still go in
    })

    it('starts the first read in its own task, the others and the preloads in the tasks after it (issue 21 goal 1)', () => {
      const { fetches, inScript, links } = start('/home', recorded({ '/home': ['ok/1', 'ok/2', 'ok/3'] }), ['en'])
      expect(inScript).toEqual({ fetches: 1, links: 0 })
      expect(fetches.map((fetch) => fetch.url)).toEqual([
        'https://app.example/api/v1/ok/1',
        'https://app.example/api/v1/ok/2',
        'https://app.example/api/v1/ok/3',
      ])
      expect(links.length).toBeGreaterThan(0)
    })

    it('starts nothing without a signed-in session or a record for this address', () => {
      const record = { [storedValueKeys.earlyReads]: { value: { '/home': ['ok/1'] }, expiresAt: null } }
      expect(start('/home', record).fetches).toEqual([])
      expect(start('/home', { ...record, [storedValueKeys.session]: { value: { jforce_token: 'tok-1' }, expiresAt: Date.now() - 1 } }).fetches).toEqual([])
      expect(start('/orders', recorded({ '/home': ['ok/1'] })).fetches).toEqual([])
      expect(start('/orders', recorded({ '/home': ['ok/1'] })).started).toBeUndefined()
    })
  })

  it('never throws: unreadable storage only means fewer preloads', () => {
    expect(() =>
      runInNewContext(bootScript(plan, '/assets/'), { document: {}, localStorage: null, location: { pathname: '/home' }, navigator: {} }),
    ).not.toThrow()
  })
})
