/**
 * What the installed app shows outside the app: its names, its description and the shortcuts a long press on
 * its icon offers (issue 22 §4). The build writes one manifest per language from these, `manifest.<lang>.webmanifest`
 * (build/app-manifests.ts), and the app links the one of the language it runs in (src/i18n/activate.ts).
 *
 * The texts are the catalogs' messages like any other, in a catalog of their own (src/locales/<lang>/manifest.po,
 * lingui.config.ts): the build reads them in Node, where Lingui's macros are not compiled, so each is a plain
 * message descriptor marked for `lingui extract` with the `i18n` comment, its id the English text itself. The app
 * never loads that catalog: a screen's first load carries none of it.
 */

/** A text of the manifest: its English words are its id in the manifest catalog. */
export interface ManifestText {
  readonly id: string
  readonly comment: string
}

export const manifestTexts = {
  name: /*i18n*/ { id: 'Sales Consultant', comment: 'The installed app’s name (its icon, the app switcher).' },
  shortName: /*i18n*/ { id: 'Consultant', comment: 'The installed app’s name under its icon, where room is short: 12 characters at most.' },
  description: /*i18n*/ {
    id: 'Sales consultant programme: follow your sales, commissions, bonuses and team.',
    comment: 'The installed app’s description (the install dialog, the store listing).',
  },
} satisfies Record<string, ManifestText>

export interface AppShortcut {
  /** A screen of the app (signed out, the redirect rules send to the sign-in and back here). */
  readonly url: string
  readonly name: ManifestText
  /** Where room is short (under the icon); the name when not given. */
  readonly shortName?: ManifestText
}

/** A long press on the app's icon: the four screens a consultant opens most. */
export const appShortcuts: readonly AppShortcut[] = [
  {
    url: '/sales',
    name: /*i18n*/ { id: 'Sales', comment: 'A shortcut of the app’s icon (long press): the sales screen.' },
  },
  {
    url: '/orders',
    name: /*i18n*/ { id: 'Orders', comment: 'A shortcut of the app’s icon (long press): the orders list.' },
  },
  {
    url: '/notifications',
    name: /*i18n*/ { id: 'Notifications', comment: 'A shortcut of the app’s icon (long press): the notifications list.' },
  },
  {
    url: '/team-members/recruit',
    name: /*i18n*/ { id: 'Recruit a member', comment: 'A shortcut of the app’s icon (long press): the recruiting screen.' },
    shortName: /*i18n*/ { id: 'Recruit', comment: 'A shortcut of the app’s icon (long press), where room is short: the recruiting screen.' },
  },
]

/** The shortcuts' icon: the app's own, drawn at 96 px by tests/scripts/make-icons.mjs. */
export const shortcutIcon = { src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' } as const

/** The manifest of a language, as the build writes it and the app links it (at the app's base). */
export const manifestFileOf = (locale: string): string => `manifest.${locale}.webmanifest`
