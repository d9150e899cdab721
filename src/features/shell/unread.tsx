import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useFormatters } from '../../i18n/use-formatters'

/**
 * The unread count beside Notifications (the header's bell, the menu's item): the number is seen,
 * and the link's name says it ("Notifications, 3 unread"), so it is heard with the link itself.
 */
export function useNotificationsLabel(unread: number | null | undefined): string {
  useLingui() // the label follows a language change
  const count = unread ?? 0
  return plural(count, { 0: 'Notifications', one: 'Notifications, # unread', other: 'Notifications, # unread' })
}

/** The count as a badge (nothing when none or unknown); its words are in the link's name. */
export function UnreadBadge({ unread }: { unread: number | null | undefined }) {
  const { number } = useFormatters()
  if (!unread) return null
  return (
    <span className="shell-unread" aria-hidden="true">
      {unread > 99 ? `${number(99)}+` : number(unread)}
    </span>
  )
}
