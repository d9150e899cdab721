import { useLingui } from '@lingui/react/macro'
import { country, type Locale } from '../config/country'
import { localeNames } from '../i18n/locale'
import { Button } from './button'

/** The build's languages, each named in itself; hidden when the build has only one. */
export function LanguageSwitcher({ onSelect }: { onSelect: (locale: Locale) => void | Promise<void> }) {
  const { t, i18n } = useLingui()
  if (country.languages.length < 2) return null
  return (
    <div role="group" aria-label={t`Language`} className="ui-languages">
      {country.languages.map((locale) => (
        <Button
          key={locale}
          lang={locale}
          size="sm"
          variant={locale === i18n.locale ? 'subtle' : 'ghost'}
          aria-pressed={locale === i18n.locale}
          onClick={() => void onSelect(locale)}
        >
          {localeNames[locale]}
        </Button>
      ))}
    </div>
  )
}
