import { setupI18n, type Messages } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { createMessageLoader, type MessageSources } from './activate'
import { catalogPartSymbol, commonPartsSlot, partOf, readCommonParts } from './catalog-parts'

/** A message as Lingui compiles it. */
const m = (text: string) => [text]

/** Two languages split as the build splits them: a common part, and a part for each of two chunks. */
const files: Record<string, Messages> = {
  'https://app.test/assets/messages.en-1.js': { hello: m('Hello') },
  'https://app.test/assets/messages.fr-1.js': { hello: m('Bonjour') },
  'https://app.test/assets/home-1.en.js': { home: m('Home') },
  'https://app.test/assets/home-1.fr.js': { home: m('Accueil') },
  'https://app.test/assets/orders-1.en.js': { orders: m('Orders') },
  'https://app.test/assets/orders-1.fr.js': { orders: m('Commandes') },
}
const whole: Record<string, Messages> = {
  en: { hello: m('Hello'), home: m('Home'), orders: m('Orders') },
  fr: { hello: m('Bonjour'), home: m('Accueil'), orders: m('Commandes') },
}
const home = 'https://app.test/assets/home-1.js'
const orders = 'https://app.test/assets/orders-1.js'

/** A loader on its own Lingui, with what it fetched; `hold` keeps a file's answer until released, `fail` refuses it. */
function setup(options: { split?: boolean; fail?: (url: string) => boolean } = {}) {
  const i18n = setupI18n()
  const fetched: string[] = []
  const held = new Map<string, () => void>()
  const holding = new Set<string>()
  const missing: string[] = []
  const answer = async <T>(key: string, value: () => T): Promise<T> => {
    fetched.push(key)
    if (holding.has(key)) await new Promise<void>((release) => held.set(key, release))
    if (options.fail?.(key)) throw new TypeError(`Failed to fetch dynamically imported module: ${key}`)
    return value()
  }
  const sources: MessageSources = {
    whole: (locale) => answer(`whole:${locale}`, () => whole[locale]!),
    part: (url) => answer(url, () => files[url]),
    common: options.split === false ? null : { en: 'https://app.test/assets/messages.en-1.js', fr: 'https://app.test/assets/messages.fr-1.js' },
    locales: (locale) => [`${locale}-u-nu-latn`],
    missing: (id, locale) => missing.push(`${locale}:${id}`),
  }
  const loader = createMessageLoader(i18n, sources)
  let changes = 0
  i18n.on('change', () => (changes += 1))
  return {
    i18n,
    loader,
    fetched,
    missing,
    changes: () => changes,
    hold: (key: string) => holding.add(key),
    release: (key: string) => {
      holding.delete(key)
      held.get(key)?.()
    },
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the messages of a language, per chunk', () => {
  it('starts with the common part only, and a chunk brings its own part before its code runs', async () => {
    const { i18n, loader, fetched } = setup()
    await loader.activate('en')
    expect(fetched).toEqual(['https://app.test/assets/messages.en-1.js'])
    expect(i18n.locale).toBe('en')
    expect(i18n.locales).toEqual(['en-u-nu-latn'])
    expect(i18n._('hello')).toBe('Hello')
    await loader.need(home)
    expect(fetched).toEqual(['https://app.test/assets/messages.en-1.js', 'https://app.test/assets/home-1.en.js'])
    expect(i18n._('home')).toBe('Home')
    // Not the other chunk's, nor the whole catalog.
    expect(i18n.messages.orders).toBeUndefined()
  })

  it('adds a part to what Lingui reads without re-rendering the screen (no change event), and fetches each part once', async () => {
    const { i18n, loader, fetched, changes } = setup()
    await loader.activate('en')
    const afterActivation = changes()
    await Promise.all([loader.need(home), loader.need(home)])
    await loader.need(home)
    expect(i18n._('home')).toBe('Home')
    expect(changes()).toBe(afterActivation)
    expect(fetched.filter((url) => url.endsWith('home-1.en.js'))).toHaveLength(1)
  })

  it('a chunk that asks before the language is active has its part loaded with the common one', async () => {
    const { i18n, loader } = setup()
    await loader.need(home)
    await loader.activate('fr')
    expect(i18n._('home')).toBe('Accueil')
    expect(i18n._('hello')).toBe('Bonjour')
  })

  it('loads the whole catalog when the build did not split it (development, tests)', async () => {
    const { i18n, loader, fetched } = setup({ split: false })
    await loader.activate('fr')
    await loader.need(home)
    expect(fetched).toEqual(['whole:fr'])
    expect(i18n._('orders')).toBe('Commandes')
  })

  it('a part that cannot load brings the whole catalog, once; then no part is asked for', async () => {
    const { i18n, loader, fetched } = setup({ fail: (url) => url.endsWith('home-1.en.js') })
    await loader.activate('en')
    await loader.need(home)
    expect(i18n._('home')).toBe('Home')
    await loader.need(orders)
    expect(fetched).toEqual(['https://app.test/assets/messages.en-1.js', 'https://app.test/assets/home-1.en.js', 'whole:en'])
    expect(i18n._('orders')).toBe('Orders')
  })

  it('a part that is not a catalog brings the whole catalog too', async () => {
    const { i18n, loader, fetched } = setup()
    files['https://app.test/assets/bad-1.en.js'] = 'not messages' as unknown as Messages
    await loader.activate('en')
    await loader.need('https://app.test/assets/bad-1.js')
    expect(fetched).toContain('whole:en')
    expect(i18n._('orders')).toBe('Orders')
  })

  it("fails the chunk when neither its part nor the whole catalog can load (the route's error view offers Reload), and tries again next time", async () => {
    let offline = true
    const { i18n, loader } = setup({ fail: (url) => offline && (url.endsWith('home-1.en.js') || url === 'whole:en') })
    await loader.activate('en')
    await expect(loader.need(home)).rejects.toThrow(/Failed to fetch/)
    offline = false
    await loader.need(home)
    expect(i18n._('home')).toBe('Home')
  })

  it('a start whose messages cannot load fails (index.html shows its message), and may be started again', async () => {
    let offline = true
    const { i18n, loader } = setup({ fail: () => offline })
    await expect(loader.activate('en')).rejects.toThrow()
    expect(loader.locale()).toBeNull()
    offline = false
    await loader.activate('en')
    expect(i18n._('hello')).toBe('Hello')
  })
})

describe('switching the language', () => {
  it('loads the common part and the part of every chunk loaded so far in the new language before switching: no message is ever shown as its id', async () => {
    const { i18n, loader, fetched, hold, release } = setup()
    await loader.activate('en')
    await loader.need(home)
    await loader.need(orders)
    hold('https://app.test/assets/orders-1.fr.js')
    const switching = loader.activate('fr')
    await settle()
    // Still English while the last part is on its way: every message the screen shows is there.
    expect(i18n.locale).toBe('en')
    expect(i18n._('orders')).toBe('Orders')
    release('https://app.test/assets/orders-1.fr.js')
    await switching
    expect(i18n.locale).toBe('fr')
    expect([i18n._('hello'), i18n._('home'), i18n._('orders')]).toEqual(['Bonjour', 'Accueil', 'Commandes'])
    expect(fetched.filter((url) => url.includes('.fr'))).toEqual([
      'https://app.test/assets/messages.fr-1.js',
      'https://app.test/assets/home-1.fr.js',
      'https://app.test/assets/orders-1.fr.js',
    ])
  })

  it('a chunk loaded during the switch gets its part in both languages, and the switch waits for it', async () => {
    const { i18n, loader, fetched, hold, release } = setup()
    await loader.activate('en')
    hold('https://app.test/assets/messages.fr-1.js')
    const switching = loader.activate('fr')
    await settle()
    // The chunk's code runs in English, now: it waits for its English part only.
    hold('https://app.test/assets/orders-1.fr.js')
    await loader.need(orders)
    expect(i18n._('orders')).toBe('Orders')
    expect(fetched).toContain('https://app.test/assets/orders-1.fr.js')
    release('https://app.test/assets/messages.fr-1.js')
    await settle()
    expect(i18n.locale).toBe('en')
    release('https://app.test/assets/orders-1.fr.js')
    await switching
    expect(i18n._('orders')).toBe('Commandes')
  })

  it('a switch that cannot load keeps the language in use, and its language is not loaded for later chunks', async () => {
    const { i18n, loader, fetched } = setup({ fail: (url) => url.includes('.fr') || url === 'whole:fr' })
    await loader.activate('en')
    await expect(loader.activate('fr')).rejects.toThrow()
    expect(i18n.locale).toBe('en')
    expect(loader.locale()).toBe('en')
    await loader.need(home)
    expect(fetched.at(-1)).toBe('https://app.test/assets/home-1.en.js')
    expect(i18n._('home')).toBe('Home')
  })
})

describe('a message missing from the parts (a bug of the split)', () => {
  it('is reported, and the whole catalog replaces the parts, the screen re-rendered', async () => {
    const { i18n, loader, missing, fetched, changes } = setup()
    await loader.activate('en')
    const before = changes()
    expect(i18n._('orders')).toBe('orders')
    i18n._('orders')
    await settle()
    expect(missing).toEqual(['en:orders'])
    expect(fetched.filter((url) => url === 'whole:en')).toHaveLength(1)
    expect(i18n._('orders')).toBe('Orders')
    expect(changes()).toBeGreaterThan(before)
  })

  it('is not looked for where the build did not split the catalog', async () => {
    const { i18n, loader, missing } = setup({ split: false })
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    await loader.activate('en')
    i18n._('nothing-of-ours')
    await settle()
    expect(missing).toEqual([])
  })
})

describe('the contract with the build (src/i18n/catalog-parts.ts)', () => {
  it("names a chunk's part beside it", () => {
    expect(partOf('https://app.test/assets/home-Ab12_-.js', 'ar')).toBe('https://app.test/assets/home-Ab12_-.ar.js')
    expect(partOf('assets/-sales-route-x.js', 'fr')).toBe('assets/-sales-route-x.fr.js')
  })

  it('reads the common parts the build wrote, and nothing else: the slot left as it is, another shape, a path out of the folder', () => {
    expect(readCommonParts('{"en":"messages.en-Ab12.js","ar":"messages.ar-Cd34.js"}')).toEqual({ en: 'messages.en-Ab12.js', ar: 'messages.ar-Cd34.js' })
    expect(readCommonParts(commonPartsSlot)).toBeNull()
    for (const bad of ['[]', '{}', 'null', '{"en":3}', '{"en":"../x.js"}', '{"en":"https://evil.example/x.js"}', '{"en":"messages.en.css"}']) {
      expect(readCommonParts(bad), bad).toBeNull()
    }
  })

  it('answers the chunks under the symbol they await, for our own scripts only', async () => {
    const need = (globalThis as Record<symbol, unknown>)[Symbol.for(catalogPartSymbol)] as (url: unknown) => Promise<void> | undefined
    expect(typeof need).toBe('function')
    expect(need('https://elsewhere.example/assets/x.js')).toBeUndefined()
    expect(need(42)).toBeUndefined()
    expect(need(new URL('./not-a-script.css', import.meta.url).href)).toBeUndefined()
  })
})
