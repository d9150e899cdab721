import * as v from 'valibot'
import { Count, Id, IsoDateTime } from './common'

export const Notification = v.object({
  id: Id,
  created_at: IsoDateTime,
  /** 'new' or 'read'. */
  status: v.string(),
  label: v.string(),
  /** True when the notification leads somewhere (ask .../redirect/{id}). */
  has_redirect: v.boolean(),
})
export type Notification = v.InferOutput<typeof Notification>

/** GET kazuda/notifications/{id}?page&per_page, newest first. */
export const NotificationPage = v.object({ total: Count, total_unread: Count, data: v.array(Notification) })
export type NotificationPage = v.InferOutput<typeof NotificationPage>

/** Web Push subscription as PushSubscription.toJSON() gives it. */
export const PushSubscription = v.object({
  endpoint: v.pipe(v.string(), v.url()),
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: v.string(), auth: v.string() }),
})
export type PushSubscription = v.InferOutput<typeof PushSubscription>
export const SubscriptionBody = v.object({ subscription: PushSubscription })

/** GET kazuda/notifications/{id}/redirect/{notificationId}: an app path; also marks it read. */
export const NotificationRedirect = v.object({ data: v.object({ url: v.string() }) })
export type NotificationRedirect = v.InferOutput<typeof NotificationRedirect>
