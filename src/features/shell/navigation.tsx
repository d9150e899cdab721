import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link, useRouter } from '@tanstack/react-router'
import { BrandMark } from '../../ui/brand-mark'
import { Button } from '../../ui/button'
import { useModalDialog } from '../../ui/dialog'
import { AppIcon } from '../../ui/icons'
import type { MenuEntry, MenuLink } from '../../ui/menu/menu'
import { menuIcons } from '../../ui/menu/menu-icons'
import { MenuList, type FollowLink } from './menu-list'

interface NavigationProps {
  entries: readonly MenuEntry[]
  onSignOut: () => void
  /** Unread notifications, beside the menu's Notifications. */
  unread?: number | null | undefined
}

function ProductName({ id }: { id?: string }) {
  const { t } = useLingui()
  return (
    <div className="shell-product" id={id}>
      <BrandMark />
      <span>{t`Sales Consultant`}</span>
    </div>
  )
}

/** Desktop (960px and wider): the menu in a side column that stays in view. */
export function SideNavigation({ entries, onSignOut, unread }: NavigationProps) {
  const { t } = useLingui()
  // The column runs the page's full height; the menu in it stays in view while the page scrolls.
  return (
    <div className="shell-side">
      <nav aria-label={t`Main menu`} className="shell-side-nav">
        <ProductName />
        <MenuList entries={entries} onSignOut={onSignOut} unread={unread} />
      </nav>
    </div>
  )
}

/**
 * Phone: the same menu in a drawer from the start side (a modal <dialog>: focus stays in it,
 * Escape or a press beside it closes it), closed when a link is tapped, the link followed after.
 */
export function MenuDrawer({ entries, onSignOut, unread, open, onOpenChange }: NavigationProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const close = useModalDialog(ref, open, onOpenChange)
  // Drawn closed once the page is idle (a closed <dialog> is not laid out), so the tap that opens it only shows it.
  const warm = useIdle()
  const contents = useDrawerContents({ entries, onSignOut, unread }, close)
  return (
    // The dialog element itself is the backdrop's target: a press beside the drawer closes it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className="shell-drawer"
      aria-labelledby="menu-drawer-title"
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      {open || warm ? contents : null}
    </dialog>
  )
}

/** The drawer's header and menu: the same element from render to render while its inputs hold (opening redraws none of it). */
function useDrawerContents({ entries, onSignOut, unread }: NavigationProps, close: () => void) {
  const { t } = useLingui()
  const router = useRouter()
  // The tap closes the drawer in its own frame and the next screen is drawn once that frame is painted: the tap answers
  // at once on a slow phone, where the closing and the next screen's first render made one long task.
  const follow = useCallback<FollowLink>(
    (event, to) => {
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      close()
      requestAnimationFrame(() => setTimeout(() => void router.navigate({ to })))
    },
    [close, router],
  )
  return useMemo(
    () => (
      <>
        <div className="shell-drawer-header">
          <ProductName id="menu-drawer-title" />
          <Button variant="ghost" size="sm" icon aria-label={t`Close the menu`} onClick={close}>
            <AppIcon name="close" />
          </Button>
        </div>
        <div className="shell-drawer-body">
          <nav aria-label={t`Main menu`}>
            <MenuList
              entries={entries}
              unread={unread}
              onNavigate={follow}
              onSignOut={() => {
                close()
                onSignOut()
              }}
            />
          </nav>
        </div>
      </>
    ),
    [entries, onSignOut, unread, close, follow, t],
  )
}

/**
 * Phone: the daily destinations in a bar at the bottom, one tap away, as in the consumer apps consultants use.
 * It sets <html data-bottom-bar> so the notices stack (rendered outside the shell) sits above it.
 */
export function BottomBar({ links }: { links: readonly MenuLink[] }) {
  const { t, i18n } = useLingui()
  // Before the paint: a notice drawn in the same frame sits above the bar at once.
  useLayoutEffect(() => {
    document.documentElement.dataset.bottomBar = ''
    return () => {
      delete document.documentElement.dataset.bottomBar
    }
  }, [])
  return (
    <nav aria-label={t`Quick links`} className="shell-bar">
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.to} data-bar-item={link.id} className="shell-bar-item">
              <AppIcon name={menuIcons[link.id] ?? 'chevronRight'} />
              <span>{i18n._(link.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** True once the browser has had an idle moment after the first render (at the latest 3 s on). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setIdle(true), 1_000)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3_000 })
    return () => window.cancelIdleCallback(handle)
  }, [])
  return idle
}
