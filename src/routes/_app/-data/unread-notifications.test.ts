import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import type { GatewayClient } from '../../../api'
import { allowCachedReads, inCacheTurn } from '../../../api/cached-read'
import { GatewayError } from '../../../api/errors'
import { notificationsActions, startNotificationRedirect, startNotifications } from './notifications'
import { refreshUnreadCount, unreadBadge, unreadCountId, unreadCountMachine, unreadShown } from './unread-notifications'
import { followAppBadge } from '../../../platform/app-badge'
import { actorScopeMachine } from '../../../../machines/actor-scope.machine'
import type { AppSystem } from '../../../app/system'
import { signedInSystem } from '../../../app/system.fixtures'

let system: AppSystem
beforeEach(() => {
  system = signedInSystem()
})
afterEach(() => allowCachedReads(() => false))

/** As the shell starts it (useSystemActor): in the consultant's scope, or none when nobody is counted. */
const unreadCountOf = (client: GatewayClient, consultantId: number | null, idle?: () => Promise<void>) =>
  consultantId === null ? null : system.start('consultant', unreadCountId, unreadCountMachine(client, consultantId, idle))
/** The session ends, and another one begins: the consultant's scope stops, a new one starts. */
const nextSession = () => {
  system.close('app', 'consultant')
  system.start('app', 'consultant', actorScopeMachine)
}

/** A gateway whose unread counts are per consultant, and an idle moment the test lets happen. */
function fakes(unread: Record<number, number>) {
  const page = vi.fn(async (id: number, _page: number, _perPage: number) => {
    const total_unread = unread[id]
    if (total_unread === undefined) throw new GatewayError({ kind: 'network', call: 'GET kazuda/notifications' })
    return { total: 40, total_unread, data: [] }
  })
  const redirect = vi.fn(async (id: number, notificationId: number) => {
    unread[id] = (unread[id] ?? 1) - 1 // the gateway marks it read
    return { data: { url: `/orders/${notificationId}` } }
  })
  const client = { notifications: { page, redirect } } as unknown as GatewayClient
  let idle: () => void = () => {}
  const whenIdle = () => new Promise<void>((resolve) => (idle = resolve))
  return { client, page, redirect, whenIdle, idle: () => idle() }
}

const ama = 1001
const kofi = 1002
const shown = (actor: ReturnType<typeof unreadCountOf>) => unreadShown(actor?.getSnapshot())
const settled = (actor: NonNullable<ReturnType<typeof unreadCountOf>>) => waitFor(actor, (s) => !s.hasTag('busy'))

describe('the unread count beside the bell', () => {
  it('asks only once the browser is idle, with the spec’s call (one notification, its total_unread)', async () => {
    const { client, page, whenIdle, idle } = fakes({ 1001: 3 })
    const actor = unreadCountOf(client, ama, whenIdle)
    await Promise.resolve()
    expect(page).not.toHaveBeenCalled()
    expect(shown(actor)).toBeNull()
    idle()
    await settled(actor!)
    expect(page).toHaveBeenCalledWith(1001, 1, 1)
    expect(shown(actor)).toBe(3)
  })

  it('with a service worker: the cached count shows at once, the network is asked once the browser is idle', async () => {
    allowCachedReads(() => true)
    const { client, page, whenIdle, idle } = fakes({ 1001: 3 })
    const asked: string[] = []
    page.mockImplementation(async () => {
      asked.push(inCacheTurn() ? 'cache' : 'network')
      return { total: 40, total_unread: asked.length === 1 ? 2 : 3, data: [] }
    })
    const actor = unreadCountOf(client, ama, whenIdle)
    await waitFor(actor!, (s) => s.matches({ loading: 'showingCached' }))
    expect(asked).toEqual(['cache'])
    expect(shown(actor)).toBe(2)
    idle()
    await waitFor(actor!, (s) => s.matches('loaded'))
    expect(asked).toEqual(['cache', 'network'])
    expect(shown(actor)).toBe(3)
  })

  it('is one consultant’s: another signing in never sees it, and signing out stops it', async () => {
    const { client, whenIdle, idle } = fakes({ 1001: 3, 1002: 0 })
    const first = unreadCountOf(client, ama, whenIdle)!
    idle()
    await settled(first)
    expect(unreadCountOf(client, ama, whenIdle)).toBe(first) // a re-render, the same consultant: the same count
    expect(system.get(unreadCountId)).toBe(first)
    nextSession()
    expect(first.getSnapshot().status).toBe('stopped')
    expect(system.get(unreadCountId)).toBeUndefined()
    const second = unreadCountOf(client, kofi, whenIdle)!
    expect(second).not.toBe(first)
    expect(shown(second)).toBeNull() // not Ama's 3 while Kofi's is asked
    idle()
    await settled(second)
    expect(shown(second)).toBe(0)
  })

  it('shows nothing when the call fails, and the count again once a later ask answers', async () => {
    const unread: Record<number, number> = {}
    const { client, whenIdle, idle } = fakes(unread)
    const actor = unreadCountOf(client, ama, whenIdle)!
    idle()
    await settled(actor)
    expect(actor.getSnapshot().matches('error')).toBe(true)
    expect(shown(actor)).toBeNull()
    unread[1001] = 2
    refreshUnreadCount(system)
    idle()
    await settled(actor)
    expect(shown(actor)).toBe(2)
  })

  it('is asked again when the list is opened, and drops when a notification is read', async () => {
    const unread: Record<number, number> = { 1001: 3 }
    const { client, page, redirect, whenIdle, idle } = fakes(unread)
    const actor = unreadCountOf(client, ama, whenIdle)!
    idle()
    await settled(actor)
    expect(shown(actor)).toBe(3)

    unread[1001] = 4 // a push arrived meanwhile
    const list = startNotifications(
      {
        system,
        client: { notifications: { ...client.notifications, page: vi.fn(async () => ({ total: 0, total_unread: 4, data: [] })) } } as unknown as GatewayClient,
      },
      1001,
      true,
    )
    idle()
    await settled(actor)
    expect(shown(actor)).toBe(4)
    list.stop()

    await notificationsActions({ client, system }, 1001).open(
      { id: 7, created_at: '2026-01-01T00:00:00Z', status: 'new', label: 'x', has_redirect: true },
      async () => {},
    )
    expect(redirect).toHaveBeenCalledWith(1001, 7)
    idle()
    await settled(actor)
    expect(shown(actor)).toBe(3)

    // A notification opened from outside the app (/redirect/{id}) is read too.
    const outside = startNotificationRedirect({ client: client, system }, 1001, 8)
    await waitFor(outside.resources.target, (s) => s.matches('loaded'))
    idle()
    await settled(actor)
    expect(shown(actor)).toBe(2)
    outside.stop()
    expect(page.mock.calls.every(([id, p, perPage]) => id === 1001 && p === 1 && perPage === 1)).toBe(true)
  })
})

describe('the unread count on the app’s icon', () => {
  /** A navigator with the Badging API, recording what the icon shows ('' for cleared). */
  function badgeNavigator() {
    const shownOnIcon: string[] = []
    return {
      shownOnIcon,
      nav: {
        setAppBadge: vi.fn(async (count?: number) => void shownOnIcon.push(String(count))),
        clearAppBadge: vi.fn(async () => void shownOnIcon.push('')),
      },
    }
  }

  it('follows the shell’s count: set when it changes, cleared at 0, left alone while it is asked again', async () => {
    const unread: Record<number, number> = { 1001: 3 }
    const { client, whenIdle, idle } = fakes(unread)
    const { shownOnIcon, nav } = badgeNavigator()
    const stop = followAppBadge(system, unreadBadge, nav)
    const actor = unreadCountOf(client, ama, whenIdle)!
    await Promise.resolve()
    expect(shownOnIcon).toEqual([]) // unknown yet: the icon keeps what it had
    idle()
    await settled(actor)
    expect(shownOnIcon).toEqual(['3'])
    unread[1001] = 1
    refreshUnreadCount(system)
    idle()
    await settled(actor)
    unread[1001] = 0
    refreshUnreadCount(system)
    idle()
    await settled(actor)
    expect(shownOnIcon).toEqual(['3', '1', ''])
    stop()
  })

  it('is cleared when the consultant’s scope ends (whatever ended the session), and the next one’s count is theirs', async () => {
    const { client, whenIdle, idle } = fakes({ 1001: 3, 1002: 2 })
    const { shownOnIcon, nav } = badgeNavigator()
    followAppBadge(system, unreadBadge, nav)
    const first = unreadCountOf(client, ama, whenIdle)!
    idle()
    await settled(first)
    // The shell left (a screen without it), the consultant still signed in: the icon keeps the count.
    system.close('consultant', unreadCountId)
    await Promise.resolve()
    expect(shownOnIcon).toEqual(['3'])
    system.close('app', 'consultant')
    await Promise.resolve()
    expect(shownOnIcon).toEqual(['3', ''])
    system.start('app', 'consultant', actorScopeMachine)
    const second = unreadCountOf(client, kofi, whenIdle)!
    idle()
    await settled(second)
    expect(shownOnIcon).toEqual(['3', '', '2'])
  })

  it('clears a badge left by a session that ended while the app was closed, and does nothing without the Badging API', async () => {
    system.close('app', 'consultant')
    const { shownOnIcon, nav } = badgeNavigator()
    followAppBadge(system, unreadBadge, nav)
    expect(shownOnIcon).toEqual([''])
    expect(() => followAppBadge(system, unreadBadge, {})).not.toThrow()
  })
})
