import { useLingui } from '@lingui/react/macro'
import { Avatar } from '../../ui/avatar'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { PathLink } from '../../ui/path-link'

export interface ShellHeaderProps {
  title: string | null
  /** The consultant's full name (their avatar links to the You page). */
  name: string
  /** Phone layout: the menu button that opens the drawer. */
  onOpenMenu?: () => void
}

/** The top bar: the menu button (phone), the screen title, and the way to the You page. */
export function ShellHeader({ title, name, onOpenMenu }: ShellHeaderProps) {
  const { t } = useLingui()
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
      <PathLink to="/account" aria-label={t`You`} title={t`You`} className="shell-avatar-link">
        <Avatar name={name} />
      </PathLink>
    </header>
  )
}
