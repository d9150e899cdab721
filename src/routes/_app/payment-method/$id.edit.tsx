import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { PaymentAccountFormPage, PaymentAccountToEdit } from '../../../features/payment-methods/payment-accounts-screen'
import { AddPaymentMethodForm } from '../../../features/payment-methods/payment-method-forms'
import { loadChakra } from '../../../ui/system-store'
import { consultant } from '../../../../machines/session.selectors'
import { providePaymentAccountWrites, startPaymentAccountEdit } from '../-data/payment-accounts'
import { backTo, pathParam, PositiveIdParam } from '../-path-params'

/** Edit a bank or mobile money account: the same form as adding one, starting from the account. */
export const Route = createFileRoute('/_app/payment-method/$id/edit')({
  staticData: { title: msg`Edit payment account` },
  loader: async ({ context, params }) => {
    const methodId = pathParam(PositiveIdParam, params.id, backTo('/payment-method'))
    const { id } = context.consultant
    const reads = startPaymentAccountEdit(context, id, methodId)
    await loadChakra()
    return { methodId, writes: providePaymentAccountWrites(context.client, context.session, id), ...reads }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: EditRoute,
})

function EditRoute() {
  const { session } = Route.useRouteContext()
  const { methodId, resources, writes } = Route.useLoaderData()
  const navigate = useNavigate()
  const owner = useSelector(session, consultant)
  return (
    <PaymentAccountFormPage title={<Trans>Edit payment account</Trans>}>
      <PaymentAccountToEdit methods={resources.methods} id={methodId}>
        {(method) => (
          <AddPaymentMethodForm
            type={method.type}
            existing={method}
            add={writes.update(method.id)}
            loadBanks={writes.loadBanks}
            owner={owner}
            onAdded={() => void navigate({ to: '/payment-method', search: { saved: 'updated' } })}
            submitLabel={<Trans>Save changes</Trans>}
          />
        )}
      </PaymentAccountToEdit>
    </PaymentAccountFormPage>
  )
}
