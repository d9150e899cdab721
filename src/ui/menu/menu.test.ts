import { describe, expect, it } from 'vitest'
import { FEATURE_TOGGLES, type FeatureToggle } from '../../api'
import { makeLogin } from '../../../machines/fixtures'
import { accountItems, dailyLinks, isEntryActive, navigationMenu, type MenuEntry, type MenuOptions } from './menu'

const desktop: MenuOptions = { desktop: true, impersonating: false }
const phone: MenuOptions = { desktop: false, impersonating: false }

/** The menu as an outline: top-level ids, groups with their item ids. */
function outline(entries: readonly MenuEntry[]): (string | [string, string[]])[] {
  return entries.map((entry) => (entry.kind === 'group' ? [entry.id, entry.items.map((item) => item.id)] : entry.id))
}

const allOff = (...off: FeatureToggle[]) => Object.fromEntries(off.map((toggle) => [toggle, false]))

describe('navigation menu', () => {
  it('lists the spec section 2 menu for an individual on desktop', () => {
    expect(outline(navigationMenu(makeLogin(), desktop))).toEqual([
      'home',
      ['performance', ['sales', 'commissions', 'bonuses']],
      'orders',
      'successRate',
      ['team', ['teamMembers', 'teamLeader']],
      ['account', ['personalInfo', 'notifications', 'paymentAccount', 'level']],
      'signOut',
    ])
  })

  it('labels the info item Store info for a store', () => {
    const account = accountItems(navigationMenu(makeLogin({ customer_data: { account_type: 'store' } }), desktop))
    expect(account.map((item) => [item.id, item.label.message, item.to])).toContainEqual(['storeInfo', 'Store info', '/personal-info'])
    expect(account.map((item) => item.id)).not.toContain('personalInfo')
  })

  it('lists Notifications on desktop only', () => {
    expect(accountItems(navigationMenu(makeLogin(), phone)).map((item) => item.id)).toEqual(['personalInfo', 'paymentAccount', 'level'])
  })

  it('hides Payment Account when impersonating', () => {
    const items = accountItems(navigationMenu(makeLogin(), { desktop: true, impersonating: true }))
    expect(items.map((item) => item.id)).toEqual(['personalInfo', 'notifications', 'level'])
  })

  it('hides items whose toggle is off, and a group left empty', () => {
    const login = makeLogin({ feature_toggles: allOff('orders', 'bonus', 'teamMembers', 'teamLeader', 'notifications') })
    expect(outline(navigationMenu(login, desktop))).toEqual([
      'home',
      ['performance', ['sales', 'commissions']],
      'successRate',
      ['account', ['personalInfo', 'paymentAccount', 'level']],
      'signOut',
    ])
  })

  it('keeps the Account group, which has its own page, with every item off', () => {
    const login = makeLogin({ feature_toggles: allOff(...FEATURE_TOGGLES) })
    expect(outline(navigationMenu(login, desktop))).toEqual(['home', ['account', []], 'signOut'])
  })

  it('shows only Home, Account and Sign out to nobody signed in', () => {
    expect(outline(navigationMenu(null, desktop))).toEqual(['home', ['account', []], 'signOut'])
  })

  // That each item's toggle is the one the router applies to its path: src/routes/-navigation/route-toggles.test.ts.
})

describe('the bottom bar (phone)', () => {
  it('holds Home, Sales, Orders, Team and You', () => {
    expect(dailyLinks(makeLogin()).map((link) => [link.id, link.label.message, link.to])).toEqual([
      ['home', 'Home', '/home'],
      ['sales', 'Sales', '/sales'],
      ['orders', 'Orders', '/orders'],
      ['team', 'Team', '/team-members'],
      ['account', 'You', '/account'],
    ])
  })

  it("leaves out what the consultant's toggles switch off, as the menu and the router do", () => {
    const login = makeLogin({ feature_toggles: allOff('orders', 'teamMembers', 'sales') })
    expect(dailyLinks(login).map((link) => link.id)).toEqual(['home', 'account'])
    // Each link against its route's toggle: src/routes/-navigation/route-toggles.test.ts.
  })
})

describe('active entry', () => {
  const entries = navigationMenu(makeLogin(), desktop)
  const byId = (id: string) => entries.find((entry) => entry.id === id) as MenuEntry

  it('marks a link on its page and the pages under it, by whole segments', () => {
    expect(isEntryActive(byId('orders'), '/orders')).toBe(true)
    expect(isEntryActive(byId('orders'), '/orders/12/orderType/mall')).toBe(true)
    expect(isEntryActive(byId('orders'), '/ordersx')).toBe(false)
  })

  it('counts commissions and orders pages as Performance', () => {
    for (const path of ['/sales', '/commissions/pending', '/bonuses/details/3', '/orders']) {
      expect(isEntryActive(byId('performance'), path), path).toBe(true)
    }
    expect(isEntryActive(byId('performance'), '/home')).toBe(false)
  })

  it('counts the You page and its items as Account', () => {
    expect(isEntryActive(byId('account'), '/account')).toBe(true)
    expect(isEntryActive(byId('account'), '/payment-method/bank_transfer')).toBe(true)
    expect(isEntryActive(byId('signOut'), '/home')).toBe(false)
  })
})
