import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { GatewayClient } from '../../api'
import type { OpeningAddress, RouterContext } from '../../app/router-context'
import { createMemoryStorage, createStoredValues } from '../../app/stored-values'
import { signedInSystem } from '../../app/system.fixtures'
import { sessionMachine } from '../../../machines/session.machine'
import { guardNavigation } from './guard'

/** A visitor's app, opened at `opened`, as src/app/router.ts gives the address: once. */
function appOpenedAt(opened: string) {
  const session = createActor(sessionMachine, { input: { storedSession: null, impersonationEmail: null, referral: null } }).start()
  const stored = createStoredValues({ storage: createMemoryStorage(), now: () => Date.UTC(2026, 10, 25) })
  const url = new URL(opened, 'https://app.example')
  let opening: OpeningAddress | null = { pathname: url.pathname, search: url.search }
  const takeOpeningAddress = () => {
    const address = opening
    opening = null
    return address
  }
  const context: RouterContext = {
    client: {} as GatewayClient,
    session,
    stored,
    system: signedInSystem(),
    reload: () => {},
    takeOpeningAddress,
    toggleOf: () => null,
  }
  /** A navigation the guard runs before (the first is the router's to the opening address). */
  const navigate = async (to: string) => {
    const target = new URL(to, 'https://app.example')
    const location = { pathname: target.pathname, searchStr: target.search, href: `${target.pathname}${target.search}` } as ParsedLocation
    // A redirect the rules throw is followed by the router: what the guard kept is what counts here.
    await guardNavigation(context, location).catch((error: unknown) => {
      if (!isRedirect(error)) throw error
    })
  }
  return { stored, navigate }
}

describe('what links hand over (the navigation guard)', () => {
  it('takes ?impersonate= from the address the app was opened at, once', async () => {
    const { stored, navigate } = appOpenedAt('/?impersonate=kofi.boateng%40example.com')
    await navigate('/?impersonate=kofi.boateng%40example.com')
    expect(stored.impersonation.get()).toBe('kofi.boateng@example.com')
    // A link inside the app, a notification's, a content page's or a redirect's: followed, never kept.
    await navigate('/?impersonate=ama.mensah%40example.com')
    expect(stored.impersonation.get()).toBe('kofi.boateng@example.com')
    stored.impersonation.clear()
    await navigate('/?impersonate=kofi.boateng%40example.com')
    expect(stored.impersonation.get()).toBeNull()
  })

  it('takes /join?referral= and its campaign from the address the app was opened at, once', async () => {
    const { stored, navigate } = appOpenedAt('/join?referral=EXT-1001&utm_campaign=church-group')
    await navigate('/join?referral=EXT-1001&utm_campaign=church-group')
    expect([stored.referralCode.get(), stored.referralCampaign.get()]).toEqual(['EXT-1001', 'church-group'])
    await navigate('/join?referral=EXT-2002')
    expect([stored.referralCode.get(), stored.referralCampaign.get()]).toEqual(['EXT-1001', 'church-group'])
  })

  it('keeps nothing a later navigation carries when the app was opened without a hand-over', async () => {
    const { stored, navigate } = appOpenedAt('/')
    await navigate('/')
    await navigate('/join?referral=EXT-2002&utm_campaign=market-day')
    await navigate('/?impersonate=ama.mensah%40example.com')
    expect([stored.referralCode.get(), stored.referralCampaign.get(), stored.impersonation.get()]).toEqual([null, null, null])
  })
})
