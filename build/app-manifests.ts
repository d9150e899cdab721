import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import type { ManifestOptions } from 'vite-plugin-pwa'
import { appShortcuts, manifestFileOf, manifestTexts, shortcutIcon, type ManifestText } from '../src/config/app-manifest.ts'
import { poEntries } from './po-catalog.ts'

/**
 * The installed app's manifest in each language of the build (issue 22 §4): `manifest.<lang>.webmanifest`, its
 * names, description and shortcuts from the manifest catalog (src/locales/<lang>/manifest.po, the texts of
 * src/config/app-manifest.ts), its `lang` and `dir` the language's. The app links the one of the language it runs
 * in (src/i18n/activate.ts); vite-plugin-pwa's own `manifest.webmanifest` is the build's default language's.
 */

/** A manifest text in one language. */
export type ManifestTranslate = (text: ManifestText) => string

/** Right-to-left languages (src/i18n/locale.ts `directionOf`, held equal by app-manifests.test.ts). */
const rightToLeft = new Set(['ar'])

/** The texts of `locale` from its manifest catalog; a text missing or left empty fails the build (no manifest half in English). */
export function catalogTranslate(root: string, locale: string): ManifestTranslate {
  const file = resolve(root, `src/locales/${locale}/manifest.po`)
  const entries = poEntries(readFileSync(file, 'utf8'))
  return (text) => {
    const translated = entries.get(text.id)
    if (!translated) throw new Error(`${file}: no translation of "${text.id}" (run npm run i18n:extract and translate it)`)
    return translated
  }
}

/** The whole manifest in one language. */
export function appManifest(locale: string, t: ManifestTranslate): Partial<ManifestOptions> {
  return {
    id: '/',
    name: t(manifestTexts.name),
    short_name: t(manifestTexts.shortName),
    description: t(manifestTexts.description),
    lang: locale,
    dir: rightToLeft.has(locale) ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#c2410c',
    background_color: '#ffffff',
    categories: ['business', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: appShortcuts.map((shortcut) => ({
      name: t(shortcut.name),
      short_name: t(shortcut.shortName ?? shortcut.name),
      url: shortcut.url,
      icons: [{ ...shortcutIcon, purpose: 'any' }],
    })),
  }
}

/** Writes `manifest.<lang>.webmanifest` for each language of the build, next to index.html. */
export function appManifests({ root = process.cwd(), locales }: { root?: string; locales: readonly string[] }): Plugin {
  return {
    name: 'app-manifests',
    apply: 'build',
    generateBundle() {
      for (const locale of locales) {
        const manifest = appManifest(locale, catalogTranslate(root, locale))
        this.emitFile({ type: 'asset', fileName: manifestFileOf(locale), source: `${JSON.stringify(manifest, null, 2)}\n` })
      }
    },
  }
}
