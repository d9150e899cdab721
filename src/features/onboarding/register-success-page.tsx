import { Link as RouterLink } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { buttonStyle } from '../../ui/button'
import { OnboardingLayout, type LanguageChoiceProps } from './onboarding-layout'

/** Registered: one step left, the agreement. */
export function RegisterSuccessPage({ onSelectLanguage }: LanguageChoiceProps) {
  const { t } = useLingui()
  return (
    <OnboardingLayout title={t`Welcome`} onSelectLanguage={onSelectLanguage}>
      <div className="ui-stack onboarding-screen">
        <div className="ui-icon-tile onboarding-success-icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </div>
        <h1 className="onboarding-title">
          <Trans>Welcome aboard!</Trans>
        </h1>
        <p className="onboarding-lead">
          <Trans>Your consultant account is created. One last step: read and accept the consultant agreement.</Trans>
        </p>
        <RouterLink to="/agreement" {...buttonStyle({ size: 'lg' }, 'onboarding-submit')}>
          <Trans>Continue to the agreement</Trans>
        </RouterLink>
      </div>
    </OnboardingLayout>
  )
}
