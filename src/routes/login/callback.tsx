import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Center } from '@chakra-ui/react/center'
import { Spinner } from '@chakra-ui/react/spinner'
import { Text } from '@chakra-ui/react/text'
import { VStack } from '@chakra-ui/react/stack'

/** Back from the central sign-in. The code exchange and the redirect chain come with the session. */
export const Route = createFileRoute('/login/callback')({
  component: SigningIn,
})

function SigningIn() {
  return (
    <Center minH="100dvh" px="4">
      <VStack gap="4" role="status">
        <Spinner size="lg" color="colorPalette.solid" />
        <Text>
          <Trans>Signing you in…</Trans>
        </Text>
      </VStack>
    </Center>
  )
}
