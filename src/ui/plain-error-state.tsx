import { Trans } from '@lingui/react/macro'
import './plain.css'

/**
 * The generic failure message of the error catalogue (spec section 8) with Try again,
 * as src/ui/error-state.tsx shows it, without Chakra: for the screens of the first load
 * (the intro) and the root's error screen.
 */
export function PlainErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="plain-error-state">
      <p role="alert" className="plain-muted">
        <Trans>Sorry, it seems that we are facing some issues. Please try again later.</Trans>
      </p>
      <button type="button" className="plain-button" data-variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
