import { useId } from 'react'
import { useLingui } from '@lingui/react'
import { useLocation } from '@tanstack/react-router'
import { AppIcon } from '../../ui/icons'
import { PathLink } from '../../ui/path-link'
import { isEntryActive, type MenuEntry, type MenuGroup, type MenuLink } from '../../ui/menu/menu'
import { menuIcons } from '../../ui/menu/menu-icons'

export interface MenuListProps {
  entries: readonly MenuEntry[]
  onSignOut: () => void
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void
}

function NavLink({ link, onNavigate, nested }: { link: MenuLink; onNavigate?: () => void; nested?: boolean }) {
  const { i18n } = useLingui()
  return (
    <li>
      <PathLink to={link.to} onClick={onNavigate} data-menu-item={link.id} className="shell-menu-item" data-nested={nested ? '' : undefined}>
        <AppIcon name={menuIcons[link.id] ?? 'chevronRight'} />
        {i18n._(link.label)}
      </PathLink>
    </li>
  )
}

function NavGroup({ group, active, onNavigate }: { group: MenuGroup; active: boolean; onNavigate?: () => void }) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <li>
      {group.to ? (
        <PathLink
          id={headingId}
          to={group.to}
          onClick={onNavigate}
          data-menu-item={group.id}
          activeOptions={{ exact: true }}
          className="shell-menu-heading"
          data-active={active ? '' : undefined}
        >
          {i18n._(group.label)}
          <AppIcon name="chevronRight" size="sm" />
        </PathLink>
      ) : (
        <p id={headingId} className="shell-menu-heading" data-active={active ? '' : undefined}>
          {i18n._(group.label)}
        </p>
      )}
      <ul className="shell-menu-group" aria-labelledby={headingId} data-menu-group={group.id}>
        {group.items.map((link) => (
          <NavLink key={link.id} link={link} onNavigate={onNavigate} nested />
        ))}
      </ul>
    </li>
  )
}

/** The navigation menu (side navigation and drawer alike). */
export function MenuList({ entries, onSignOut, onNavigate }: MenuListProps) {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <ul className="shell-menu">
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'link':
            return <NavLink key={entry.id} link={entry} onNavigate={onNavigate} />
          case 'group':
            return <NavGroup key={entry.id} group={entry} active={isEntryActive(entry, pathname)} onNavigate={onNavigate} />
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
