/**
 * The navigation menu of spec section 2, as a pure function of the login data and
 * the layout. Items whose feature toggle is off are hidden (the same rule the router
 * applies: `isFeatureEnabled`, each item's toggle its route's `staticData.toggle`, as
 * src/routes/-navigation/route-toggles.test.ts checks); a group with nothing left in it is hidden too.
 *
 * Our reading of "Performance: Sales, Commissions, Bonuses (commissions and orders also
 * appear under performance)": each item is listed once. Commissions is in the
 * Performance group; Orders is its own top-level item, and the Performance group counts
 * the orders pages as its own (`activeFor`), so the group is shown as the current area
 * on /orders as well as on /sales, /commissions and /bonuses. Nothing appears twice.
 *
 * The Account group's heading is itself a link, to the You page (/account).
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { FeatureToggle, LoginData } from '../../api'
import { isFeatureEnabled } from '../../../machines/feature-toggles'
import type { AppScreenPath } from '../app-link'

export interface MenuLink {
  readonly kind: 'link'
  readonly id: string
  readonly label: MessageDescriptor
  readonly to: AppScreenPath
}

export interface MenuGroup {
  readonly kind: 'group'
  readonly id: string
  readonly label: MessageDescriptor
  /** The group's own page, if it has one. */
  readonly to: AppScreenPath | null
  /** Path prefixes of the pages that belong to this group. */
  readonly activeFor: readonly string[]
  readonly items: readonly MenuLink[]
}

export interface MenuSignOut {
  readonly kind: 'signOut'
  readonly id: 'signOut'
  readonly label: MessageDescriptor
}

export type MenuEntry = MenuLink | MenuGroup | MenuSignOut

export interface MenuOptions {
  /** The desktop layout (960px and wider): Notifications is listed only there. */
  readonly desktop: boolean
  /** Staff viewing another account: no Payment Account. */
  readonly impersonating: boolean
}

interface LinkRule {
  readonly id: string
  readonly label: MessageDescriptor
  readonly to: AppScreenPath
  readonly toggle?: FeatureToggle
  /** Further conditions besides the toggle. */
  readonly when?: (options: MenuOptions) => boolean
}

/** The rules' links this consultant may follow: toggle on, conditions met. */
function allowedLinks(login: LoginData | null, options: MenuOptions, rules: readonly LinkRule[]): MenuLink[] {
  return rules
    .filter((rule) => (!rule.toggle || isFeatureEnabled(login, rule.toggle)) && (!rule.when || rule.when(options)))
    .map(({ id, label, to }) => ({ kind: 'link', id, label, to }))
}

export function navigationMenu(login: LoginData | null, options: MenuOptions): MenuEntry[] {
  const store = login?.customer_data.account_type === 'store'
  const links = (rules: readonly LinkRule[]): MenuLink[] => allowedLinks(login, options, rules)

  const group = (id: string, label: MessageDescriptor, to: AppScreenPath | null, activeFor: string[], rules: LinkRule[]): MenuGroup[] => {
    const items = links(rules)
    return items.length > 0 || to !== null ? [{ kind: 'group', id, label, to, activeFor, items }] : []
  }

  return [
    ...links([{ id: 'home', label: msg`Home`, to: '/home' }]),
    ...group(
      'performance',
      msg`Performance`,
      null,
      ['/sales', '/commissions', '/bonuses', '/orders'],
      [
        { id: 'sales', label: msg`Sales`, to: '/sales', toggle: 'sales' },
        { id: 'commissions', label: msg`Commissions`, to: '/commissions', toggle: 'commissions' },
        { id: 'bonuses', label: msg`Bonuses`, to: '/bonuses', toggle: 'bonus' },
      ],
    ),
    ...links([
      { id: 'orders', label: msg`Orders`, to: '/orders', toggle: 'orders' },
      { id: 'successRate', label: msg`Success rate`, to: '/success-rate', toggle: 'success_rate' },
    ]),
    ...group(
      'team',
      msg`Team`,
      null,
      ['/team-members', '/team-leader'],
      [
        { id: 'teamMembers', label: msg`Team members`, to: '/team-members', toggle: 'teamMembers' },
        { id: 'teamLeader', label: msg`Team leader`, to: '/team-leader', toggle: 'teamLeader' },
      ],
    ),
    ...group(
      'account',
      msg`Account`,
      '/account',
      ['/account', '/personal-info', '/notifications', '/payment-method', '/level'],
      [
        store
          ? { id: 'storeInfo', label: msg`Store info`, to: '/personal-info', toggle: 'personalInfo' }
          : { id: 'personalInfo', label: msg`Personal info`, to: '/personal-info', toggle: 'personalInfo' },
        { id: 'notifications', label: msg`Notifications`, to: '/notifications', toggle: 'notifications', when: (o) => o.desktop },
        {
          id: 'paymentAccount',
          label: msg`Payment account`,
          to: '/payment-method',
          toggle: 'paymentMethods',
          when: (o) => !o.impersonating,
        },
        { id: 'level', label: msg`Level`, to: '/level', toggle: 'levels' },
      ],
    ),
    { kind: 'signOut', id: 'signOut', label: msg`Sign out` },
  ]
}

/**
 * The phone's bottom bar (issue 38): the places a consultant goes every day, one tap away, by the menu's rule
 * (an item whose toggle is off is left out). The full menu stays in the drawer.
 */
export function dailyLinks(login: LoginData | null): MenuLink[] {
  return allowedLinks(login, { desktop: false, impersonating: false }, [
    { id: 'home', label: msg`Home`, to: '/home' },
    { id: 'sales', label: msg`Sales`, to: '/sales', toggle: 'sales' },
    { id: 'orders', label: msg`Orders`, to: '/orders', toggle: 'orders' },
    { id: 'team', label: msg`Team`, to: '/team-members', toggle: 'teamMembers' },
    { id: 'account', label: msg`You`, to: '/account' },
  ])
}

/** Whether `pathname` is `prefix` or a page under it (whole segments). */
export function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** The link is the current page, or the group holds it. */
export function isEntryActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.kind === 'link') return isUnder(pathname, entry.to)
  if (entry.kind === 'group') return entry.activeFor.some((prefix) => isUnder(pathname, prefix))
  return false
}

/** The Account group's items (the You page lists them). */
export function accountItems(entries: readonly MenuEntry[]): readonly MenuLink[] {
  const account = entries.find((entry): entry is MenuGroup => entry.kind === 'group' && entry.id === 'account')
  return account?.items ?? []
}
