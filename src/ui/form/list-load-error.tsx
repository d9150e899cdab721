import { Trans } from '@lingui/react/macro'
import { Button } from '../button'
import './form.css'

/** A field's list of choices (regions, banks, languages) that could not be loaded, with Try again. */
export function ListLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="ui-form-list-error">
      <p>
        <Trans>This list could not be loaded.</Trans>
      </p>
      <Button size="xs" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  )
}
