import { Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { PaymentAccountFormPage } from '../../../features/payment-methods/payment-accounts-screen'
import { AddPaymentMethodForm } from '../../../features/payment-methods/payment-method-forms'
import { consultant, type SessionActor } from '../../../../machines/session.selectors'
import type { PaymentAccountWrites } from '../-data/payment-accounts'

/**
 * Adding an account of one kind: the onboarding's own form (features/payment-methods), saved for
 * the signed-in consultant, the session told (the confirmation clears), then back to the list.
 */
export function AddPaymentAccount({ session, writes, type }: { session: SessionActor; writes: PaymentAccountWrites; type: 'bank_transfer' | 'mobile_money' }) {
  const navigate = useNavigate()
  const owner = useSelector(session, consultant)
  return (
    <PaymentAccountFormPage title={type === 'bank_transfer' ? <Trans>Add a bank account</Trans> : <Trans>Add a mobile money account</Trans>}>
      <AddPaymentMethodForm
        type={type}
        add={writes.add}
        loadBanks={writes.loadBanks}
        owner={owner}
        onAdded={() => void navigate({ to: '/payment-method', search: { saved: 'added' } })}
        submitLabel={<Trans>Save</Trans>}
      />
    </PaymentAccountFormPage>
  )
}
