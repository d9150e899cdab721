import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import type { Page } from '@playwright/test'
import { partOf } from '../../src/i18n/catalog-parts'
import { signInAs } from './support/sign-in'
import { expect, test } from './support/test'

/**
 * Messages per screen (issue 21): the build splits each language's catalog into a common part and a part per chunk
 * (build/catalog-parts.ts); a cold load fetches the common part and its screen's parts, a navigation the parts of
 * the chunks it loads, a language switch the parts of every chunk loaded so far. A message never shows its id.
 *
 * The first tests read the build (dist/, or APP_ROOT) the others run against; the browser tests look for any
 * message id in the page's text at any moment (a MutationObserver from the first script on), not only at the end.
 */

const assets = join(process.env.APP_ROOT ?? 'dist', 'assets')
const locales = ['en', 'fr', 'ar'] as const
const read = (file: string) => readFileSync(join(assets, file), 'utf8')
const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'))

/** The messages of a compiled catalog module, whole or a part (`…JSON.parse(<string literal>)…`). */
function messagesIn(file: string): Record<string, unknown> {
  const code = read(file)
  const literal = /JSON\.parse\((`(?:[^`\\]|\\.)*`|"(?:[^"\\]|\\.)*")\)/.exec(code)?.[1]
  if (!literal) throw new Error(`${file} holds no compiled messages`)
  return JSON.parse(String(runInNewContext(literal))) as Record<string, unknown>
}

const isPart = (file: string) => /\.(en|fr|ar)\.js$/.test(file) || /^messages\.(en|fr|ar)-/.test(file)
/** Lingui's whole compiled catalogs (`messages-<hash>.js`), the fallback. */
const wholeFiles = scripts.filter((file) => /^messages-[\w-]+\.js$/.test(file))
const chunkFiles = scripts.filter((file) => !isPart(file) && !wholeFiles.includes(file) && !file.startsWith('boot-'))
const commonOf = (locale: string) => scripts.find((file) => file.startsWith(`messages.${locale}-`))
const known = new Set(wholeFiles.flatMap((file) => Object.keys(messagesIn(file))))
/** The catalog's ids a chunk names (Lingui's macros compile each message to its id, a string literal). */
const idsIn = (code: string) => [...code.matchAll(/(["'`])([^"'`\\\s]{1,64})\1/g)].map((match) => match[2]!).filter((id) => known.has(id))
const importsOf = (file: string) => [...read(file).matchAll(/import\s*(?:[\w${}\s,*]*?from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)].map((match) => match[1]!)

/** The boot script's plan (build/route-preload.ts). */
function bootPlan(): { files: string[]; parts: number[][]; routes: [string, number[], 0 | 1][]; catalogs: Record<string, number[]>; withParts: number[] } {
  const boot = read(scripts.find((file) => file.startsWith('boot-'))!)
  const start = boot.indexOf('var P=') + 6
  let depth = 0
  let end = start
  for (; end < boot.length; end++) {
    if (boot[end] === '{') depth++
    if (boot[end] === '}' && --depth === 0) break
  }
  return JSON.parse(boot.slice(start, end + 1))
}

/** Arabic of an English source message (src/locales/ar/messages.po). */
function arabic(english: string): string {
  const po = readFileSync('src/locales/ar/messages.po', 'utf8')
  const found = new RegExp(`^msgid ${JSON.stringify(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nmsgstr "(.*)"`, 'm').exec(po)?.[1]
  if (!found) throw new Error(`No Arabic for ${english}`)
  return found
}

test.describe('the build', () => {
  test('splits every language: a common part the entry names, parts beside chunks, each a translation of the whole catalog', () => {
    expect(wholeFiles).toHaveLength(3)
    expect(known.size).toBeGreaterThan(500)
    const whole = wholeFiles.map(messagesIn)
    for (const locale of locales) {
      const common = commonOf(locale)
      expect(common, locale).toBeTruthy()
      const entry = chunkFiles.filter((file) => read(file).includes(common!))
      expect(entry, `the chunk that names ${common}`).toHaveLength(1)
      // Every part of this language is the whole catalog's text for its ids, in the language's whole catalog.
      const parts = scripts.filter((file) => file.endsWith(`.${locale}.js`) || file === common)
      const all = Object.assign({}, ...parts.map(messagesIn)) as Record<string, unknown>
      const source = whole.find((catalog) => Object.entries(messagesIn(common!)).every(([id, text]) => JSON.stringify(catalog[id]) === JSON.stringify(text)))
      expect(source, `the whole ${locale} catalog`).toBeTruthy()
      for (const [id, text] of Object.entries(all)) expect(JSON.stringify(text), `${locale} ${id}`).toBe(JSON.stringify(source![id]))
    }
    for (const chunk of chunkFiles.filter((file) => existsSync(join(assets, partOf(file, 'en'))))) {
      for (const locale of locales) expect(existsSync(join(assets, partOf(chunk, locale))), partOf(chunk, locale)).toBe(true)
      expect(Object.keys(messagesIn(partOf(chunk, 'ar'))).sort()).toEqual(Object.keys(messagesIn(partOf(chunk, 'en'))).sort())
    }
  })

  test('every message a chunk names is in the common part or in the parts it awaits (its own and its static imports’), in every language', () => {
    let checked = 0
    for (const chunk of chunkFiles) {
      const ids = idsIn(read(chunk))
      if (ids.length === 0) continue
      checked++
      const hasPart = existsSync(join(assets, partOf(chunk, 'en')))
      // A chunk with a part waits for it before its first line runs (after Vite's list of a dynamic import's files).
      if (hasPart)
        expect(read(chunk), chunk).toMatch(
          /^(const __vite__mapDeps=[^\n]*\n)?await globalThis\[Symbol\.for\(["'`]consultant\.catalogPart["'`]\)\]\?\.\(import\.meta\.url,/,
        )
      for (const locale of locales) {
        const got = new Set(Object.keys(messagesIn(commonOf(locale)!)))
        const seen = new Set<string>()
        const visit = (file: string) => {
          if (seen.has(file)) return
          seen.add(file)
          if (existsSync(join(assets, partOf(file, locale)))) Object.keys(messagesIn(partOf(file, locale))).forEach((id) => got.add(id))
          importsOf(file).forEach(visit)
        }
        visit(chunk)
        expect(
          ids.filter((id) => !got.has(id)),
          `${chunk} in ${locale}`,
        ).toEqual([])
      }
    }
    expect(checked).toBeGreaterThan(40)
  })

  test("the router's chunk: the page preloads it, the entry imports it only dynamically (its evaluation a task of its own), its messages are common", () => {
    const router = chunkFiles.filter((file) => file.startsWith('router-'))
    expect(router).toHaveLength(1)
    const [file] = router as [string]
    // index.html's start script (build/prerender.ts) adds its modulepreload beside the entry's static imports'.
    const html = readFileSync(join(assets, '..', 'index.html'), 'utf8')
    expect(/"preload":\[[^\]]*\]/.exec(html)?.[0]).toContain(`/assets/${file}`)
    const entry = chunkFiles.find((chunk) => read(chunk).includes(commonOf('en')!))!
    expect(importsOf(entry)).not.toContain(file)
    expect(read(entry)).toMatch(new RegExp(`import\\((["'\`])\\./${file.replace(/[.-]/g, '\\$&')}\\1\\)`))
    // No part of its own to wait for: the route tree's messages (the screens' titles) come with the common part.
    expect(existsSync(join(assets, partOf(file, 'en')))).toBe(false)
    const ids = idsIn(read(file))
    expect(ids.length).toBeGreaterThan(10)
    for (const locale of locales) {
      const common = new Set(Object.keys(messagesIn(commonOf(locale)!)))
      expect(
        ids.filter((id) => !common.has(id)),
        locale,
      ).toEqual([])
    }
  })

  test("the boot script preloads the language's common part and the parts of the first screen's chunks", () => {
    const plan = bootPlan()
    for (const locale of locales) expect(plan.catalogs[locale]?.map((index) => `${plan.files[index]}.js`)).toEqual([commonOf(locale)])
    for (const path of ['/home', '/commissions', '/orders']) {
      const route = plan.routes.find(([pattern]) => new RegExp(pattern).test(path))
      const files = route![1].flatMap((part) => plan.parts[part]!)
      const preloaded = files.filter((index) => plan.withParts.includes(index)).map((index) => `${plan.files[index]}.js`)
      const withParts = files.map((index) => `${plan.files[index]}.js`).filter((file) => existsSync(join(assets, partOf(file, 'ar'))))
      expect(preloaded.length, path).toBeGreaterThan(0)
      expect(preloaded.sort(), path).toEqual(withParts.sort())
    }
  })

  test('the service worker precaches every part, for the installed app offline, and not the whole catalogs', () => {
    const worker = readFileSync(join(assets, '..', 'sw.js'), 'utf8')
    const parts = scripts.filter(isPart)
    expect(parts.length).toBeGreaterThan(100)
    expect(parts.filter((part) => !worker.includes(`assets/${part}`))).toEqual([])
    // Not the whole catalogs: only the parts' fallback, from the network.
    expect(wholeFiles.filter((file) => worker.includes(`assets/${file}`))).toEqual([])
  })
})

/**
 * Records, from the first script on, every message id that shows in the page's text or in a label at any moment,
 * and every script the page asks for.
 */
async function watch(page: Page) {
  const requested: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/assets/')) requested.push(url.pathname.slice('/assets/'.length))
  })
  await page.addInitScript(
    (ids: string[]) => {
      const catalog = new Set(ids)
      const seen: string[] = []
      ;(window as unknown as { messageIdsSeen: string[] }).messageIdsSeen = seen
      const look = (text: string | null | undefined) => {
        for (const [token] of (text ?? '').matchAll(/(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{6}(?![A-Za-z0-9+/])/g)) if (catalog.has(token)) seen.push(token)
      }
      const labels = (element: Element) => ['aria-label', 'title', 'placeholder', 'alt'].forEach((name) => look(element.getAttribute(name)))
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'characterData') look(record.target.textContent)
          if (record.type === 'attributes' && record.target instanceof Element) labels(record.target)
          record.addedNodes.forEach((node) => {
            look(node.textContent)
            if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(labels)
          })
        }
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-label', 'title', 'placeholder', 'alt'],
      })
    },
    [...known],
  )
  const seen = () => page.evaluate(() => (window as unknown as { messageIdsSeen?: string[] }).messageIdsSeen ?? [])
  return { requested, seen }
}

/** The parts of a route's chunks in a language, as the build wrote them (the boot script's plan). */
function routeParts(path: string, locale: string): string[] {
  const plan = bootPlan()
  const route = plan.routes.find(([pattern]) => new RegExp(pattern).test(path))!
  return route[1].flatMap((part) => plan.parts[part]!).flatMap((index) => (plan.withParts.includes(index) ? [`${plan.files[index]}.${locale}.js`] : []))
}

/** Signs in the Arabic persona with Arabic picked on the intro (as an Arabic reader's app is from the first screen on). */
async function signInArabic(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await signInAs(page, 'arabic')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
}

test.describe('in the browser', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  for (const [path, title] of [
    ['/home', 'Home'],
    ['/commissions', 'Commissions'],
    ['/orders', 'Orders'],
  ] as const) {
    test(`a cold load of ${path} in Arabic fetches the common part and its screen's parts, no whole catalog, and shows Arabic with no message id`, async ({
      page,
    }) => {
      await signInArabic(page)
      const { requested, seen } = await watch(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic(title))
      await page.waitForLoadState('networkidle')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
      expect(await page.locator('main').innerText()).toMatch(/[\u0600-\u06FF]{3}/)
      expect(await seen()).toEqual([])
      expect(requested).toContain(commonOf('ar'))
      const parts = routeParts(path, 'ar')
      expect(parts.length).toBeGreaterThan(0)
      expect(parts.filter((part) => !requested.includes(part))).toEqual([])
      expect(requested.filter((file) => wholeFiles.includes(file) || /\.(en|fr)\.js$/.test(file) || /^messages\.(en|fr)-/.test(file))).toEqual([])
    })
  }

  test('a navigation brings the parts of the chunks it loads with them, in the language in use', async ({ page }) => {
    await signInArabic(page)
    const { requested, seen } = await watch(page)
    await page.goto('/home')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic('Home'))
    await page.waitForLoadState('networkidle')
    const before = requested.length
    // The screen's scripts take their time: its messages are asked for beside them (the boot script's preload when the
    // navigation starts), not once they have arrived and run.
    const times = { firstPart: Infinity, firstScript: Infinity }
    page.on('request', (request) => {
      if (/\/assets\/.*\.ar\.js$/.test(request.url())) times.firstPart = Math.min(times.firstPart, Date.now())
    })
    await page.route(/\/assets\/(?!.*\.(en|fr|ar)\.js$)(?!messages)[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000))
      times.firstScript = Math.min(times.firstScript, Date.now())
      await route.continue()
    })
    await page
      .getByRole('navigation')
      .getByRole('link', { name: arabic('Orders'), exact: true })
      .click()
    await expect(page).toHaveURL(/\/orders$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic('Orders'))
    await page.waitForLoadState('networkidle')
    const later = requested.slice(before)
    expect(later.filter((file) => /\.ar\.js$/.test(file)).length).toBeGreaterThan(0)
    expect(times.firstPart).toBeLessThan(times.firstScript)
    expect(later.filter((file) => wholeFiles.includes(file) || /\.(en|fr)\.js$/.test(file))).toEqual([])
    expect(await seen()).toEqual([])
  })

  test("a language switch loads the new language's parts of every chunk loaded so far before switching, then later screens come in it", async ({ page }) => {
    await signInArabic(page)
    const { requested, seen } = await watch(page)
    await page.goto('/orders')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic('Orders'))
    await page
      .getByRole('navigation')
      .getByRole('link', { name: arabic('Account'), exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic('You'))
    await page.waitForLoadState('networkidle')
    // The gateway's personas are shared by the run: the preferred language is saved here, not there.
    await page.route(/\/api\/v1\/ewoks\/consultants\/\d+$/, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback()
      const sent = route.request().postDataJSON() as Record<string, unknown>
      const stored = await page.evaluate(() => localStorage.getItem('consultant.session.v1'))
      const me = (JSON.parse(stored ?? 'null') as { value: { customer_data: Record<string, unknown> } }).value.customer_data
      return route.fulfill({ json: { ...me, ...sent } })
    })
    // English parts arrive slowly: a page that switched before they were all there would show ids meanwhile.
    await page.route(/\/assets\/.*\.en\.js$|\/assets\/messages\.en-/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    const before = requested.length
    await page.getByRole('button', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You')
    const loaded = requested.slice(0, before)
    const switched = requested.slice(before)
    // The English of every chunk loaded so far that has a part: /orders' and /account's screens, the shell.
    const expected = loaded.filter((file) => chunkFiles.includes(file) && existsSync(join(assets, partOf(file, 'en')))).map((file) => partOf(file, 'en'))
    expect(expected.length).toBeGreaterThan(3)
    expect(expected.filter((part) => !switched.includes(part))).toEqual([])
    expect(switched).toContain(commonOf('en'))
    await page.getByRole('navigation').getByRole('link', { name: 'Commissions', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commissions')
    await page.waitForLoadState('networkidle')
    expect(await page.locator('main').innerText()).not.toMatch(/[\u0600-\u06FF]/)
    expect(requested.filter((file) => wholeFiles.includes(file))).toEqual([])
    expect(await seen()).toEqual([])
  })

  test('a part that cannot load brings the whole catalog: still Arabic, no message id', async ({ page }) => {
    await signInArabic(page)
    const { requested, seen } = await watch(page)
    // The part of the list's chunk: its column headings show at once.
    const failing = routeParts('/orders', 'ar').find((part) =>
      Object.values(messagesIn(part.replace(/\.ar\.js$/, '.en.js'))).some((text) => JSON.stringify(text) === '["Total paid"]'),
    )
    expect(failing).toBeTruthy()
    await page.route(`**/assets/${failing}`, (route) => route.abort('failed'))
    // The whole catalog takes its time: the screen waits for it rather than showing what it lacks meanwhile.
    await page.route(/\/assets\/messages-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.goto('/orders')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabic('Orders'))
    await page.waitForLoadState('networkidle')
    expect(requested.filter((file) => wholeFiles.includes(file))).toHaveLength(1)
    await expect(page.getByText(arabic('Total paid')).first()).toBeVisible()
    expect(await page.locator('main').innerText()).toMatch(/[\u0600-\u06FF]{3}/)
    expect(await seen()).toEqual([])
  })
})
