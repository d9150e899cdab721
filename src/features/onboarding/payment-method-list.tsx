import { Trans } from '@lingui/react/macro'
import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { PaymentMethod } from '../../api/schemas/paymentMethods'
import { BANK_ACCOUNT_MASK, formatDigits, PHONE_MASK } from '../../ui/form/mask'

function Details({ method }: { method: PaymentMethod }) {
  switch (method.type) {
    case 'bank_transfer':
      return (
        <>
          <Text fontWeight="semibold">
            <Trans>Bank account</Trans> · {method.bank.name}
          </Text>
          <Text>{method.account_name}</Text>
          <Text dir="ltr" textAlign="start" _rtl={{ textAlign: 'right' }}>
            {formatDigits(method.account_number, BANK_ACCOUNT_MASK)}
          </Text>
        </>
      )
    case 'mobile_money':
      return (
        <>
          <Text fontWeight="semibold">
            <Trans>Mobile money</Trans>
          </Text>
          <Text>{method.full_name}</Text>
          <Text dir="ltr" textAlign="start" _rtl={{ textAlign: 'right' }}>
            {formatDigits(method.phone_number, PHONE_MASK)}
          </Text>
        </>
      )
    case 'voucher':
      return (
        <Text fontWeight="semibold">
          <Trans>Marketplace voucher</Trans>
        </Text>
      )
  }
}

/** The consultant's payment accounts, or the spec's 'No payment account added'. */
export function PaymentMethodList({ methods }: { methods: readonly PaymentMethod[] }) {
  if (methods.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No payment account added</Trans>
      </Text>
    )
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {methods.map((method) => (
        <Box as="li" key={method.id} borderWidth="1px" rounded="l3" p="4">
          <Details method={method} />
        </Box>
      ))}
    </Stack>
  )
}
