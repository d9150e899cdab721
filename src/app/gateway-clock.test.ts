import { beforeEach, describe, expect, it } from 'vitest'
import { makeLogin } from '../../machines/fixtures'
import { gatewayClockSlackMs } from './gateway-clock'
import { createMemoryStorage, createStoredValues, storedValueKeys, type StoredValues } from './stored-values'

const minute = 60 * 1000
const hour = 60 * minute
const day = 24 * hour

const staffView = makeLogin({ impersonating: true, jforce_token: 'staff-view' })
const member = makeLogin({ jforce_token: 'member' })

/** The real time, the gateway's clock, and the phone's, which anyone holding it can move. */
let gateway: number
let device: number
let storage: Storage
let stored: StoredValues

beforeEach(() => {
  gateway = Date.UTC(2026, 10, 25, 9, 30)
  device = gateway
  storage = createMemoryStorage()
  stored = createStoredValues({ storage, now: () => device })
})

const wait = (ms: number) => {
  gateway += ms
  device += ms
}
/** A gateway answer comes in, with its `Date` (whole seconds, as HTTP gives it). */
const answer = () => stored.gatewayClock.measure(new Date(gateway).toUTCString())

describe("the gateway's clock", () => {
  it('is the device clock and the offset of the last answer, kept for a reload without network', () => {
    expect(stored.gatewayClock.now()).toBe(device)
    device = gateway + 2 * day
    answer()
    expect(stored.gatewayClock.now()).toBe(gateway)
    const reloaded = createStoredValues({ storage, now: () => device })
    wait(hour)
    expect(reloaded.gatewayClock.now()).toBe(gateway)
  })

  it('a missing or garbled Date changes nothing', () => {
    device = gateway + 2 * day
    answer()
    const kept = storage.getItem(storedValueKeys.gatewayClock)
    stored.gatewayClock.measure(null)
    stored.gatewayClock.measure('yesterday-ish')
    stored.gatewayClock.measure('')
    expect(storage.getItem(storedValueKeys.gatewayClock)).toBe(kept)
    expect(stored.gatewayClock.now()).toBe(gateway)
  })

  it('is not written again by every answer: only when it drifts, or the reading is a minute old', () => {
    answer()
    const kept = storage.getItem(storedValueKeys.gatewayClock)
    wait(30_000)
    answer()
    expect(storage.getItem(storedValueKeys.gatewayClock)).toBe(kept)
    wait(30_000)
    answer()
    expect(storage.getItem(storedValueKeys.gatewayClock)).not.toBe(kept)
  })

  it('a staff session stored with the device clock 2 days ahead, then corrected, ends a gateway day after its sign-in', () => {
    device = gateway + 2 * day
    answer()
    stored.impersonation.set('kofi.boateng@example.com')
    stored.session.set(staffView)
    // Corrected (by the owner, or the network's time); the next answer gives the offset again.
    device = gateway
    answer()
    wait(day - minute)
    answer()
    stored.session.set({ ...staffView, has_payment_method: true })
    expect(stored.session.get()?.jforce_token).toBe('staff-view')
    expect(stored.impersonation.get()).toBe('kofi.boateng@example.com')
    wait(minute)
    answer()
    expect(stored.session.get()).toBeNull()
    expect(stored.impersonation.get()).toBeNull()
  })

  it('corrected while offline, the clock that moved back ends what it timed: it cannot tell how long it has been', () => {
    device = gateway + 2 * day
    answer()
    stored.impersonation.set('kofi.boateng@example.com')
    stored.session.set(staffView)
    stored.homeBonusCount.set(2)
    device = gateway + hour
    expect(stored.session.get()).toBeNull()
    expect(stored.impersonation.get()).toBeNull()
    expect(stored.homeBonusCount.get()).toBeNull()
    // What another clock times is kept: the add-to-home 'No' is the device's.
    stored.addToHomeRefusal.set(true)
    expect(stored.addToHomeRefusal.get()).toBe(true)
  })

  it('a device clock moved back does not extend the impersonation or the session, online or not', () => {
    answer()
    stored.impersonation.set('kofi.boateng@example.com')
    stored.session.set(staffView)
    wait(23 * hour)
    answer()
    // Two days back: offline, nothing it times holds any more…
    device -= 2 * day
    expect(stored.gatewayClock.now()).toBeNull()
    expect(stored.session.get()).toBeNull()
    expect(stored.impersonation.get()).toBeNull()

    // …and online, the next answer puts the gateway's time back: a day after the sign-in is a day after it.
    stored.session.set(member)
    expect(stored.session.get()).toBeNull()
    answer()
    stored.session.set(member)
    stored.impersonation.set('kofi.boateng@example.com')
    wait(day - 1_000)
    device -= 10 * day
    answer()
    expect(stored.impersonation.get()).toBe('kofi.boateng@example.com')
    wait(1_000)
    answer()
    expect(stored.impersonation.get()).toBeNull()
    wait(29 * day - 1_000)
    answer()
    expect(stored.session.get()?.jforce_token).toBe('member')
    wait(1_000)
    answer()
    expect(stored.session.get()).toBeNull()
  })

  it("a time sync that moves the device's clock back a little ends nothing", () => {
    answer()
    stored.session.set(member)
    device -= gatewayClockSlackMs - 1_000
    expect(stored.session.get()?.jforce_token).toBe('member')
  })

  it('a device clock moved forward does not shorten them once the gateway answers', () => {
    answer()
    stored.session.set(staffView)
    device += 3 * day
    answer()
    wait(day - minute)
    expect(stored.session.get()?.jforce_token).toBe('staff-view')
  })
})
