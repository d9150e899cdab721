import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { contacts, telUrl } from '../../config/links'
import { showsNotSyncedNotice } from '../../domain/account-sync'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'

/**
 * /home's notice while the account is not synced with the e-commerce account (spec section 4).
 * Hiding it lasts for this visit only (component state, nothing stored): it shows again on the
 * next visit of /home for as long as the account is not synced.
 */
export function NotSyncedNotice({ synced }: { synced: unknown }) {
  const { t } = useLingui()
  const [hidden, setHidden] = useState(false)
  if (hidden || !showsNotSyncedNotice(synced)) return null
  const phone = (
    <a href={telUrl(contacts.helpline)}>
      <Isolate dir="ltr">{contacts.helpline}</Isolate>
    </a>
  )
  return (
    <div role="status" className="ui-alert dashboard-not-synced" data-testid="not-synced-notice">
      <AppIcon name="alert" className="dashboard-not-synced-icon" />
      <p className="ui-grow">
        <Trans>Your account is not yet confirmed against your e-commerce account, so your sales may not be credited to you. Call the helpline: {phone}.</Trans>
      </p>
      <Button variant="ghost" size="sm" icon className="dashboard-not-synced-close" aria-label={t`Hide this notice for now`} onClick={() => setHidden(true)}>
        <AppIcon name="close" size="sm" />
      </Button>
    </div>
  )
}
