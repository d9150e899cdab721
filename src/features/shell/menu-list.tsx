import { useId } from 'react'
import { useLingui } from '@lingui/react'
import { useLocation } from '@tanstack/react-router'
import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react'
import { AppIcon } from '../../ui/icons'
import { PathLink } from '../../ui/path-link'
import { isEntryActive, type MenuEntry, type MenuGroup, type MenuLink } from './menu'
import { menuIcons } from './menu-icons'

export interface MenuListProps {
  entries: readonly MenuEntry[]
  onSignOut: () => void
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void
}

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  minH: '10',
  rounded: 'l2',
  color: 'fg.muted',
  fontWeight: 'medium',
  textStyle: 'sm',
  transition: 'background 0.15s, color 0.15s',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
  _currentPage: { bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' },
} as const

function NavLink({ link, onNavigate, nested }: { link: MenuLink; onNavigate?: () => void; nested?: boolean }) {
  const { i18n } = useLingui()
  return (
    <li>
      <Box asChild {...itemStyles} ps={nested ? '5' : '3'}>
        <PathLink to={link.to} onClick={onNavigate} data-menu-item={link.id}>
          <AppIcon name={menuIcons[link.id] ?? 'chevronRight'} />
          {i18n._(link.label)}
        </PathLink>
      </Box>
    </li>
  )
}

function NavGroup({ group, active, onNavigate }: { group: MenuGroup; active: boolean; onNavigate?: () => void }) {
  const { i18n } = useLingui()
  const headingId = useId()
  const headingStyles = {
    textStyle: 'xs',
    fontWeight: 'semibold',
    letterSpacing: 'wider',
    textTransform: 'uppercase',
    color: active ? 'colorPalette.fg' : 'fg.muted',
  } as const
  return (
    <li>
      {group.to ? (
        <Box asChild {...itemStyles} {...headingStyles} minH="8" mt="3">
          <PathLink id={headingId} to={group.to} onClick={onNavigate} data-menu-item={group.id} activeOptions={{ exact: true }}>
            {i18n._(group.label)}
            <AppIcon name="chevronRight" boxSize="4" ms="auto" />
          </PathLink>
        </Box>
      ) : (
        <Text id={headingId} {...headingStyles} px="3" pt="4" pb="1">
          {i18n._(group.label)}
        </Text>
      )}
      <Stack as="ul" gap="0.5" aria-labelledby={headingId} data-menu-group={group.id}>
        {group.items.map((link) => (
          <NavLink key={link.id} link={link} onNavigate={onNavigate} nested />
        ))}
      </Stack>
    </li>
  )
}

/** The navigation menu (side navigation and drawer alike). */
export function MenuList({ entries, onSignOut, onNavigate }: MenuListProps) {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (location) => location.pathname })
  return (
    <Stack as="ul" gap="0.5">
      {entries.map((entry) => {
        switch (entry.kind) {
          case 'link':
            return <NavLink key={entry.id} link={entry} onNavigate={onNavigate} />
          case 'group':
            return <NavGroup key={entry.id} group={entry} active={isEntryActive(entry, pathname)} onNavigate={onNavigate} />
          case 'signOut':
            return (
              <li key={entry.id}>
                <Separator my="3" />
                <Button variant="ghost" justifyContent="flex-start" w="full" px="3" gap="3" color="fg.muted" onClick={onSignOut}>
                  <AppIcon name="logout" />
                  {i18n._(entry.label)}
                </Button>
              </li>
            )
        }
      })}
    </Stack>
  )
}
