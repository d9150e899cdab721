import { Trans } from '@lingui/react/macro'
import { useLoaderData, useNavigate, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { PaymentAccountFormPage } from '../../../features/payment-methods/payment-accounts-screen'
import { AddPaymentMethodForm } from '../../../features/payment-methods/payment-method-forms'
import { consultant } from '../../../../machines/session.selectors'

/** The kind of account each add route adds (spec section 2: /payment-method/bank_transfer and mobile_money). */
const typeOf = { '/_app/payment-method/bank_transfer': 'bank_transfer', '/_app/payment-method/mobile_money': 'mobile_money' } as const

/**
 * Adding an account of the route's kind: the onboarding's own form (features/payment-methods), saved for
 * the signed-in consultant, the session told (the confirmation clears), then back to the list.
 */
export function AddPaymentAccount({ from }: { from: keyof typeof typeOf }) {
  const { session } = useRouteContext({ from })
  const { writes } = useLoaderData({ from })
  const type = typeOf[from]
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
