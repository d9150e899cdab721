import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { appShortcuts } from '../src/config/app-manifest'
import { multiBuild } from '../src/config/country'
import { directionOf } from '../src/i18n/locale'
import { appManifest, catalogTranslate } from './app-manifests'
import { parseRouteTree } from './route-preload'

/** The manifest of each language as the build writes it, from the catalogs in the repository. */
const manifestOf = (locale: string) => appManifest(locale, catalogTranslate(process.cwd(), locale))

describe('the installed app’s manifests', () => {
  const shortcutsIn = (locale: string) => (manifestOf(locale).shortcuts ?? []).map(({ url, name, short_name }) => ({ url, name, short_name }))

  it('offer four shortcuts, Sales, Orders, Notifications and Recruit, named in each language', () => {
    expect(shortcutsIn('en')).toEqual([
      { url: '/sales', name: 'Sales', short_name: 'Sales' },
      { url: '/orders', name: 'Orders', short_name: 'Orders' },
      { url: '/notifications', name: 'Notifications', short_name: 'Notifications' },
      { url: '/team-members/recruit', name: 'Recruit a member', short_name: 'Recruit' },
    ])
    expect(shortcutsIn('fr')).toEqual([
      { url: '/sales', name: 'Ventes', short_name: 'Ventes' },
      { url: '/orders', name: 'Commandes', short_name: 'Commandes' },
      { url: '/notifications', name: 'Notifications', short_name: 'Notifications' },
      { url: '/team-members/recruit', name: 'Recruter un membre', short_name: 'Recruter' },
    ])
    expect(shortcutsIn('ar')).toEqual([
      { url: '/sales', name: 'المبيعات', short_name: 'المبيعات' },
      { url: '/orders', name: 'الطلبات', short_name: 'الطلبات' },
      { url: '/notifications', name: 'الإشعارات', short_name: 'الإشعارات' },
      { url: '/team-members/recruit', name: 'تجنيد عضو', short_name: 'تجنيد' },
    ])
  })

  it('name the app in each language, read in its direction, the shortcuts with the app’s 96 px icon', () => {
    for (const locale of multiBuild.languages) {
      const manifest = manifestOf(locale)
      expect(manifest).toMatchObject({ lang: locale, dir: directionOf(locale), start_url: '/', scope: '/', id: '/', display: 'standalone' })
      expect(manifest.short_name?.length).toBeLessThanOrEqual(12)
      for (const shortcut of manifest.shortcuts ?? [])
        expect(shortcut.icons).toEqual([{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png', purpose: 'any' }])
    }
    expect(manifestOf('ar').name).toBe('مستشار المبيعات')
    expect(manifestOf('fr').name).toBe('Consultant commercial')
    const icon = readFileSync('public/icons/icon-96.png')
    expect(`${icon.readUInt32BE(16)}x${icon.readUInt32BE(20)}`).toBe('96x96')
  })

  it('lead to screens of the app’s route tree', () => {
    const paths = new Set(parseRouteTree(readFileSync('src/routeTree.gen.ts', 'utf8')).map((route) => route.fullPath.replace(/(.)\/$/, '$1')))
    for (const { url } of appShortcuts) expect(paths).toContain(url)
  })

  it('fail the build when a language lacks a text, rather than show it in English', () => {
    const root = mkdtempSync(join(tmpdir(), 'manifests-'))
    mkdirSync(join(root, 'src/locales/fr'), { recursive: true })
    writeFileSync(join(root, 'src/locales/fr/manifest.po'), 'msgid "Sales Consultant"\nmsgstr "Consultant commercial"\n\nmsgid "Consultant"\nmsgstr ""\n')
    expect(() => appManifest('fr', catalogTranslate(root, 'fr'))).toThrow(/no translation of "Consultant"/)
  })
})
