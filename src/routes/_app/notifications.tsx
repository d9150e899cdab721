import { msg } from '@lingui/core/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { NotificationsScreen } from '../../features/notifications/notifications-screen'
import { isImpersonating } from '../../../machines/session.selectors'
import { notificationsActions, startNotifications } from './-data/notifications'

/** Notifications (toggle: notifications): the list, paged, and push on this device. */
export const Route = createFileRoute('/_app/notifications')({
  staticData: { title: msg`Notifications`, toggle: 'notifications' },
  loader: ({ context }) => {
    const { id } = context.consultant
    return { now: new Date(), actions: notificationsActions(context, id), ...startNotifications(context, id, isImpersonating(context.session.getSnapshot())) }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: NotificationsRoute,
})

function NotificationsRoute() {
  const { resources, now, actions } = Route.useLoaderData()
  const navigate = useNavigate()
  return <NotificationsScreen resources={resources} actions={actions} now={now} go={(href) => navigate({ href })} /> // href: data, a notification's target
}
