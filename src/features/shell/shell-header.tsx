import { useLingui } from '@lingui/react/macro'
import { Avatar } from '../../ui/avatar'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { Link } from '@tanstack/react-router'
import { ScrollToTopSlot } from '../../ui/scroll-to-top'
import { UnreadBadge, useNotificationsLabel } from './unread'

export interface ShellHeaderProps {
  title: string | null
  /** The consultant's full name (their avatar links to the You page). */
  name: string
  /** Phone layout: the menu button that opens the drawer. */
  onOpenMenu?: () => void
  /** The bell to /notifications with the unread count (null: not known); undefined: no bell (notifications are off). */
  unread: number | null | undefined
}

/**
 * The top bar: the menu button (phone), the screen title, back to the top (once a long screen has
 * scrolled, ScrollToTop), the bell to the notifications, and the way to the You page.
 */
export function ShellHeader({ title, name, onOpenMenu, unread }: ShellHeaderProps) {
  const { t } = useLingui()
  const notifications = useNotificationsLabel(unread)
  return (
    <header className="shell-header">
      {onOpenMenu ? (
        <Button variant="ghost" icon aria-label={t`Open the menu`} data-testid="menu-button" onClick={onOpenMenu}>
          <AppIcon name="menu" />
        </Button>
      ) : null}
      <h1 className="shell-title" data-after-menu={onOpenMenu ? '' : undefined}>
        {title}
      </h1>
      <ScrollToTopSlot />
      {unread !== undefined ? (
        <Link to="/notifications" aria-label={notifications} title={notifications} className="shell-bell">
          <AppIcon name="bell" />
          <UnreadBadge unread={unread} />
        </Link>
      ) : null}
      <Link to="/account" aria-label={t`You`} title={t`You`} className="shell-avatar-link">
        <Avatar name={name} />
      </Link>
    </header>
  )
}
