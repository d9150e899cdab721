import { Trans } from '@lingui/react/macro'
import './base.css'

/**
 * What a navigation shows while it waits longer than a moment (the router's default pending view):
 * the session settling, a screen's chunk on a slow network. Plain, like the intro: no kit, no Chakra.
 */
export function RoutePending() {
  return (
    <div className="ui-route-pending" role="status">
      <span className="ui-spinner" aria-hidden="true" />
      <p className="ui-muted">
        <Trans>Loading…</Trans>
      </p>
    </div>
  )
}
