import { Trans } from '@lingui/react/macro'
import { contacts, telUrl } from '../../config/links'
import { buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import '../../ui/kit.css'
import './account.css'

/** Why the account is suspended (consultant.suspension_reason) and how to reach support (config). */
export function SuspendedInfo({ reason }: { reason: string | null }) {
  const phone = contacts.helpline
  const email = contacts.email
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
        <div className="account-contacts">
          <a {...buttonStyle()} href={telUrl(phone)}>
            <AppIcon name="phone" />
            <Isolate dir="ltr">{phone}</Isolate>
          </a>
          <a {...buttonStyle({ variant: 'outline' })} href={`mailto:${email}`}>
            <AppIcon name="mail" />
            <Isolate>{email}</Isolate>
          </a>
        </div>
      </Card>
    </div>
  )
}
