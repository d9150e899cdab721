import { Trans } from '@lingui/react/macro'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { Link } from '@tanstack/react-router'

/** Staff viewing another consultant's account (spec section 6): always in sight, at the top. */
export function ImpersonationBanner({ name: viewed }: { name: string }) {
  const name = <Isolate>{viewed}</Isolate>
  return (
    <div role="status" className="shell-impersonation">
      <AppIcon name="eye" size="sm" />
      <span className="ui-truncate">
        <Trans>Viewing as {name}</Trans>
      </span>
    </div>
  )
}

/** Spec section 8: 'Your account is suspended.' with a link to the reason. The app keeps working. */
export function SuspendedAlert() {
  return (
    <div role="alert" className="ui-alert" data-status="warning" data-testid="suspended-alert">
      <AppIcon name="alert" />
      <div>
        <p className="ui-strong">
          <Trans>Your account is suspended.</Trans>
        </p>
        <Link to="/suspended-info" className="ui-link">
          <Trans>Find out why and how to contact support</Trans>
        </Link>
      </div>
    </div>
  )
}
