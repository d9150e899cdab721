import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { createCompiledCatalog } from '@lingui/cli/api'
import { build, type Plugin, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { commonPartsSlot, readCommonParts } from '../src/i18n/catalog-parts'
import { awaitPart, catalogParts, compiledMessages, entryClosure, messageIds, partSource, splitCatalog } from './catalog-parts'

describe('reading a compiled catalog', () => {
  it("gives the messages of @lingui/vite-plugin's output, escapes and all", () => {
    const source = { Ab12Cd: 'مرحبا `${x}` "q" \\ \u2028', Ef34Gh: '{n, plural, one {# order} other {# orders}}' }
    const { source: code } = createCompiledCatalog('ar', source, { namespace: 'es' })
    expect(compiledMessages(code as string)).toEqual({
      Ab12Cd: ['مرحبا `$', ['x'], '` "q" \\ \u2028'],
      Ef34Gh: [['n', 'plural', { one: ['#', ' order'], other: ['#', ' orders'] }]],
    })
    expect(compiledMessages('export const x = 1')).toBeNull()
  })

  it('a part reads back as the messages it was given, in the same shape', () => {
    const messages = { a: ['A'], b: ['B `x` "y"'], c: ['C'] }
    const part = partSource(messages, ['c', 'b'])
    expect(part).toMatch(/^export const messages=JSON\.parse\(/)
    expect(compiledMessages(part)).toEqual({ b: ['B `x` "y"'], c: ['C'] })
  })
})

describe('the messages a chunk names', () => {
  const known = new Set(['Ab12Cd', 'x+/9Zq', 'Short'])

  it('are the known ids in string literals of any quote, as the minifier writes them', () => {
    const code = 'e._({id:`Ab12Cd`});t.jsx(T,{id:"x+/9Zq"});const s=\'Short\''
    expect(messageIds(code, known)).toEqual(new Set(['Ab12Cd', 'x+/9Zq', 'Short']))
  })

  it('not an id that is only part of a longer string, or a name', () => {
    expect(messageIds('const Ab12Cd=1;"Ab12Cdx";`id Short`', known)).toEqual(new Set())
  })
})

describe('splitCatalog', () => {
  const known = new Set(['main', 'shell', 'home', 'both', 'dialog', 'routes'])
  const chunks = [
    { fileName: 'index.js', isEntry: true, imports: ['libs.js', 'routes.js'], code: '_({id:"main"})' },
    { fileName: 'routes.js', isEntry: false, imports: [], code: '_({id:"routes"})' },
    { fileName: 'libs.js', isEntry: false, imports: [], code: 'no messages' },
    { fileName: 'home.js', isEntry: false, imports: ['index.js', 'shared.js'], code: '_({id:"home"});_({id:"main"})' },
    { fileName: 'shared.js', isEntry: false, imports: [], code: '_({id:"both"})' },
    { fileName: 'dialog.js', isEntry: false, imports: ['shared.js'], code: '_({id:"dialog"});_({id:"both"})' },
    { fileName: 'plain.js', isEntry: false, imports: [], code: '"routes"' },
  ]

  it("puts the messages of the entry and its static imports in the common part, and each other chunk's own in its part", () => {
    expect(entryClosure(chunks)).toEqual(new Set(['index.js', 'libs.js', 'routes.js']))
    const { common, parts } = splitCatalog(chunks, known)
    expect(common).toEqual(new Set(['main', 'routes']))
    expect(parts).toEqual(
      new Map([
        ['home.js', new Set(['home'])],
        ['shared.js', new Set(['both'])],
        ['dialog.js', new Set(['dialog', 'both'])],
      ]),
    )
    // Only common messages: no part, nothing to wait for.
    expect(parts.has('plain.js')).toBe(false)
  })
})

describe('the statement a chunk starts with', () => {
  it("awaits the app's loader with the chunk's own URL, and says nothing when the app has none", () => {
    expect(awaitPart('v1')).toBe('await globalThis[Symbol.for("consultant.catalogPart")]?.(import.meta.url,"v1");\n')
  })
})

/**
 * The plugin in a real build of a small app: an entry with a common message and the language slot, a screen loaded
 * lazily with a message of its own and one it shares with a dialog it loads lazily, two languages.
 */
describe('catalogParts in a build', () => {
  const root = mkdtempSync(join(tmpdir(), 'catalog-parts-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(resolve(root, file, '..'), { recursive: true })
    writeFileSync(resolve(root, file), text)
  }
  const contract = resolve('src/i18n/catalog-parts.ts').replaceAll('\\', '/')
  write(
    'main.js',
    `import { commonPartsSlot } from ${JSON.stringify(contract)}
import { hello } from './common.js'
globalThis.app = [hello, commonPartsSlot, () => import('./locales/en/messages.po'), () => import('./locales/ar/messages.po'), () => import('./screen.js'), () => import('./other.js')]`,
  )
  write('common.js', 'export const hello = { id: "Hel1oA" }')
  write('other.js', 'export default { id: "0th3rs" }')
  write('shared.js', 'export const shared = { id: "Shar3d" }')
  write(
    'screen.js',
    'import { hello } from "./common.js"\nimport { shared } from "./shared.js"\nexport default [hello, shared, { id: "Scr33n" }, () => import("./dialog.js")]',
  )
  write('dialog.js', 'import { shared } from "./shared.js"\nexport default [shared, { id: "Dia10g" }]')
  const catalog = (locale: string, messages: Record<string, string>) =>
    write(`locales/${locale}/messages.po`, createCompiledCatalog(locale, messages, { namespace: 'es' }).source as string)

  /** What @lingui/vite-plugin does to a .po file, here its compiled text as written. */
  const po: Plugin = {
    name: 'test-po',
    transform: (code, id) => (id.endsWith('.po') ? { code, map: null, moduleType: 'js' } : null),
  }

  async function bundle(arabicScreen = 'الشاشة') {
    catalog('en', { Hel1oA: 'Hello', Shar3d: 'Shared', Scr33n: 'Screen', Dia10g: 'Dialog', '0th3rs': 'Other', Unus3d: 'Unused' })
    catalog('ar', { Hel1oA: 'مرحبا', Shar3d: 'مشترك', Scr33n: arabicScreen, Dia10g: 'حوار', '0th3rs': 'آخر', Unus3d: 'غير مستعمل' })
    const parts = catalogParts({ catalog: /[\\/]locales[\\/]([^\\/]+)[\\/]messages\.po$/ })
    const result = (await build({
      configFile: false,
      root,
      logLevel: 'silent',
      plugins: [po, parts.plugin],
      build: {
        write: false,
        minify: true,
        modulePreload: false,
        rolldownOptions: { input: resolve(root, 'main.js'), output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' } },
      },
    })) as Rolldown.RolldownOutput
    const files = new Map(result.output.map((item) => [item.fileName, item.type === 'chunk' ? item.code : String(item.source)]))
    const named = (pattern: RegExp) => [...files.keys()].filter((name) => pattern.test(name))
    const one = (pattern: RegExp) => {
      const found = named(pattern)
      expect(found, String(pattern)).toHaveLength(1)
      return found[0]!
    }
    return { files, named, one, output: parts.output() }
  }

  it('writes a common part per language and names it in the entry, in place of the slot', async () => {
    const { files, one, output } = await bundle()
    const entry = files.get(one(/^assets\/main-[\w-]+\.js$/))!
    expect(entry).not.toContain(commonPartsSlot)
    expect(entry).not.toContain('await globalThis')
    // The string literal the slot became, as the app reads it.
    const literal = /`[^`]*messages\.en-[^`]*`|"(?:[^"\\]|\\.)*messages\.en-(?:[^"\\]|\\.)*"/.exec(entry)?.[0] ?? '""'
    const names = readCommonParts(String(runInNewContext(literal)))
    expect(names).toEqual({ en: expect.stringMatching(/^messages\.en-[\w-]{8}\.js$/), ar: expect.stringMatching(/^messages\.ar-[\w-]{8}\.js$/) })
    expect(compiledMessages(files.get(`assets/${names!.ar}`)!)).toEqual({ Hel1oA: ['مرحبا'] })
    expect(compiledMessages(files.get(`assets/${names!.en}`)!)).toEqual({ Hel1oA: ['Hello'] })
    expect(output.common).toEqual({ en: `assets/${names!.en}`, ar: `assets/${names!.ar}` })
  })

  it('gives each lazy chunk its own messages beside it, which it awaits before its code runs; never an unused message', async () => {
    const { files, one, named, output } = await bundle()
    const screen = one(/^assets\/screen-[\w-]+\.js$/)
    const dialog = one(/^assets\/dialog-[\w-]+\.js$/)
    for (const chunk of [screen, dialog])
      expect(files.get(chunk)).toMatch(/^await globalThis\[Symbol\.for\(["'`]consultant\.catalogPart["'`]\)\]\?\.\(import\.meta\.url,/)
    const ownOf = (chunk: string, locale: string) => compiledMessages(files.get(chunk.replace(/\.js$/, `.${locale}.js`)) ?? '')
    // The shared module went to one chunk or the other: its message is wherever it went.
    const screenAr = ownOf(screen, 'ar')!
    const dialogAr = ownOf(dialog, 'ar')!
    expect({ ...screenAr, ...dialogAr }).toEqual({ Scr33n: ['الشاشة'], Shar3d: ['مشترك'], Dia10g: ['حوار'] })
    expect(screenAr.Scr33n).toEqual(['الشاشة'])
    expect(dialogAr.Dia10g).toEqual(['حوار'])
    expect(ownOf(screen, 'en')!.Scr33n).toEqual(['Screen'])
    const partFiles = named(/(\.(en|ar)\.js|^assets\/messages\.(en|ar)-[\w-]+\.js)$/)
    // Two common parts, and a part per lazy chunk with messages (the shared module went into one of them).
    expect(partFiles).toHaveLength(2 + 2 * named(/^assets\/(screen|dialog|shared|other)-[\w-]+\.js$/).length)
    expect(partFiles.filter((part) => 'Unus3d' in (compiledMessages(files.get(part)!) ?? {}))).toEqual([])
    expect(output.chunks).toEqual(new Set(named(/^assets\/(screen|dialog|shared|other)-[\w-]+\.js$/)))
    expect(output.chunks.has(screen)).toBe(true)
  })

  it("changes a chunk's name when only its translations change (cached forever under that name), and no other's", async () => {
    const first = await bundle()
    const second = await bundle('شاشة أخرى')
    const screenOf = (run: typeof first) => run.one(/^assets\/screen-[\w-]+\.js$/)
    // A chunk that neither imports the screen nor has it changed keeps its name (the screen's importers change with it).
    const otherOf = (run: typeof first) => run.one(/^assets\/other-[\w-]+\.js$/)
    expect(screenOf(second)).not.toBe(screenOf(first))
    expect(otherOf(second)).toBe(otherOf(first))
    expect(second.files.get(otherOf(second).replace(/\.js$/, '.ar.js'))).toBe(first.files.get(otherOf(first).replace(/\.js$/, '.ar.js')))
    expect(compiledMessages(second.files.get(screenOf(second).replace(/\.js$/, '.ar.js'))!)?.Scr33n).toEqual(['شاشة أخرى'])
  })
})
