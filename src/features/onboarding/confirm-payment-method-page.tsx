import type { ReactNode } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentMethodType } from '../../api/schemas/auth'
import type { Consultant } from '../../api/schemas/consultant'
import { loginData, type SessionActor } from '../../../machines/session.selectors'
import type { PaymentConfirmationData } from './onboarding-data'
import { NotYou } from './not-you'
import { OnboardingLayout, type LanguageChoiceProps } from './onboarding-layout'

/** The form for the mandatory type's account, as the route composes it (src/features/payment-methods). */
export type AddAccountSlot = (form: { type: 'bank_transfer' | 'mobile_money'; owner: Consultant; onAdded: () => void }) => ReactNode

export interface ConfirmPaymentMethodPageProps extends PaymentConfirmationData, LanguageChoiceProps {
  session: SessionActor
  /** The consultant's accounts (loading, the list, or Try again). */
  accounts: ReactNode
  addAccount: AddAccountSlot
}

/**
 * Payment method confirmation (spec section 4, rule 7): the mandatory type must be added.
 * The consultant's accounts are listed, and the form for the mandatory type is right here;
 * once saved, the session holds a payment method and the rules let the consultant home.
 */
export function ConfirmPaymentMethodPage({ session, accounts, addAccount, added: markAdded, onSelectLanguage }: ConfirmPaymentMethodPageProps) {
  const navigate = useNavigate()
  const { t } = useLingui()
  const login = useSelector(session, loginData)
  const owner = login?.customer_data ?? null
  const mandatory = login?.payment_method_mandatory ?? null
  const added = () => {
    markAdded()
    void navigate({ to: '/home' })
  }

  return (
    <OnboardingLayout title={t`Payment account`} width="wide" onSelectLanguage={onSelectLanguage}>
      <div className="ui-stack onboarding-screen" data-roomy="">
        <div className="ui-stack onboarding-intro">
          <h1 className="onboarding-title">
            <Trans>Confirm your payment account</Trans>
          </h1>
          <p className="ui-muted">{mandatory ? <MandatoryNote type={mandatory} /> : null}</p>
        </div>

        <section className="ui-stack onboarding-list-section" aria-labelledby="your-accounts">
          <h2 className="ui-heading" data-size="lg" id="your-accounts">
            <Trans>Your payment accounts</Trans>
          </h2>
          {accounts}
        </section>

        {owner !== null && (mandatory === 'bank_transfer' || mandatory === 'mobile_money') ? (
          <section className="ui-stack onboarding-form" aria-labelledby="add-account">
            <h2 className="ui-heading" data-size="lg" id="add-account">
              {mandatory === 'bank_transfer' ? <Trans>Add a bank account</Trans> : <Trans>Add a mobile money account</Trans>}
            </h2>
            {addAccount({ type: mandatory, owner, onAdded: added })}
          </section>
        ) : null}

        <NotYou session={session} />
      </div>
    </OnboardingLayout>
  )
}

function MandatoryNote({ type }: { type: PaymentMethodType }) {
  switch (type) {
    case 'bank_transfer':
      return <Trans>Your commissions are paid to a bank account: please add yours to continue.</Trans>
    case 'mobile_money':
      return <Trans>Your commissions are paid to a mobile money account: please add yours to continue.</Trans>
    case 'voucher':
      return (
        <Trans>
          Your commissions are paid in marketplace vouchers. The marketplace opens your voucher account: please contact the Help line if it is missing.
        </Trans>
      )
  }
}
