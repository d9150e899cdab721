import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { country } from '../config/country'
import { LanguageSwitcher, LanguageSwitchStatusProvider, type LanguageSwitchStatus } from './language-switcher'

/** No DOM here: the switcher rendered to markup with a given status. */
function render(status: Partial<LanguageSwitchStatus> = {}): string {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LanguageSwitchStatusProvider value={{ pending: null, failed: false, dismiss: () => {}, ...status }}>
        <LanguageSwitcher onSelect={() => {}} />
      </LanguageSwitchStatusProvider>
    </I18nProvider>,
  )
}

describe.runIf(country.languages.length > 1)('LanguageSwitcher', () => {
  it('says nothing while all is well, the current language pressed', () => {
    const html = render()
    expect(html).not.toContain('role="alert"')
    expect(html).toMatch(/aria-pressed="true"[^>]*>English/)
  })

  it('a failed pick says so under the buttons, as an alert', () => {
    const html = render({ failed: true })
    expect(html).toContain('<p role="alert" class="ui-languages-failure">Could not change the language. Try again.</p>')
  })

  it('the pick under way is busy, the other languages wait', () => {
    const html = render({ pending: 'fr' })
    expect(html).toMatch(/<button[^>]*aria-busy="true"[^>]*lang="fr"/)
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*lang="ar"/)
  })

  it('renders without a provider (idle)', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <LanguageSwitcher onSelect={() => {}} />
      </I18nProvider>,
    )
    expect(html).toContain('role="group"')
    expect(html).not.toContain('role="alert"')
  })
})
