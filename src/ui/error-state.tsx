import { Trans } from '@lingui/react/macro'
import { Button } from './button'
import './base.css'

export interface ErrorStateProps {
  /** Runs again what failed (a machine's retry), never a page reload. */
  onRetry: () => void
  /** The short message and a small button, for one part of a screen (a dashboard card). */
  compact?: boolean
}

/**
 * The generic failure message of the error catalogue (spec section 8), with Try again.
 * Styled by base.css alone, so the intro and the root's error screen use it too.
 */
export function ErrorState({ onRetry, compact = false }: ErrorStateProps) {
  return (
    <div className="ui-error-state" data-compact={compact || undefined}>
      <p role="alert" className="ui-muted">
        {compact ? <Trans>Sorry, it seems an error occurred</Trans> : <Trans>Sorry, it seems that we are facing some issues. Please try again later.</Trans>}
      </p>
      <Button variant="outline" size={compact ? 'sm' : 'md'} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
