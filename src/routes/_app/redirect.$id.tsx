import { useCallback } from 'react'
import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { NotificationRedirect } from '../../features/notifications/notification-redirect'
import { isFeatureEnabled } from '../../../machines/feature-toggles'
import { startNotificationRedirect } from './-data/notifications'
import { backTo, pathParam, PositiveIdParam } from './-path-params'

/**
 * The redirect page (spec section 2): a notification opened from outside the app (a push's tap,
 * a shared link) asks the redirect call where it leads, then goes there; only a path inside the
 * app is followed. Part of the notifications section: its toggle off sends home, like /notifications.
 */
export const Route = createFileRoute('/_app/redirect/$id')({
  staticData: { title: msg`Notifications` },
  beforeLoad: ({ context }) => {
    if (!isFeatureEnabled(context.consultant.login, 'notifications')) throw redirect({ to: '/home', replace: true })
  },
  loader: ({ context, params }) => startNotificationRedirect(context, context.consultant.id, pathParam(PositiveIdParam, params.id, backTo('/notifications'))),
  onLeave: (match) => match.loaderData?.stop(),
  component: RedirectRoute,
})

function RedirectRoute() {
  const { resources } = Route.useLoaderData()
  const navigate = useNavigate()
  const follow = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]) // href: data, the notification's target
  return <NotificationRedirect target={resources.target} follow={follow} />
}
