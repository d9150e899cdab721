import { useMemo, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import type { LoginData } from '../../api'
import { dailyLinks, navigationMenu } from '../../ui/menu/menu'
import { SignedInProvider } from '../../ui/signed-in'
import { useDocumentTitle } from '../../ui/document-title'
import { useIsDesktop } from '../../ui/use-is-desktop'
import { BottomBar, MenuDrawer, SideNavigation } from './navigation'
import { ImpersonationBanner, SuspendedAlert } from './notices'
import { useScreenTitle } from './screen-title'
import { ShellHeader } from './shell-header'
import '../../ui/kit.css'
import './shell.css'

export interface AppShellProps {
  login: LoginData
  impersonating: boolean
  /** Unread notifications beside the bell and the menu's Notifications (null: not known); undefined: notifications are off. */
  unread?: number | null
  /** Under the header, when the route has something to ask (the updated agreement's banner). */
  banner?: ReactNode
  onSignOut: () => void
  children: ReactNode
}

/**
 * The authenticated area's frame. Phone (< 960px): a header with the menu button, the
 * screen title and the consultant's avatar; the menu opens in a drawer. The menu has seven
 * entries and three groups, more than a bottom bar holds, so the drawer keeps the whole
 * grouped menu, and a bottom bar adds the daily destinations (issue 38) one tap away.
 * Desktop (960px and wider): the side navigation, and the title in the header.
 */
export function AppShell({ login, impersonating, unread, banner, onSignOut, children }: AppShellProps) {
  const { t } = useLingui()
  const desktop = useIsDesktop()
  const title = useScreenTitle()
  const pathname = useLocation({ select: (location) => location.pathname })
  const [menuOpen, setMenuOpen] = useState(false)
  // Kept between renders: opening the menu draws the drawer again only if the entries changed.
  const entries = useMemo(() => navigationMenu(login, { desktop, impersonating }), [login, desktop, impersonating])
  const { first_name, last_name, status } = login.customer_data
  const name = `${first_name} ${last_name}`.trim()
  const product = t`Sales Consultant`

  useDocumentTitle(title, product)

  return (
    <SignedInProvider value={{ login, impersonating }}>
      <div className="shell">
        <a href="#main" className="shell-skip-link">
          <Trans>Skip to content</Trans>
        </a>
        {desktop ? <SideNavigation entries={entries} onSignOut={onSignOut} unread={unread} /> : null}
        <div className="shell-column">
          <div className="shell-top">
            {impersonating ? <ImpersonationBanner name={name} /> : null}
            <ShellHeader title={title} name={name} onOpenMenu={desktop ? undefined : () => setMenuOpen(true)} unread={unread} />
            {banner}
          </div>
          <main id="main" tabIndex={-1} className="shell-main">
            {status?.id === 'suspended' && pathname !== '/suspended-info' ? (
              <div className="shell-suspended">
                <SuspendedAlert />
              </div>
            ) : null}
            {children}
          </main>
        </div>
        {desktop ? null : <BottomBar links={dailyLinks(login)} />}
        {desktop ? null : <MenuDrawer entries={entries} onSignOut={onSignOut} unread={unread} open={menuOpen} onOpenChange={setMenuOpen} />}
      </div>
    </SignedInProvider>
  )
}
