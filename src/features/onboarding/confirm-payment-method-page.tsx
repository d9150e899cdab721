import { useState } from 'react'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { PaymentMethodType } from '../../api/schemas/auth'
import type { PaymentMethod } from '../../api/schemas/paymentMethods'
import { ResourceView } from '../../ui/resource-view'
import { resourceOf } from '../../../machines/resource.machine'
import { loginData } from '../../../machines/session.selectors'
import { NotYou } from './not-you'
import { OnboardingLayout } from './onboarding-layout'
import { BankTransferForm, MobileMoneyForm } from './payment-method-forms'
import { PaymentMethodList } from './payment-method-list'

/**
 * Payment method confirmation (spec section 4, rule 7): the mandatory type must be added.
 * The consultant's accounts are listed, and the form for the mandatory type is right here;
 * once saved, the session holds a payment method and the rules let the consultant home.
 */
export function ConfirmPaymentMethodPage() {
  const { client, session } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()
  const { t } = useLingui()
  const login = useSelector(session, loginData)
  const consultantId = login?.customer_data.id ?? null
  const mandatory = login?.payment_method_mandatory ?? null
  const [methods] = useState(() =>
    resourceOf(() => (consultantId === null ? Promise.resolve([]) : client.paymentMethods.list(consultantId).then((list) => list.data))),
  )
  const added = () => {
    session.send({ type: 'session.update', login: { has_payment_method: true } })
    void navigate({ href: '/home' })
  }

  return (
    <OnboardingLayout title={t`Payment account`} width="wide">
      <Stack gap="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <Trans>Confirm your payment account</Trans>
          </Heading>
          <Text color="fg.muted">{mandatory ? <MandatoryNote type={mandatory} /> : null}</Text>
        </Stack>

        <Stack as="section" gap="3" aria-labelledby="your-accounts">
          <Heading as="h2" size="lg" id="your-accounts">
            <Trans>Your payment accounts</Trans>
          </Heading>
          <ResourceView<PaymentMethod[]> machine={methods} compact>
            {(list) => <PaymentMethodList methods={list} />}
          </ResourceView>
        </Stack>

        {consultantId !== null && (mandatory === 'bank_transfer' || mandatory === 'mobile_money') ? (
          <Stack as="section" gap="5" aria-labelledby="add-account">
            <Heading as="h2" size="lg" id="add-account">
              {mandatory === 'bank_transfer' ? <Trans>Add a bank account</Trans> : <Trans>Add a mobile money account</Trans>}
            </Heading>
            {mandatory === 'bank_transfer' ? (
              <BankTransferForm consultantId={consultantId} onAdded={added} />
            ) : (
              <MobileMoneyForm consultantId={consultantId} onAdded={added} />
            )}
          </Stack>
        ) : null}

        <NotYou />
      </Stack>
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
      return <Trans>Your commissions are paid in marketplace vouchers. The marketplace opens your voucher account: please contact the Help Line if it is missing.</Trans>
  }
}
