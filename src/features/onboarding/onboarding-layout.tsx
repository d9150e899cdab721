import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BrandHeader } from '../../ui/brand-header'
import { useDocumentTitle } from '../../ui/document-title'
import type { Locale } from '../../config/country'
import { LanguageSwitcher } from '../../ui/language-switcher'
import '../../ui/kit.css'
import './onboarding.css'

/** Picking a language in the footer (the route passes the root's language choice). */
export interface LanguageChoiceProps {
  onSelectLanguage: (locale: Locale) => void
}

export interface OnboardingLayoutProps extends LanguageChoiceProps {
  /** The screen's name, for the browser tab. */
  title: string
  /** 'narrow' for a message, 'wide' for a form. */
  width?: 'narrow' | 'wide'
  children: ReactNode
}

/**
 * A full-page onboarding screen (no app shell): the brand, the screen, the language switcher.
 * Plain elements styled by onboarding.css (the screens' own classes) and kit.css.
 */
export function OnboardingLayout({ title, width = 'narrow', onSelectLanguage, children }: OnboardingLayoutProps) {
  const { t } = useLingui()
  const productName = t`Sales Consultant`
  useDocumentTitle(title, productName)

  return (
    <div className="ui-page onboarding">
      <BrandHeader productName={productName} className="onboarding-container onboarding-header" brandClassName="onboarding-brand" />
      <main className="onboarding-container onboarding-main" data-width={width}>
        {children}
      </main>
      <footer className="onboarding-footer">
        <LanguageSwitcher onSelect={onSelectLanguage} />
      </footer>
    </div>
  )
}
