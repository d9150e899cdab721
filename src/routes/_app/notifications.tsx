import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { NotificationsScreen } from '../../features/notifications/notifications-screen'
import { isImpersonating } from '../../../machines/session.selectors'
import { notificationsActions, startNotifications } from './-data/notifications'
import { consultantOf } from './-period'

/** Notifications (toggle: notifications): the list, paged, and push on this device. */
export const Route = createFileRoute('/_app/notifications')({
  staticData: { title: msg`Notifications` },
  loader: ({ context }) => {
    const { id } = consultantOf(context)
    return { now: new Date(), consultantId: id, ...startNotifications(context, id, isImpersonating(context.session.getSnapshot())) }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const { resources, now, consultantId } = Route.useLoaderData()
  const { client, system } = Route.useRouteContext()
  const navigate = useNavigate()
  const actions = useMemo(() => notificationsActions({ client, system }, consultantId, (href) => navigate({ href })), [client, system, consultantId, navigate]) // href: data, a notification's target
  return <NotificationsScreen resources={resources} actions={actions} now={now} />
}
