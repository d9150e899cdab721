import { useCallback } from 'react'
import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import * as v from 'valibot'
import { NotificationRedirect } from '../../features/notifications/notification-redirect'
import { isFeatureEnabled } from '../../../machines/feature-toggles'
import { loginData } from '../../../machines/session.selectors'
import { startNotificationRedirect } from './-data/notifications'
import { consultantOf } from './-period'

const NotificationId = v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/), v.transform(Number))

/**
 * The redirect page (spec section 2): a notification opened from outside the app (a push's tap,
 * a shared link) asks the redirect call where it leads, then goes there; only a path inside the
 * app is followed. Part of the notifications section: its toggle off sends home, like /notifications.
 */
export const Route = createFileRoute('/_app/redirect/$id')({
  staticData: { title: msg`Notifications` },
  beforeLoad: ({ context }) => {
    if (!isFeatureEnabled(loginData(context.session.getSnapshot()), 'notifications')) throw redirect({ to: '/home', replace: true })
  },
  loader: ({ context, params }) => {
    const parsed = v.safeParse(NotificationId, params.id)
    if (!parsed.success) throw redirect({ to: '/notifications', replace: true })
    return startNotificationRedirect(context, consultantOf(context).id, parsed.output)
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: RedirectRoute,
})

function RedirectRoute() {
  const { resources } = Route.useLoaderData()
  const navigate = useNavigate()
  const follow = useCallback((href: string) => void navigate({ href, replace: true }), [navigate]) // href: data, the notification's target
  return <NotificationRedirect target={resources.target} follow={follow} />
}
