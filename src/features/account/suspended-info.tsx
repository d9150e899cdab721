import { Trans } from '@lingui/react/macro'
import { Card } from '../../ui/card'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import '../../ui/kit.css'
import './account.css'
import { SupportContacts } from './support-contacts'

/** Why the account is suspended (consultant.suspension_reason) and how to reach support (config). */
export function SuspendedInfo({ reason }: { reason: string | null }) {
  return (
    <div className="account">
      <Card as="div" padding="lg">
        <div className="account-suspended-head">
          <div className="account-suspended-icon">
            <AppIcon name="alert" size="lg" />
          </div>
          <div className="account-suspended-text">
            <h2 className="ui-heading" data-size="lg">
              <Trans>Your account is suspended.</Trans>
            </h2>
            <p className="ui-muted">
              <Trans>You can still sign in and follow your activity. Contact support to have your account reviewed.</Trans>
            </p>
          </div>
        </div>
        <h3 className="ui-heading account-reason-title">
          <Trans>Reason</Trans>
        </h3>
        <p data-testid="suspension-reason">
          {reason !== null ? <Isolate>{reason}</Isolate> : <Trans>No reason was given. Contact support to know more.</Trans>}
        </p>
      </Card>
      <Card padding="lg" title={<Trans>Contact support</Trans>}>
        <SupportContacts />
      </Card>
    </div>
  )
}
