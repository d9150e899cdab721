import { Trans } from '@lingui/react/macro'
import type { GatewayFailure } from '../../api/errors'
import { Button } from '../button'
import { AppIcon } from '../icons'
import '../kit.css'
import './form.css'

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
    <div role="alert" className="ui-alert ui-submit-failure" data-status="error">
      <AppIcon name="alert" />
      <p>
        {offline ? (
          <Trans>We could not reach the server. Check your connection and try again: what you typed is kept.</Trans>
        ) : (
          <Trans>Sorry, it seems that we are facing some issues. Please try again later.</Trans>
        )}
      </p>
      <Button size="sm" variant="outline" palette="red" onClick={onRetry} loading={retrying}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
