import { Trans } from '@lingui/react/macro'
import { Alert } from '@chakra-ui/react/alert'
import { Button } from '@chakra-ui/react/button'
import type { GatewayFailure } from '../../api/errors'

export interface SubmitFailureProps {
  failure: GatewayFailure
  /** Sends the same values again (form.retry). */
  onRetry: () => void
  retrying?: boolean
}

/** A form's send failed (not its fields): say so, keep everything typed, offer Try again. */
export function SubmitFailure({ failure, onRetry, retrying = false }: SubmitFailureProps) {
  const offline = failure.kind === 'network' || failure.kind === 'timeout'
  return (
    <Alert.Root status="error" role="alert" flexWrap="wrap" alignItems="center" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Description>
          {offline ? (
            <Trans>We could not reach the server. Check your connection and try again: what you typed is kept.</Trans>
          ) : (
            <Trans>Sorry, it seems that we are facing some issues. Please try again later.</Trans>
          )}
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry} loading={retrying}>
        <Trans>Try again</Trans>
      </Button>
    </Alert.Root>
  )
}
