/**
 * A notification's age group (spec sections 3 and 9): 'new' while it is under about 24 hours
 * old and its status is still new; 'earlier' otherwise. Pure: the screen gives the time.
 */
import { notificationNewFor } from '../config/constants'

export type NotificationGroup = 'new' | 'earlier'

export interface AgedNotification {
  readonly created_at: string
  readonly status: string
}

/**
 * 'new' or 'earlier'. A creation time a little in the future (the phone's clock behind the
 * server's) counts as just now; a time that does not parse is 'earlier' (nothing claims to be new
 * without a time to show for it).
 */
export function notificationGroup(notification: AgedNotification, now: Date, newFor: number = notificationNewFor): NotificationGroup {
  if (notification.status !== 'new') return 'earlier'
  const created = Date.parse(notification.created_at)
  if (Number.isNaN(created)) return 'earlier'
  const age = Math.max(0, now.getTime() - created)
  return age < newFor ? 'new' : 'earlier'
}

export interface GroupedNotifications<T> {
  readonly new: readonly T[]
  readonly earlier: readonly T[]
}

/** The list split into its two groups, each in the order given (the gateway's: newest first). */
export function groupNotifications<T extends AgedNotification>(items: readonly T[], now: Date, newFor: number = notificationNewFor): GroupedNotifications<T> {
  const groups: { new: T[]; earlier: T[] } = { new: [], earlier: [] }
  for (const item of items) groups[notificationGroup(item, now, newFor)].push(item)
  return groups
}

export type AgeUnit = 'minute' | 'hour' | 'day'

/**
 * How to say a notification's age: in minutes under an hour, hours under a day, days under a
 * week (negative: ago, for Intl.RelativeTimeFormat); null from a week on (the date is shown).
 */
export function ageInWords(createdAt: string, now: Date): { value: number; unit: AgeUnit } | null {
  const created = Date.parse(createdAt)
  if (Number.isNaN(created)) return null
  const minutes = Math.max(0, Math.floor((now.getTime() - created) / 60_000))
  if (minutes < 60) return { value: -minutes, unit: 'minute' }
  if (minutes < 24 * 60) return { value: -Math.floor(minutes / 60), unit: 'hour' }
  if (minutes < 7 * 24 * 60) return { value: -Math.floor(minutes / (24 * 60)), unit: 'day' }
  return null
}
