import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useI18n } from '@lingui/react'
import type { Locale } from '../../config/country'
import { Avatar } from '../../ui/avatar'
import { AccountStatusText, accountStatusPalette } from '../../ui/account-status'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card } from '../../ui/card'
import { ColorModeButton } from '../../ui/color-mode-button'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { LanguageSwitcher } from '../../ui/language-switcher'
import { accountItems, navigationMenu } from '../../ui/menu/menu'
import { menuIcons } from '../../ui/menu/menu-icons'
import { useSignedIn } from '../../ui/signed-in'
import { useIsDesktop } from '../../ui/use-is-desktop'
import { DigitsSetting } from './digits-setting'
import '../../ui/kit.css'
import './account.css'
import { AccountSync } from './account-sync'

function Profile() {
  const { t } = useLingui()
  const { login } = useSignedIn()
  const { first_name, last_name, email, level, status, account_type, store_name } = login.customer_data
  const name = `${first_name} ${last_name}`.trim()
  const levelName = level?.name
  return (
    <Card>
      <div className="account-profile">
        <Avatar name={name} size="2xl" />
        <div className="account-profile-text">
          <h2 className="ui-heading ui-truncate" data-size="lg">
            <Isolate>{name}</Isolate>
          </h2>
          {store_name ? (
            <p className="ui-muted">
              <Isolate>{store_name}</Isolate>
            </p>
          ) : null}
          <p className="ui-muted ui-text-sm ui-truncate">
            <Isolate>{email}</Isolate>
          </p>
          <div className="account-badges">
            {level ? (
              <Badge aria-label={t`Level: ${levelName}`}>
                <AppIcon name="award" size="xs" />
                <Isolate>{level.name}</Isolate>
              </Badge>
            ) : null}
            {status ? (
              <Badge palette={accountStatusPalette[status.id]} data-testid="account-status">
                <AccountStatusText status={status.id} label={status.label} />
              </Badge>
            ) : null}
            <Badge variant="outline" palette="gray">
              {account_type === 'store' ? t`Store` : t`Individual`}
            </Badge>
          </div>
        </div>
      </div>
    </Card>
  )
}

/** The You page (/account): who is signed in, the Account items of the menu, preferences, sign out. */
export function AccountScreen({ onSelectLanguage, onSignOut }: { onSelectLanguage: (locale: Locale) => void; onSignOut: () => void }) {
  const { i18n } = useI18n()
  const { login, impersonating } = useSignedIn()
  const desktop = useIsDesktop()
  const items = accountItems(navigationMenu(login, { desktop, impersonating }))
  return (
    <div className="account">
      <Profile />
      <AccountSync synced={login.customer_data.synced} />
      {items.length > 0 ? (
        <Card title={<Trans>Your account</Trans>} className="account-card">
          <ul className="account-items">
            {items.map((item) => (
              <li key={item.id}>
                <Link to={item.to} data-account-item={item.id} className="account-item">
                  <AppIcon name={menuIcons[item.id] ?? 'chevronRight'} className="account-item-icon" />
                  <p className="ui-grow ui-medium">{i18n._(item.label)}</p>
                  <AppIcon name="chevronRight" size="sm" className="account-item-chevron" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card title={<Trans>Preferences</Trans>} className="account-card">
        <div className="account-preferences">
          <div className="account-preference" data-wrap="">
            <p className="ui-medium">
              <Trans>Language</Trans>
            </p>
            <LanguageSwitcher onSelect={onSelectLanguage} />
          </div>
          <DigitsSetting />
          <div className="account-preference">
            <p className="ui-medium">
              <Trans>Appearance</Trans>
            </p>
            <ColorModeButton />
          </div>
        </div>
      </Card>
      <Button variant="outline" palette="red" className="account-sign-out" onClick={onSignOut}>
        <AppIcon name="logout" />
        <Trans>Sign out</Trans>
      </Button>
    </div>
  )
}
