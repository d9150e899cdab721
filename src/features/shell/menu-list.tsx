import { useId, type MouseEvent } from 'react'
import { useLingui } from '@lingui/react'
import { Link, useLocation } from '@tanstack/react-router'
import { AppIcon } from '../../ui/icons'
import { isEntryActive, type MenuEntry, type MenuGroup, type MenuLink } from '../../ui/menu/menu'
import { menuIcons } from '../../ui/menu/menu-icons'
import { UnreadBadge, useNotificationsLabel } from './unread'

export interface MenuListProps {
  entries: readonly MenuEntry[]
  onSignOut: () => void
  /** A link is tapped (the drawer closes, then follows it): without it, the link is followed as any. */
  onNavigate?: FollowLink
  /** Unread notifications, beside Notifications. */
  unread?: number | null | undefined
}

/** Follows a menu link its own way (the drawer: after its closing frame); `event.preventDefault()` stops the link's own. */
export type FollowLink = (event: MouseEvent<HTMLAnchorElement>, to: string) => void

/** The unread notifications, with the link's name that says them. */
type Unread = { readonly count: number; readonly label: string } | null

function NavLink({ link, onNavigate, unread }: { link: MenuLink; onNavigate?: FollowLink | undefined; unread: Unread }) {
  const { i18n } = useLingui()
  const counted = link.id === 'notifications' ? unread : null
  return (
    <li>
      <Link
        to={link.to}
        onClick={onNavigate ? (event) => onNavigate(event, link.to) : undefined}
        data-menu-item={link.id}
        className="shell-menu-item"
        aria-label={counted?.label}
      >
        <AppIcon name={menuIcons[link.id] ?? 'chevronRight'} />
        {i18n._(link.label)}
        {counted ? <UnreadBadge unread={counted.count} /> : null}
      </Link>
    </li>
  )
}

function NavGroup({ group, active, onNavigate, unread }: { group: MenuGroup; active: boolean; onNavigate?: FollowLink | undefined; unread: Unread }) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <li>
      {group.to ? (
        <Link
          id={headingId}
          to={group.to}
          onClick={onNavigate && group.to ? (event) => onNavigate(event, group.to as string) : undefined}
          data-menu-item={group.id}
          activeOptions={{ exact: true }}
          className="shell-menu-heading"
          data-active={active ? '' : undefined}
        >
          {i18n._(group.label)}
          <AppIcon name="chevronRight" size="sm" />
        </Link>
      ) : (
        <p id={headingId} className="shell-menu-heading" data-active={active ? '' : undefined}>
          {i18n._(group.label)}
        </p>
      )}
      <ul className="shell-menu-group" aria-labelledby={headingId} data-menu-group={group.id}>
        {group.items.map((link) => (
          <NavLink key={link.id} link={link} onNavigate={onNavigate} unread={unread} />
        ))}
      </ul>
    </li>
  )
}

/** The navigation menu (side navigation and drawer alike). */
export function MenuList({ entries, onSignOut, onNavigate, unread }: MenuListProps) {
  const { i18n } = useLingui()
  const label = useNotificationsLabel(unread)
  const counted: Unread = unread ? { count: unread, label } : null
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <ul className="shell-menu">
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'link':
            return <NavLink key={entry.id} link={entry} onNavigate={onNavigate} unread={counted} />
          case 'group':
            return <NavGroup key={entry.id} group={entry} active={isEntryActive(entry, pathname)} onNavigate={onNavigate} unread={counted} />
          case 'signOut':
            return (
              <li key={entry.id}>
                <hr className="shell-menu-separator" />
                <button type="button" className="shell-menu-item" onClick={onSignOut}>
                  <AppIcon name="logout" />
                  {i18n._(entry.label)}
                </button>
              </li>
            )
        }
      })}
    </ul>
  )
}
