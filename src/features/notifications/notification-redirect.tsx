import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { buttonStyle } from '../../ui/button'
import { Card } from '../../ui/card'
import { Link } from '@tanstack/react-router'
import { ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'
import './notifications.css'

export interface NotificationRedirectProps {
  /** Where the notification leads: an internal path, or null for none. */
  readonly target: ResourceActor<{ readonly path: string | null }>
  /** Goes there (replacing this page in the history, so Back does not come here again). */
  readonly follow: (path: string) => void
}

/** The redirect page (spec section 2, /redirect/{id}): asks where a notification leads and goes there. */
export function NotificationRedirect({ target, follow }: NotificationRedirectProps) {
  return (
    <Card>
      <ResourceView resource={target} loading={<Opening />}>
        {({ path }) => (path === null ? <NoPage /> : <Follow path={path} follow={follow} />)}
      </ResourceView>
    </Card>
  )
}

function Opening() {
  return (
    <p className="ui-row" role="status" aria-busy="true">
      <span className="ui-spinner" aria-hidden="true" />
      <Trans>Opening your notification…</Trans>
    </p>
  )
}

function Follow({ path, follow }: { path: string; follow: (path: string) => void }) {
  useEffect(() => follow(path), [path, follow])
  return <Opening />
}

function NoPage() {
  return (
    <div className="ui-stack">
      <p role="status">
        <Trans>This notification has no page to open.</Trans>
      </p>
      <Link to="/notifications" {...buttonStyle({ variant: 'outline' })}>
        <Trans>See your notifications</Trans>
      </Link>
    </div>
  )
}
