import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'
import { DraftNotice } from '../../ui/form/draft-notice'
import { SubmitFailure } from '../../ui/form/submit-failure'
import type { ConsultantCreated } from '../../api/schemas/consultant'
import { useFormMachine } from '../../forms/use-form-machine'
import { createFormMachine } from '../../../machines/form.machine'
import { OnboardingLayout, type LanguageChoiceProps } from './onboarding-layout'
import { ReferralNote } from './referral-note'
import { RegisterFields } from './register-fields'
import type { RegisterData } from './onboarding-data'
import { validateRegister, type RegisterValues } from './register-values'

const registerForm = createFormMachine<RegisterValues, ConsultantCreated>(validateRegister)

/**
 * The register form (POST consultants). On success the session takes the new consultant
 * and the new token (every later call uses it), then the success page leads to the agreement.
 */
export function RegisterPage({ referral, initial, create, lists, onSelectLanguage }: RegisterData & LanguageChoiceProps) {
  const navigate = useNavigate()
  const { t } = useLingui()

  const form = useFormMachine(registerForm, {
    initial,
    submit: create,
    onDone: () => void navigate({ to: '/register/success' }),
    draft: 'register',
  })
  const submitting = form.status === 'submitting'

  return (
    <OnboardingLayout title={t`Register`} width="wide" onSelectLanguage={onSelectLanguage}>
      <div className="ui-stack onboarding-intro onboarding-register-head">
        <h1 className="onboarding-title">
          <Trans>Become a sales consultant</Trans>
        </h1>
        <p className="ui-muted">
          <Trans>Tell us about yourself. Fields marked with * are required.</Trans>
        </p>
        {referral ? <ReferralNote code={referral} /> : null}
      </div>
      <form onSubmit={form.onSubmit} noValidate>
        <div className="ui-stack onboarding-fields">
          <DraftNotice shown={form.restored} submit={<Trans>Create my account</Trans>} />
          <RegisterFields lists={lists} values={form.values} fieldErrors={form.fieldErrors} onChange={form.change} />
          {form.status === 'failed' && form.failure ? <SubmitFailure failure={form.failure} onRetry={form.retry} /> : null}
          <Button type="submit" size="lg" className="onboarding-submit" loading={submitting} loadingText={t`Creating your account…`}>
            <Trans>Create my account</Trans>
          </Button>
        </div>
      </form>
    </OnboardingLayout>
  )
}
