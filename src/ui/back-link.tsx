import type { ReactNode } from 'react'
import { AppLink, type AppLinkOptions } from './app-link'
import { AppIcon } from './icons'
import './kit.css'

/**
 * A detail screen's way back to its list, at the top of the screen: the installed app has no browser bar, so without it
 * the menu is the only way out. The chevron mirrors in right-to-left languages. `resetScroll` off for a list that puts
 * itself back where the consultant left it (the orders).
 */
export function BackLink({ link, children, resetScroll }: { link: AppLinkOptions; children: ReactNode; resetScroll?: boolean }) {
  return (
    <AppLink link={link} resetScroll={resetScroll} className="ui-link ui-back-link" data-testid="back-link">
      <AppIcon name="chevronLeft" size="sm" />
      <span>{children}</span>
    </AppLink>
  )
}
