import { createContext, useContext, useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { country, type Locale } from '../config/country'
import { localeNames } from '../i18n/locale'
import { Button } from './button'

/** Where the last pick of a language stands (features/preferences keeps it; the root provides it). */
export interface LanguageSwitchStatus {
  /** The language being switched to, while it is: its button is busy, the others wait. */
  pending: Locale | null
  /** The last pick failed; the page is still in the previous language. */
  failed: boolean
  /** Forgets the failure (the switcher calls it when it leaves the screen). */
  dismiss: () => void
}

const idle: LanguageSwitchStatus = { pending: null, failed: false, dismiss: () => {} }
const LanguageSwitchStatusContext = createContext<LanguageSwitchStatus>(idle)

export const LanguageSwitchStatusProvider = LanguageSwitchStatusContext.Provider

/**
 * The build's languages, each named in itself; hidden when the build has only one. A pick that
 * fails says so under the buttons, in the language the page is still in.
 */
export function LanguageSwitcher({ onSelect }: { onSelect: (locale: Locale) => unknown }) {
  const { t, i18n } = useLingui()
  const { pending, failed, dismiss } = useContext(LanguageSwitchStatusContext)
  // A failure belongs to the screen it happened on: leaving it forgets the message.
  useEffect(() => dismiss, [dismiss])
  if (country.languages.length < 2) return null
  return (
    <div className="ui-language-switcher">
      <div role="group" aria-label={t`Language`} className="ui-languages">
        {country.languages.map((locale) => (
          <Button
            key={locale}
            lang={locale}
            size="sm"
            variant={locale === i18n.locale ? 'subtle' : 'ghost'}
            aria-pressed={locale === i18n.locale}
            loading={pending === locale}
            disabled={pending !== null && pending !== locale}
            // The intro's switcher is prerendered: a tap before the app runs is made again on this button (build/prerender.ts).
            data-early-tap={`language-${locale}`}
            onClick={() => void onSelect(locale)}
          >
            {localeNames[locale]}
          </Button>
        ))}
      </div>
      {failed ? (
        <p role="alert" className="ui-languages-failure">
          <Trans>Could not change the language. Try again.</Trans>
        </p>
      ) : null}
    </div>
  )
}
