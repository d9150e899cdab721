import { Trans } from '@lingui/react/macro'
import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { VStack } from '@chakra-ui/react/stack'

/** The generic failure message of the error catalogue, with a way to retry. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <VStack gap="4" py="6" textAlign="center">
      <Text role="alert" color="fg.muted" maxW="sm">
        <Trans>Sorry, it seems that we are facing some issues. Please try again later.</Trans>
      </Text>
      <Button variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </VStack>
  )
}
