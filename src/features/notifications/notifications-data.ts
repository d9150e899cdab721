import type { Notification } from '../../api/schemas/notifications'
import type { PagedCollectionMachine } from '../../../machines/paged-collection.machine'
import type { PushSubscriptionMachine } from '../../../machines/push-subscription.machine'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'
import type { PushSettings } from '../../platform/push-settings'

/** The notifications list: one query (the signed-in consultant's), pages of 10. */
export type NotificationList = PagedCollectionMachine<Notification, null>

/** What the route provides the notifications screen with (src/routes/_app/-data/notifications.ts). */
export interface NotificationsMachines {
  readonly list: { readonly machine: NotificationList; readonly input: { readonly query: null } }
  /** Push on this device; null for staff viewing an account (they never get the consultant's pushes). */
  readonly push: { readonly machine: PushSubscriptionMachine; readonly input: undefined } | null
  /** The kinds this device shows as push. */
  readonly settings: ResourceMachine<PushSettings> | null
}

export type NotificationsResources = StartedResources<NotificationsMachines>

/** Opening one: the page it leads to was reached, or why not (no page to go to, no connection, any other failure). */
export type OpenOutcome = 'opened' | 'noPage' | 'offline' | 'failed'

/** Goes to an internal path of the app (the router's navigate, given by the route's component). */
export type GoTo = (path: string) => Promise<void>

/** What the route's loader gives the screen besides its reads: plain functions, not actors. */
export interface NotificationsActions {
  /** Asks the redirect call and goes (`go`) to the internal path it answers ('noPage' for none or an unsafe one). Never rejects. */
  open(notification: Notification, go: GoTo): Promise<OpenOutcome>
  saveSettings(settings: PushSettings): Promise<void>
}
