import { Trans } from '@lingui/react/macro'
import { accountSyncOf } from '../../domain/account-sync'
import { Badge } from '../../ui/badge'
import { Card } from '../../ui/card'
import { AppIcon } from '../../ui/icons'
import { SupportContacts } from './support-contacts'
import './account.css'

/**
 * Spec section 4: whether the account is synced (confirmed) with the consultant's e-commerce
 * account, read by `accountSyncOf`; when it is not, or cannot be read, the helpline.
 */
export function AccountSync({ synced }: { synced: unknown }) {
  const state = accountSyncOf(synced)
  return (
    <Card title={<Trans>E-commerce account</Trans>} className="account-card" data-testid="account-sync" data-state={state}>
      {state === 'synced' ? (
        <div className="account-sync">
          <Badge palette="green">
            <AppIcon name="check" size="xs" />
            <Trans>Confirmed</Trans>
          </Badge>
          <p className="ui-muted">
            <Trans>Your consultant account is confirmed against your e-commerce account: your sales are credited to you.</Trans>
          </p>
        </div>
      ) : (
        <div className="account-sync">
          <Badge palette={state === 'notSynced' ? 'orange' : 'gray'}>
            <AppIcon name="alert" size="xs" />
            {state === 'notSynced' ? <Trans>Not confirmed yet</Trans> : <Trans>Could not be checked</Trans>}
          </Badge>
          <p>
            {state === 'notSynced' ? (
              <Trans>Your consultant account is not yet confirmed against your e-commerce account, so your sales may not be credited to you.</Trans>
            ) : (
              <Trans>We could not check whether your consultant account is confirmed against your e-commerce account.</Trans>
            )}
          </p>
          <p className="ui-muted">
            <Trans>Call the helpline or write to support, giving the e-mail address you use on the marketplace, and they will confirm it.</Trans>
          </p>
          <SupportContacts />
        </div>
      )}
    </Card>
  )
}
