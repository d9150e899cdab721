import type { GatewayClient } from '../../../api'
import type { AppBadgeFollow } from '../../../platform/app-badge'
import type { AppActorSystem } from '../../../../machines/actor-scope.machine'
import { resourceOf, type ResourceActor } from '../../../../machines/resource.machine'

/**
 * The unread count beside Notifications in the header and the menu (issue 12 §3), from the spec's
 * own call: the first page of one notification answers `total_unread` (no contract extension).
 *
 * - Optional information: its network read waits for the browser to be idle, so the screen's own reads and
 *   rendering go first (the shell is on every first screen; the cached count shows meanwhile); a failure shows no badge (the
 *   client's report sink gets the failure, as for any call, without personal data).
 * - One consultant's: it runs in the consultant's scope of the app's system (`unread-count`), which
 *   ends with the session, so another one signing in on the same page never sees the previous count
 *   (the service worker's copy of the answer is under the consultant's id and goes at sign-out with
 *   the other answers).
 * - Asked again when it changes: /notifications is opened, a notification is read (the redirect
 *   call marks it read), by `refreshUnreadCount`.
 */

/** Settles once the main thread is idle (at the latest after 3 s), or after a second where requestIdleCallback is missing (Safari). */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 3_000 })
    else window.setTimeout(resolve, 1_000)
  })
}

export const unreadCountMachine = (client: GatewayClient, consultantId: number, idle: () => Promise<void> = whenIdle) =>
  resourceOf(async (from) => {
    // The cached count shows at once; the network is asked once the page is idle.
    if (from === 'network') await idle()
    return (await client.notifications.page(consultantId, 1, 1)).total_unread
  }, 'unreadCount')

/** The count's system id: the shell starts it (`useSystemActor`), the notifications' reads ask it again. */
export const unreadCountId = 'unread-count'

/** The count may have changed (a notification read, the list opened): ask again (the badge stays meanwhile). */
export function refreshUnreadCount(system: Pick<AppActorSystem, 'get'>): void {
  system.get(unreadCountId)?.send({ type: 'resource.reload' })
}

/** What the badge shows: the count once known, nothing while unknown or after a failure. */
export const unreadShown = (snapshot: ReturnType<ResourceActor<number>['getSnapshot']> | undefined): number | null =>
  snapshot && !snapshot.matches('error') ? snapshot.context.data : null

/** The app icon's badge follows the same count (src/platform/app-badge.ts; src/app/pwa.ts starts it). */
export const unreadBadge: AppBadgeFollow = {
  countId: unreadCountId,
  read: (snapshot) => unreadShown(snapshot as ReturnType<ResourceActor<number>['getSnapshot']>),
}
