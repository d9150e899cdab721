import { createHash } from 'node:crypto'
import { posix } from 'node:path'
import { runInNewContext } from 'node:vm'
import type { Plugin, Rolldown } from 'vite'
import { catalogPartSymbol, commonPartsSlot, partOf } from '../src/i18n/catalog-parts.ts'

/**
 * Messages per chunk (issue 21). The compiled catalog of a language held every screen's messages
 * (724, 12–15 kB gzip) and every first load fetched and parsed it whole, for the 130–180 its screen
 * shows. This plugin splits each language's catalog by the chunks that reference each message:
 *
 * - the common part: the messages of the entry and of every chunk it imports statically, and of the
 *   chunks it imports as it starts (`start`): the first load of every page runs them. `activateLocale`
 *   loads it before the first render; its file name per language is written into the app where
 *   src/i18n/catalog-parts.ts leaves `commonPartsSlot`;
 * - a part per chunk, for the other chunks with messages of their own: `<chunk>.<locale>.js` beside
 *   it (`partOf`), and the chunk's first statement awaits it (`awaitPart`), so no code of the chunk
 *   runs, and nothing it renders shows, before its messages are there. The statement carries a
 *   digest of the chunk's parts, so a chunk's hash changes with its translations.
 *
 * Parts are ES modules shaped as Lingui's compiled catalogs (`export const messages=JSON.parse(…)`).
 * The whole catalogs stay in the build: the app's fallback for a part that cannot load. The boot
 * script (build/route-preload.ts) preloads the first screen's parts with its chunks (`output()`),
 * and the service worker precaches them as it does every script.
 */

/** A chunk of the bundle as the split sees it. */
export interface SplitChunk {
  readonly fileName: string
  readonly isEntry: boolean
  /** The chunks it imports statically. */
  readonly imports: readonly string[]
  /** Its code (the rendered code of its modules). */
  readonly code: string
}

export interface CatalogSplit {
  /** The messages of the entry and of what it imports statically. */
  readonly common: ReadonlySet<string>
  /** Per chunk outside the entry's static imports, its messages that are not common (chunks without any are left out). */
  readonly parts: ReadonlyMap<string, ReadonlySet<string>>
}

/** What the split wrote, for the boot script: the common part's file per language, and the chunks that have parts. */
export interface CatalogPartsOutput {
  readonly common: Readonly<Record<string, string>>
  readonly chunks: ReadonlySet<string>
}

/** The messages of a catalog compiled by @lingui/vite-plugin (`export const messages=JSON.parse("…")`), or null. */
export function compiledMessages(code: string): Record<string, unknown> | null {
  const literal = /export const messages\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code)?.[1]
  if (!literal) return null
  // A JavaScript string literal (Babel's escapes, not all of them JSON's): only a string can come of it.
  const messages: unknown = JSON.parse(String(runInNewContext(literal, Object.create(null), { timeout: 1000 })))
  return typeof messages === 'object' && messages !== null && !Array.isArray(messages) ? (messages as Record<string, unknown>) : null
}

/**
 * The catalog's message ids a chunk's code names: Lingui's macros compile every message to its id as a
 * string literal (`i18n._({ id: "Ab12Cd" })`, `<Trans id="Ab12Cd" />`, `msg` descriptors). Any quote, as
 * the minifier may change it; a literal that happens to equal an id only costs that message's bytes.
 */
export function messageIds(code: string, known: ReadonlySet<string>): Set<string> {
  const found = new Set<string>()
  for (const [, , text] of code.matchAll(/(["'`])([^"'`\\\s]{1,64})\1/g)) if (known.has(text!)) found.add(text!)
  return found
}

/** The chunks the entries import statically, and what those import. */
export function entryClosure(chunks: readonly Pick<SplitChunk, 'fileName' | 'isEntry' | 'imports'>[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    byFile.get(fileName)?.imports.forEach(visit)
  }
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName))
  return seen
}

export function splitCatalog(chunks: readonly SplitChunk[], known: ReadonlySet<string>): CatalogSplit {
  const entry = entryClosure(chunks)
  const common = new Set<string>()
  for (const chunk of chunks) if (entry.has(chunk.fileName)) messageIds(chunk.code, known).forEach((id) => common.add(id))
  const parts = new Map<string, Set<string>>()
  for (const chunk of chunks) {
    if (entry.has(chunk.fileName)) continue
    const own = new Set([...messageIds(chunk.code, known)].filter((id) => !common.has(id)))
    if (own.size > 0) parts.set(chunk.fileName, own)
  }
  return { common, parts }
}

/** A part's module: the chosen messages of a compiled catalog, in Lingui's own compiled shape. */
export function partSource(messages: Readonly<Record<string, unknown>>, ids: Iterable<string>): string {
  const picked = Object.fromEntries([...ids].sort().map((id) => [id, messages[id]]))
  return `export const messages=JSON.parse(${JSON.stringify(JSON.stringify(picked))});\n`
}

/** The statement a chunk with a part starts with (src/i18n/activate.ts answers it). */
export function awaitPart(version: string): string {
  return `await globalThis[Symbol.for(${JSON.stringify(catalogPartSymbol)})]?.(import.meta.url,${JSON.stringify(version)});\n`
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 8)

const slotLiteral = new RegExp(`(["'\`])${commonPartsSlot}\\1`, 'g')

interface Plan {
  /** Per chunk (preliminary file name): its part's source per language, and the statement it starts with. */
  readonly parts: Map<string, { readonly sources: Record<string, string>; readonly statement: string }>
  /** The common part per language: its file name and source. */
  readonly common: Record<string, { readonly name: string; readonly source: string }>
}

export function catalogParts(options: {
  /** How a catalog module's path names its language. */
  readonly catalog: RegExp
  /**
   * Modules the entry imports dynamically as it starts, on every page (the router, src/app/main.tsx): their chunks'
   * messages are common, as the entry's are, not a part their chunk would wait for.
   */
  readonly start?: RegExp
}): { plugin: Plugin; output: () => CatalogPartsOutput } {
  const catalogs = new Map<string, Record<string, unknown>>()
  let planned: { of: object; plan: Plan } | null = null
  /** The chunk the common part's names were written into (its preliminary file name). */
  let slotChunk: string | null = null
  let output: CatalogPartsOutput | null = null

  const isCatalog = (moduleIds: readonly string[]) => moduleIds.some((id) => options.catalog.test(id.split('?')[0] ?? id))

  const planFor = (rendered: Record<string, Rolldown.RenderedChunk>): Plan => {
    const locales = [...catalogs.keys()].sort()
    const known = new Set(locales.flatMap((locale) => Object.keys(catalogs.get(locale)!)))
    const chunks: SplitChunk[] = Object.values(rendered)
      .filter((chunk) => !isCatalog(chunk.moduleIds))
      .map((chunk) => ({
        fileName: chunk.fileName,
        isEntry: chunk.isEntry || chunk.moduleIds.some((id) => options.start?.test(id.split('?')[0] ?? id) === true),
        imports: chunk.imports,
        code: Object.values(chunk.modules)
          .map((module) => module.code ?? '')
          .join('\n'),
      }))
    const split = splitCatalog(chunks, known)
    const parts: Plan['parts'] = new Map()
    for (const [fileName, ids] of split.parts) {
      const sources = Object.fromEntries(locales.map((locale) => [locale, partSource(catalogs.get(locale)!, ids)]))
      parts.set(fileName, { sources, statement: awaitPart(digest(locales.map((locale) => sources[locale]).join('\n'))) })
    }
    const common = Object.fromEntries(
      locales.map((locale) => {
        const source = partSource(catalogs.get(locale)!, split.common)
        return [locale, { name: `messages.${locale}-${digest(source)}.js`, source }]
      }),
    )
    return { parts, common }
  }

  const plugin: Plugin = {
    name: 'catalog-parts',
    // The app's build only: the dev server and the tests load whole catalogs.
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
    transform: {
      // After @lingui/vite-plugin has compiled the .po file.
      order: 'post',
      handler(code, id) {
        const locale = options.catalog.exec(id.split('?')[0] ?? id)?.[1]
        if (!locale) return null
        const messages = compiledMessages(code)
        if (!messages) this.error(`catalog-parts: ${id} is not a compiled Lingui catalog`)
        catalogs.set(locale, messages)
        return null
      },
    },
    renderChunk(code, chunk, _, meta) {
      if (catalogs.size === 0) return null
      if (planned?.of !== meta.chunks) planned = { of: meta.chunks, plan: planFor(meta.chunks) }
      const { plan } = planned
      let out = code
      if (out.includes(commonPartsSlot)) {
        const files = Object.fromEntries(Object.entries(plan.common).map(([locale, part]) => [locale, part.name]))
        out = out.replace(slotLiteral, JSON.stringify(JSON.stringify(files)))
        slotChunk = chunk.fileName
      }
      const part = plan.parts.get(chunk.fileName)
      if (part) out = part.statement + out
      return out === code ? null : { code: out, map: null }
    },
    generateBundle(_, bundle) {
      if (!planned) return
      const { plan } = planned
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk')
      const holder = chunks.find((chunk) => chunk.preliminaryFileName === slotChunk)
      if (!holder) return this.error(`catalog-parts: no chunk holds ${commonPartsSlot} (src/i18n/catalog-parts.ts), so the app cannot find its common messages`)
      const folder = posix.dirname(holder.fileName)
      const common: Record<string, string> = {}
      for (const [locale, part] of Object.entries(plan.common)) {
        common[locale] = posix.join(folder, part.name)
        this.emitFile({ type: 'asset', fileName: common[locale], source: part.source })
      }
      const withParts = new Set<string>()
      for (const chunk of chunks) {
        const part = plan.parts.get(chunk.preliminaryFileName)
        if (!part) continue
        withParts.add(chunk.fileName)
        for (const [locale, source] of Object.entries(part.sources)) this.emitFile({ type: 'asset', fileName: partOf(chunk.fileName, locale), source })
      }
      output = { common, chunks: withParts }
    },
  }
  return {
    plugin,
    output: () => {
      if (!output) throw new Error('catalog-parts: the split has not run (its plugin must come before the boot script’s)')
      return output
    },
  }
}
