import { Trans } from '@lingui/react/macro'
import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { VStack } from '@chakra-ui/react/stack'

export interface ErrorStateProps {
  /** Runs again what failed (a machine's retry), never a page reload. */
  onRetry: () => void
  /** The short message and a small button, for one part of a screen (a dashboard card). */
  compact?: boolean
}

/** The generic failure message of the error catalogue (spec section 8), with Try again. */
export function ErrorState({ onRetry, compact = false }: ErrorStateProps) {
  return (
    <VStack gap={compact ? '3' : '4'} py={compact ? '3' : '6'} textAlign="center">
      <Text role="alert" color="fg.muted" maxW="sm" textStyle={compact ? 'sm' : undefined}>
        {compact ? (
          <Trans>Sorry, it seems an error occurred</Trans>
        ) : (
          <Trans>Sorry, it seems that we are facing some issues. Please try again later.</Trans>
        )}
      </Text>
      <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </VStack>
  )
}
