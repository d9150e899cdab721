import { useLingui } from '@lingui/react/macro'
import { country, type Locale } from '../../config/country'
import { localeNames } from '../../i18n/locale'
import { useColorMode } from '../../ui/color-mode'
import '../../ui/plain.css'
import './intro.css'

/*
 * The intro's controls without Chakra (the first load carries none): the same markup,
 * names and states as src/ui/language-switcher.tsx, color-mode-button.tsx and
 * brand-mark.tsx, which the signed-in screens keep using.
 */

/** The product's mark: a shopping bag on the brand colour. Decorative. */
export function PlainBrandMark() {
  return (
    <span className="intro-brand-mark" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <path d="M5 8h14l-1 12H6L5 8z" />
        <path d="M9 8V6a3 3 0 0 1 6 0v2" />
      </svg>
    </span>
  )
}

export function PlainColorModeButton() {
  const { t } = useLingui()
  const { colorMode, toggleColorMode } = useColorMode()
  const label = colorMode === 'dark' ? t`Switch to light mode` : t`Switch to dark mode`
  return (
    <button
      type="button"
      className="plain-button"
      data-variant="ghost"
      data-size="sm"
      data-icon=""
      aria-label={label}
      title={label}
      onClick={toggleColorMode}
    >
      {colorMode === 'dark' ? (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      )}
    </button>
  )
}

/** The build's languages, each named in itself; hidden when the build has only one. */
export function PlainLanguageSwitcher({ onSelect }: { onSelect: (locale: Locale) => void | Promise<void> }) {
  const { t, i18n } = useLingui()
  if (country.languages.length < 2) return null
  return (
    <div role="group" aria-label={t`Language`} className="intro-languages">
      {country.languages.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className="plain-button"
          data-size="sm"
          data-variant={locale === i18n.locale ? 'subtle' : 'ghost'}
          aria-pressed={locale === i18n.locale}
          onClick={() => void onSelect(locale)}
        >
          {localeNames[locale]}
        </button>
      ))}
    </div>
  )
}
