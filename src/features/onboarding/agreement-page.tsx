import { useId } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox } from '@chakra-ui/react/checkbox'
import type { Consultant } from '../../api/schemas/consultant'
import { documents } from '../../config/links'
import { Button } from '../../ui/button'
import { fieldErrorText } from '../../ui/form/field-error'
import { SubmitFailure } from '../../ui/form/submit-failure'
import { ResourceView } from '../../ui/resource-view'
import { SafeHtml } from '../../ui/safe-html'
import { useFormMachine } from '../../forms/use-form-machine'
import { createFormMachine, type FieldErrors } from '../../../machines/form.machine'
import type { SessionActor } from '../../../machines/session.selectors'
import type { AgreementData } from './onboarding-data'
import { NotYou } from './not-you'
import { OnboardingLayout, type LanguageChoiceProps } from './onboarding-layout'

interface AgreementValues {
  agreed: boolean
}

/** Spec section 5: 'You must agree to the JForce terms and conditions to proceed'. */
const agreementForm = createFormMachine<AgreementValues, Consultant>((values): FieldErrors => (values.agreed ? {} : { agreed: ['must_accept'] }))

/**
 * Terms and conditions: the contract (content block 'agreement', sanitized), its PDF,
 * the tick to agree, Accept & continue, and 'not you?' to sign out. Once accepted, the
 * redirect rules take the consultant on (payment method confirmation, or home).
 */
export function AgreementPage({ session, contract, accept, onSelectLanguage }: { session: SessionActor } & AgreementData & LanguageChoiceProps) {
  const navigate = useNavigate()
  const { t, i18n } = useLingui()
  const errorId = useId()

  const form = useFormMachine(agreementForm, {
    name: 'agreement',
    initial: () => ({ agreed: false }),
    submit: accept,
    onDone: () => void navigate({ to: '/home' }),
  })
  const error = fieldErrorText(i18n, form.fieldErrors.agreed)

  return (
    <OnboardingLayout title={t`Terms and conditions`} width="wide" onSelectLanguage={onSelectLanguage}>
      <div className="ui-stack onboarding-screen">
        <div className="ui-stack onboarding-intro">
          <h1 className="onboarding-title">
            <Trans>Terms and conditions</Trans>
          </h1>
          <p className="ui-muted">
            <Trans>Please read the consultant agreement and accept it to continue.</Trans>
          </p>
          <a href={documents.agreement} download="agreement.pdf" target="_blank" rel="noopener" className="ui-link onboarding-link onboarding-start">
            <Trans>Download the agreement (PDF)</Trans>
          </a>
        </div>

        <article className="onboarding-box onboarding-contract" aria-label={t`Consultant agreement`}>
          <ResourceView resource={contract}>{(block) => <SafeHtml html={block.content} />}</ResourceView>
        </article>

        <form onSubmit={form.onSubmit} noValidate>
          <div className="ui-stack onboarding-form">
            <div className="ui-stack onboarding-checkbox">
              <Checkbox.Root
                checked={form.values.agreed}
                onCheckedChange={(details) => form.change({ agreed: details.checked === true })}
                invalid={error !== undefined}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput aria-describedby={error !== undefined ? errorId : undefined} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  <Trans>I have read and I agree to the terms and conditions</Trans>
                </Checkbox.Label>
              </Checkbox.Root>
              {error !== undefined ? (
                <p id={errorId} className="onboarding-error" data-testid="agreement-error">
                  {error}
                </p>
              ) : null}
            </div>
            {form.status === 'failed' && form.failure ? <SubmitFailure failure={form.failure} onRetry={form.retry} /> : null}
            <Button type="submit" size="lg" className="onboarding-submit" loading={form.status === 'submitting'}>
              <Trans>Accept & continue</Trans>
            </Button>
          </div>
        </form>

        <NotYou session={session} />
      </div>
    </OnboardingLayout>
  )
}
