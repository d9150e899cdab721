import type { GatewayClient } from '../../../api'
import { GatewayError, reportUnexpected, toFailure } from '../../../api/errors'
import type { Notification } from '../../../api/schemas/notifications'
import { pageSizes } from '../../../config/constants'
import { toInternalPath } from '../../../domain/safe-path'
import type { NotificationsActions, NotificationsMachines } from '../../../features/notifications/notifications-data'
import type { PushBrowser } from '../../../platform/push-browser'
import { noMoreByTotal, pagedCollectionOf } from '../../../../machines/paged-collection.machine'
import { pushSubscriptionMachine } from '../../../../machines/push-subscription.machine'
import { resourceOf } from '../../../../machines/resource.machine'
import { fromPromise } from 'xstate'
import { startScreenReads, type ScreenContext } from './screen-reads'
import { refreshUnreadCount } from './unread-notifications'

/**
 * The redirect call's answer as a path of this app, or null: the gateway says where a
 * notification leads, and only an internal path is ever followed (no open redirect).
 */
export async function notificationTarget({ client, system }: ScreenContext, consultantId: number, notificationId: number): Promise<string | null> {
  try {
    const answer = await client.notifications.redirect(consultantId, notificationId)
    // The redirect call marks it read: the count beside the bell drops.
    refreshUnreadCount(system)
    return toInternalPath(answer.data.url)
  } catch (error) {
    // NOT_FOUND: a notification that leads nowhere (or not this consultant's): nothing to try again.
    if (error instanceof GatewayError && error.failure.kind === 'http' && error.failure.status === 404) return null
    throw error
  }
}

/** The redirect page (/redirect/{id}, a link from outside the app: a push, an e-mail): where it leads. */
export const startNotificationRedirect = ({ client, system }: ScreenContext, consultantId: number, notificationId: number) =>
  startScreenReads(system, '/redirect/$id', JSON.stringify([consultantId, notificationId]), () => ({
    // Wrapped: a resource's null data means "not loaded yet", and null here means "no page to open".
    target: resourceOf(async () => ({ path: await notificationTarget({ client, system }, consultantId, notificationId) }), 'GET kazuda/notifications/redirect'),
  }))

/** The browser's push code, loaded when /notifications asks (this module is part of every first load). */
const loadPushBrowser = () => import('../../../platform/push-browser').then((module) => module.pushBrowser)
/** The device's push settings (kinds, quiet hours), read and kept by a module loaded when asked: none of the screen's first load. */
const pushSettings = () => import('../../../platform/push-settings')

/** Push on this device: the browser's side and the gateway's, in the order that keeps them in step. */
export function pushEffects(client: GatewayClient, consultantId: number, given?: PushBrowser) {
  const device = () => (given ? Promise.resolve(given) : loadPushBrowser())
  return {
    check: fromPromise(async () => (await device()).check(consultantId)),
    enable: fromPromise(async () => {
      const browser = await device()
      const { public_key } = await client.notifications.pushKey()
      const result = await browser.subscribe(public_key, consultantId)
      if (result.outcome !== 'subscribed') return result.outcome
      try {
        await client.notifications.subscribe(consultantId, result.subscription)
      } catch (error) {
        // The gateway does not know this device: do not leave the browser subscribed for nothing.
        await browser.unsubscribe().catch(() => {})
        throw error
      }
      // Whose subscription this is: a subscription the browser rotates later goes to this consultant only.
      await browser.remember(consultantId, public_key).catch(() => {})
      return 'subscribed' as const
    }),
    disable: fromPromise(async () => {
      const browser = await device()
      const subscription = await browser.current()
      if (subscription) await client.notifications.unsubscribe(consultantId, subscription)
      await browser.unsubscribe()
    }),
    disableAll: fromPromise(async () => {
      await client.notifications.unsubscribeAll(consultantId)
      await (await device()).unsubscribe()
    }),
  }
}

export function notificationsMachines(client: GatewayClient, consultantId: number, impersonating: boolean): NotificationsMachines {
  const list = pagedCollectionOf<Notification, null>(
    { call: 'GET kazuda/notifications', pageSize: pageSizes.notifications, noMore: noMoreByTotal },
    async ({ page, pageSize }) => {
      const answer = await client.notifications.page(consultantId, page, pageSize)
      return { items: answer.data, total: answer.total, counts: { total_unread: answer.total_unread } }
    },
  )
  return {
    list: { machine: list, input: { query: null } },
    // Staff viewing an account never subscribe their own device to the consultant's pushes.
    push: impersonating
      ? null
      : {
          machine: pushSubscriptionMachine.provide({
            actors: pushEffects(client, consultantId),
            actions: { reportFailure: (_, { failure }) => reportUnexpected(failure) },
          }),
          input: undefined,
        },
    settings: impersonating ? null : resourceOf(async () => (await pushSettings()).loadPushSettings(consultantId), 'push settings'),
  }
}

/** The list's reads; the count beside the bell is asked again, since the consultant is looking at it. */
export function startNotifications({ client, system }: ScreenContext, consultantId: number, impersonating: boolean) {
  refreshUnreadCount(system)
  return startScreenReads(system, '/notifications', JSON.stringify([consultantId, impersonating]), () =>
    notificationsMachines(client, consultantId, impersonating),
  )
}

/** Opening a notification: the redirect call, then its page (`go` is the router's navigate, given by the screen's route). */
export function notificationsActions(app: ScreenContext, consultantId: number): NotificationsActions {
  return {
    open: async (notification, go) => {
      let path: string | null
      try {
        path = await notificationTarget(app, consultantId, notification.id)
      } catch (error) {
        const kind = toFailure(error, 'GET kazuda/notifications/redirect').kind
        return kind === 'network' || kind === 'timeout' ? 'offline' : 'failed'
      }
      if (path === null) return 'noPage'
      await go(path)
      return 'opened'
    },
    saveSettings: async (settings) => (await pushSettings()).savePushSettings(consultantId, settings),
  }
}
