import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { FEATURE_TOGGLES, type FeatureToggle } from '../../api'
import type { RouterContext } from '../../app/router-context'
import { routeTree } from '../../routeTree.gen'
import { DASHBOARD_LINKS } from '../../features/dashboard/links'
import { dailyLinks, navigationMenu, type MenuEntry, type MenuLink } from '../../ui/menu/menu'
import { makeLogin } from '../../../machines/fixtures'
import { toggleOfPath } from './route-toggles'

// Only matched against, never loaded: no context is read.
const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as RouterContext })
const toggleOf = (path: string) => toggleOfPath(router, path)

/** The section each toggle switches (spec sections 2 and 6), with every page under it. */
const SECTIONS: Readonly<Record<string, FeatureToggle>> = {
  '/team-members': 'teamMembers',
  '/team-leader': 'teamLeader',
  '/level': 'levels',
  '/orders': 'orders',
  '/notifications': 'notifications',
  '/sales': 'sales',
  '/success-rate': 'success_rate',
  '/personal-info': 'personalInfo',
  '/payment-method': 'paymentMethods',
  '/commissions': 'commissions',
  '/bonuses': 'bonus',
}

const sectionOf = (path: string): FeatureToggle | null =>
  Object.entries(SECTIONS).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? null

/** Every screen's path in the route tree, its parameters filled in (/orders/a1/item/a1). */
const screenPaths = [...new Set(Object.keys(router.routesByPath).map((path) => path.replace(/\$\w+/g, 'a1').replace(/(.)\/$/, '$1')))]

describe("the routes' feature toggles (staticData.toggle)", () => {
  it('switch every page of each section, and no other page', () => {
    expect(screenPaths.length).toBeGreaterThan(40)
    for (const path of screenPaths) expect(toggleOf(path), path).toBe(sectionOf(path))
    // Each section has its pages in the tree.
    for (const prefix of Object.keys(SECTIONS)) expect(screenPaths.filter((path) => sectionOf(path) === SECTIONS[prefix]).length, prefix).toBeGreaterThan(0)
  })

  it.each([
    ['/team-members', 'teamMembers'],
    ['/team-members/12', 'teamMembers'],
    ['/team-leader', 'teamLeader'],
    ['/level/next-level-advantages', 'levels'],
    ['/orders?page=2', 'orders'],
    ['/notifications', 'notifications'],
    ['/sales/status/completed', 'sales'],
    ['/success-rate', 'success_rate'],
    ['/personal-info/edit', 'personalInfo'],
    ['/payment-method/bank_transfer', 'paymentMethods'],
    ['/commissions/pending/direct', 'commissions'],
    ['/bonuses/details/3', 'bonus'],
    ['/home', null],
    ['/levels-guide', null],
    ['/orderly', null],
  ])('%s is switched by %j', (path, toggle) => {
    expect(toggleOf(path)).toBe(toggle)
  })
})

/** The menu's links, groups' items included. */
const linksOf = (entries: readonly MenuEntry[]): MenuLink[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? entry.items : entry.kind === 'link' ? [entry] : []))
const allOff = (...off: FeatureToggle[]) => makeLogin({ feature_toggles: Object.fromEntries(off.map((toggle) => [toggle, false])) })
const desktop = { desktop: true, impersonating: false }

describe('the menu and the dashboard follow the routes', () => {
  it('guards every menu item with the toggle the router applies to its path', () => {
    const links = linksOf(navigationMenu(makeLogin(), desktop))
    for (const toggle of FEATURE_TOGGLES) {
      const left = linksOf(navigationMenu(allOff(toggle), desktop))
      const expected = links.filter((link) => toggleOf(link.to) !== toggle).map((link) => link.id)
      expect(
        left.map((link) => link.id),
        toggle,
      ).toEqual(expected)
    }
  })

  it("leaves out of the bottom bar what the consultant's toggles switch off, as the menu and the router do", () => {
    for (const link of dailyLinks(makeLogin())) {
      const toggle = toggleOf(link.to)
      if (toggle) expect(dailyLinks(allOff(toggle)).map((l) => l.id)).not.toContain(link.id)
    }
  })

  it("gives each dashboard link to a screen its route's toggle", () => {
    const internal = DASHBOARD_LINKS.flatMap(({ id, target }) =>
      target.kind === 'internal' ? [{ id, to: String(target.link.to), toggle: target.toggle ?? null }] : [],
    )
    expect(internal.length).toBeGreaterThan(0)
    for (const link of internal) expect(link.toggle, link.id).toBe(toggleOf(link.to))
  })
})
