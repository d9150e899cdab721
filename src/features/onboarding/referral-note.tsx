import { Trans } from '@lingui/react/macro'
import { Box } from '@chakra-ui/react/box'
import { Text } from '@chakra-ui/react/text'

/** The referral code kept from /join?referral= (sent with the registration). */
export function ReferralNote({ code }: { code: string }) {
  return (
    <Text data-testid="referral-code">
      <Trans>
        Referral code:{' '}
        <Box as="span" fontWeight="semibold" dir="ltr">
          {code}
        </Box>
      </Trans>
    </Text>
  )
}
