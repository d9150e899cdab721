import { i18n, type I18n, type Messages } from '@lingui/core'
import { toFailure } from '../api/errors'
import { manifestFileOf } from '../config/app-manifest'
import type { Locale } from '../config/country'
import { catalogPartSymbol, commonPartsSlot, partOf, readCommonParts, routeMessagesSymbol } from './catalog-parts'
import { intlLocalesOf } from './digits'
import { directionOf } from './locale'

/** Where a language's messages come from. */
export interface MessageSources {
  /** The whole compiled catalog: the only source in development and tests, the fallback of a part that failed. */
  whole(locale: Locale): Promise<Messages>
  /** A part's messages, by URL (a module the build wrote, build/catalog-parts.ts). */
  part(url: string): Promise<unknown>
  /** The common part's URL per language; null when the build did not split the catalog. */
  readonly common: Readonly<Partial<Record<Locale, string>>> | null
  /** Lingui's Intl locales for a language (its digits). */
  locales(locale: Locale): string[]
  /** A message was missing from the parts loaded: a bug of the split, reported; the whole catalog replaces them. */
  missing?(id: string, locale: Locale): void
}

export interface MessageLoader {
  /** Loads the language's common part and the parts of every chunk that asked for one, then switches Lingui to it. */
  activate(locale: Locale): Promise<void>
  /** A chunk's first statement: its part in the active language (and in the one being switched to). */
  need(chunkUrl: string): Promise<void>
  /** The language in use, or the one starting (null before the first `activate`). */
  locale(): Locale | null
}

const isMessages = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Messages per chunk (src/i18n/catalog-parts.ts). One object per language is handed to Lingui once
 * (`loadAndActivate`), and later parts are merged into it: Lingui reads it on every lookup, and adding
 * messages that no rendered component uses yet needs no re-render (`i18n.load` would re-render every
 * message on the screen for each part). Any part that cannot load, or has no file, brings the whole
 * catalog instead; a message still missing (a bug of the split) does too, and the screen re-renders.
 */
export function createMessageLoader(lingui: I18n, sources: MessageSources): MessageLoader {
  const stores = new Map<Locale, Messages>()
  const loads = new Map<string, Promise<void>>()
  const whole = new Set<Locale>()
  const chunks = new Set<string>()
  /** The language in use, or the one starting; and the one a switch is loading. */
  let primary: Locale | null = null
  let target: Locale | null = null

  const store = (locale: Locale) => {
    let messages = stores.get(locale)
    if (!messages) stores.set(locale, (messages = {}))
    return messages
  }
  /** Each file once; one that failed may be tried again. */
  const once = (key: string, run: () => Promise<void>) => {
    let loading = loads.get(key)
    if (!loading) {
      loading = run()
      loads.set(key, loading)
      loading.catch(() => loads.delete(key))
    }
    return loading
  }
  const loadWhole = (locale: Locale) =>
    once(`whole:${locale}`, async () => {
      Object.assign(store(locale), await sources.whole(locale))
      whole.add(locale)
    })
  const loadPart = (locale: Locale, url: string | undefined): Promise<void> => {
    if (whole.has(locale)) return Promise.resolve()
    if (!url) return loadWhole(locale)
    return once(url, async () => {
      let messages: unknown
      try {
        messages = await sources.part(url)
      } catch {
        return loadWhole(locale)
      }
      if (!isMessages(messages)) return loadWhole(locale)
      Object.assign(store(locale), messages)
    })
  }
  const partsOf = (locale: Locale) => [...chunks].map((chunk) => loadPart(locale, partOf(chunk, locale)))

  if (sources.common) {
    lingui.on('missing', ({ id, locale }) => {
      const language = locale as Locale
      if (whole.has(language) || loads.has(`whole:${language}`)) return
      sources.missing?.(id, language)
      loadWhole(language).then(
        () => lingui.locale === language && lingui.activate(language, sources.locales(language)),
        () => {},
      )
    })
  }

  return {
    async activate(locale) {
      const starting = primary === null
      if (starting) primary = locale
      else target = locale
      try {
        await loadPart(locale, sources.common?.[locale])
        // Chunks that ask for their part while these load need it in this language too.
        for (let count = -1; count !== chunks.size;) {
          count = chunks.size
          await Promise.all(partsOf(locale))
        }
      } catch (error) {
        if (starting) primary = null
        target = null
        throw error
      }
      lingui.loadAndActivate({ locale, locales: sources.locales(locale), messages: store(locale) })
      primary = locale
      target = null
    },
    async need(chunkUrl) {
      chunks.add(chunkUrl)
      // The language being switched to is loaded by the switch itself if this fails: a chunk does not fail for it.
      if (target && target !== primary) loadPart(target, partOf(chunkUrl, target)).catch(() => {})
      if (primary) await loadPart(primary, partOf(chunkUrl, primary))
    },
    locale: () => primary,
  }
}

const base = import.meta.url
const common = readCommonParts(commonPartsSlot)

const loader = createMessageLoader(i18n, {
  whole: async (locale) => (await import(`../locales/${locale}/messages.po`)).messages,
  part: async (url) => ((await import(/* @vite-ignore */ url)) as { messages?: unknown }).messages,
  common: common && Object.fromEntries(Object.entries(common).map(([locale, file]) => [locale, new URL(file, base).href])),
  // Lingui's own formatting (the plurals' `#`) writes the language's digits too (src/i18n/digits.ts).
  locales: intlLocalesOf,
  missing: (id, locale) => void toFailure(new Error(`catalog: message ${id} (${locale}) was in no part loaded`), 'catalog'),
})

// What the built chunks await (build/catalog-parts.ts): only our own files, by their URL.
;(globalThis as Record<symbol, unknown>)[Symbol.for(catalogPartSymbol)] = (chunkUrl: unknown) => {
  if (typeof chunkUrl !== 'string' || !/\.js$/.test(chunkUrl) || new URL(chunkUrl, base).origin !== new URL(base).origin) return undefined
  return loader.need(chunkUrl)
}

/**
 * Loads the messages of `locale` (only that language's: the common part and the parts of the chunks
 * already loaded, or the whole catalog where the build did not split it), then switches Lingui and
 * `<html lang dir>` to it. Chakra follows through the root's LocaleProvider, numbers,
 * money and dates through `formattersFor(i18n.locale, …, digitsFor(i18n.locale))` (Intl, which reads the locale per call).
 * The installed app's manifest follows too: its names and shortcuts in that language (build/app-manifests.ts).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await loader.activate(locale)
  const html = document.documentElement
  html.lang = locale
  html.dir = directionOf(locale)
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `${import.meta.env.BASE_URL}${manifestFileOf(locale)}`)
}

/**
 * The language the app is in, or the one it is starting in while its messages are on their way (Lingui's
 * `i18n.locale` is still empty then, and the first screen's loaders already run); null before the start.
 */
export const localeInUse = (): Locale | null => loader.locale()

/**
 * A navigation starts: the boot script (build/route-preload.ts) preloads the parts of the route's chunks
 * in the language in use, beside the chunks themselves, so that they are there when the chunks ask.
 */
export function preloadRouteMessages(pathname: string): void {
  const preload: unknown = (globalThis as Record<symbol, unknown>)[Symbol.for(routeMessagesSymbol)]
  const locale = loader.locale()
  if (typeof preload === 'function' && locale) preload(pathname, locale)
}
