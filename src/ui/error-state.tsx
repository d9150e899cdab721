import { Trans } from '@lingui/react/macro'
import { Button } from './button'
import './base.css'

export interface ErrorStateProps {
  /** Runs again what failed (a machine's retry), never a page reload. */
  onRetry: () => void
  /** The short message and a small button, for one part of a screen (a dashboard card). */
  compact?: boolean
  /**
   * The data on screen stays: the worker's cached copy (the installed app; its time is on the connection notice)
   * after the network failed. Says the latest could not be loaded, under it, in one short line; `retrying` while
   * Try again asks.
   */
  kept?: { readonly retrying: boolean }
}

/**
 * The generic failure message of the error catalogue (spec section 8), with Try again.
 * Styled by base.css alone, so the intro and the root's error screen use it too.
 */
export function ErrorState({ onRetry, compact = false, kept }: ErrorStateProps) {
  if (kept) {
    return (
      <div className="ui-error-state" data-compact data-kept data-testid="kept-after-failure">
        <p role="status" className="ui-muted">
          <Trans>The latest data could not be loaded.</Trans>
        </p>
        <Button variant="outline" size="sm" loading={kept.retrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
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
