import * as v from 'valibot'
import { Count, Id, IsoDateTime } from './common'

/**
 * What a notification is about (ours: the spec gives no type). The consultant turns push on or off
 * per type on each device; a type this app does not know reads as an announcement.
 */
export const notificationTypes = ['orders', 'commissions', 'bonuses', 'team', 'announcements'] as const
export const NotificationType = v.picklist(notificationTypes)
export type NotificationType = v.InferOutput<typeof NotificationType>

export const Notification = v.object({
  id: Id,
  created_at: IsoDateTime,
  /** 'new' or 'read'. */
  status: v.string(),
  label: v.string(),
  /** True when the notification leads somewhere (ask .../redirect/{id}). */
  has_redirect: v.boolean(),
  /** Ours, optional: what it is about (absent: an announcement). */
  type: v.optional(v.fallback(NotificationType, 'announcements')),
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

/** GET kazuda/push-key (ours): the VAPID public key (base64url) a browser subscribes with. */
export const PushKey = v.object({ public_key: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/)) })
export type PushKey = v.InferOutput<typeof PushKey>

/**
 * What a push message carries (ours), encrypted for one subscription. The service worker
 * (src/features/notifications/push-sw.ts) reads it by hand, drops a type the consultant turned off on this device,
 * shows `title` and `body`, puts `unread` (when given) on the app's icon, and opens `url` (an app path: /redirect/{id} asks which page) on a tap.
 */
export const PushPayload = v.object({
  id: v.nullable(Id),
  type: NotificationType,
  title: v.string(),
  body: v.string(),
  url: v.pipe(v.string(), v.startsWith('/')),
  /** Ours, optional: the consultant's unread count after this one, for the app's icon (the Badging API) while the app is closed. */
  unread: v.optional(Count),
  /** Ours: whose notification this is; the device shows it only while that consultant is signed in on it. */
  consultant_id: v.optional(Id),
})
export type PushPayload = v.InferOutput<typeof PushPayload>

/** POST kazuda/notifications/{id}/demo-push (demo gateway only): a new notification pushed to every subscribed device. */
export const DemoPushBody = v.object({ type: v.optional(NotificationType), label: v.optional(v.pipe(v.string(), v.maxLength(200))) })
export const DemoPushResult = v.object({ sent: Count, notification: Notification })
