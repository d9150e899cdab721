import { renderToString } from 'react-dom/server'
import { i18n, type Messages } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { I18nProvider } from '@lingui/react'
import type { Locale } from '../config/country'
import { directionOf } from '../i18n/locale'
import { IntroPage } from '../features/onboarding/intro-page'
import { ShellSkeleton } from '../features/shell/shell-skeleton'
import shellSkeletonCss from '../features/shell/shell-skeleton.css?raw'

/** One language's prerendered page: what build/prerender.ts writes into index.html (index.<lang>.html). */
export interface PrerenderedPage {
  readonly locale: Locale
  readonly dir: 'ltr' | 'rtl'
  /** The document's title, as the intro sets it. */
  readonly title: string
  /** The intro's markup, as the app's first render draws it at / for a visitor (idle, nothing failed). */
  readonly intro: string
}

const idle = () => {}

/**
 * The intro route's page at build time (issue 21 goal 2), run by build/prerender.ts through Vite's module runner, not
 * by the app: the intro exactly as src/routes/index.tsx renders it for a visitor who has not pressed anything, inside
 * the same provider the root route gives it (Lingui's: the other providers draw nothing), in `locale` with that
 * language's whole catalog. The root's other children draw nothing at /: the notices show only offline or after an update.
 */
export function renderIntro(locale: Locale, messages: Messages): PrerenderedPage {
  i18n.loadAndActivate({ locale, messages })
  const intro = renderToString(
    <I18nProvider i18n={i18n}>
      <IntroPage status="idle" onConnect={idle} onSelectLanguage={idle} />
    </I18nProvider>,
  )
  return { locale, dir: directionOf(locale), title: i18n._(msg`Sales Consultant`), intro }
}

/** The signed-in frame without content (src/features/shell/shell-skeleton.tsx) and its stylesheet, which the page carries inline. */
export function renderShellSkeleton(): { readonly markup: string; readonly css: string } {
  return { markup: renderToString(<ShellSkeleton />), css: shellSkeletonCss }
}

// Every language's whole compiled catalog (@lingui/vite-plugin compiles the .po files), loaded with this module: the
// module runner is closed once it has loaded it, so nothing may be imported later.
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/messages.po', { eager: true })

/** A language's whole catalog. */
export function catalogOf(locale: Locale): Messages {
  const catalog = catalogs[`../locales/${locale}/messages.po`]
  if (!catalog) throw new Error(`prerender: no catalog for ${locale}`)
  return catalog.messages
}
