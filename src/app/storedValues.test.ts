import { beforeEach, describe, expect, it } from 'vitest'
import { makeLogin } from '../../machines/fixtures'
import { createMemoryStorage, createStoredValues, storedValueKeys, type StoredValue, type StoredValues } from './storedValues'

const minute = 60 * 1000
const hour = 60 * minute
const day = 24 * hour

const login = makeLogin({ feature_toggles: { orders: true } })

let clock: number
let storage: Storage
let stored: StoredValues

beforeEach(() => {
  clock = Date.UTC(2024, 0, 1)
  storage = createMemoryStorage()
  stored = createStoredValues({ storage, now: () => clock })
})

const advance = (ms: number) => {
  clock += ms
}

describe('lifetimes', () => {
  it.each<[keyof typeof storedValueKeys, unknown, number]>([
    ['referralCode', 'REF42', 7 * day],
    ['referralCampaign', 'market-day', 7 * day],
    ['impersonation', 'staff-view@example.com', day],
    ['redirectTarget', '/orders?page=2', hour],
    ['addToHomeRefusal', true, 7 * day],
    ['authState', 'state-abc', 10 * minute],
  ])('%s lives %d ms', (name, value, lifetime) => {
    const accessor: StoredValue<unknown> = stored[name]
    accessor.set(value)
    advance(lifetime - 1)
    expect(accessor.get()).toBe(value)
    advance(1)
    expect(accessor.get()).toBeNull()
    // An expired entry is removed, not just hidden.
    expect(storage.getItem(storedValueKeys[name])).toBeNull()
  })

  it('keeps the locale with no expiry, and the session for 30 days after it was last set', () => {
    stored.locale.set('en')
    stored.session.set(login)
    advance(29 * day)
    expect(stored.session.get()).toEqual(login)
    stored.session.set(login)
    advance(29 * day)
    expect(stored.session.get()).toEqual(login)
    advance(2 * day)
    expect(stored.session.get()).toBeNull()
    advance(365 * day)
    expect(stored.locale.get()).toBe('en')
  })

  it('restarts a lifetime when the value is set again', () => {
    stored.referralCode.set('OLD')
    advance(6 * day)
    stored.referralCode.set('NEW')
    advance(6 * day)
    expect(stored.referralCode.get()).toBe('NEW')
  })

  it('stores entries as JSON { value, expiresAt }', () => {
    stored.impersonation.set('staff-view@example.com')
    expect(JSON.parse(storage.getItem(storedValueKeys.impersonation) ?? 'null')).toEqual({
      value: 'staff-view@example.com',
      expiresAt: clock + day,
    })
  })
})

describe('unreadable entries', () => {
  it.each([
    ['not json', '{oops'],
    ['a bare string', 'REF42'],
    ['no expiry field', JSON.stringify({ value: 'REF42' })],
    ['a wrong expiry type', JSON.stringify({ value: 'REF42', expiresAt: 'tomorrow' })],
    ['a wrong value type', JSON.stringify({ value: 42, expiresAt: null })],
    ['an empty value', JSON.stringify({ value: '  ', expiresAt: null })],
  ])('reads %s as null and removes it', (_, raw) => {
    storage.setItem(storedValueKeys.referralCode, raw)
    expect(stored.referralCode.get()).toBeNull()
    expect(storage.getItem(storedValueKeys.referralCode)).toBeNull()
  })

  it('drops a stored session that no longer matches the login contract', () => {
    storage.setItem(storedValueKeys.session, JSON.stringify({ value: { jforce_token: 't' }, expiresAt: null }))
    expect(stored.session.get()).toBeNull()
    expect(storage.getItem(storedValueKeys.session)).toBeNull()
  })

  it('ignores a locale the build does not support', () => {
    stored.locale.set('de' as never)
    expect(stored.locale.get()).toBeNull()
    storage.setItem(storedValueKeys.locale, JSON.stringify({ value: 'xx', expiresAt: null }))
    expect(stored.locale.get()).toBeNull()
  })

  it('reads as null when the storage itself fails', () => {
    const broken = createMemoryStorage()
    broken.getItem = () => {
      throw new Error('SecurityError')
    }
    broken.setItem = () => {
      throw new Error('QuotaExceededError')
    }
    const values = createStoredValues({ storage: broken, now: () => clock })
    expect(() => values.referralCode.set('REF')).not.toThrow()
    expect(values.referralCode.get()).toBeNull()
  })
})

describe('redirect target', () => {
  it.each(['https://evil.com/home', '//evil.com', '/\\evil.com', 'javascript:alert(1)', '/%2F%2Fevil.com', 'home'])(
    'refuses to store %j and keeps the previous target',
    (unsafe) => {
      stored.redirectTarget.set('/sales')
      stored.redirectTarget.set(unsafe)
      expect(stored.redirectTarget.get()).toBe('/sales')
    },
  )

  it('reads a tampered unsafe entry as null and removes it', () => {
    storage.setItem(storedValueKeys.redirectTarget, JSON.stringify({ value: '//evil.com', expiresAt: clock + hour }))
    expect(stored.redirectTarget.get()).toBeNull()
    expect(storage.getItem(storedValueKeys.redirectTarget)).toBeNull()
  })

  it('stores the normalized path', () => {
    stored.redirectTarget.set('/orders/./12?tab=items#top')
    expect(stored.redirectTarget.get()).toBe('/orders/12?tab=items#top')
  })
})

describe('referralCampaign', () => {
  it('keeps a campaign as a link builds it and drops any other value', () => {
    stored.referralCampaign.set('سوق-الجمعة')
    expect(stored.referralCampaign.get()).toBe('سوق-الجمعة')
    stored.referralCampaign.set('Market Day')
    expect(stored.referralCampaign.get()).toBe('سوق-الجمعة')
    storage.setItem(storedValueKeys.referralCampaign, JSON.stringify({ value: 'a\u200bb', expiresAt: clock + day }))
    expect(stored.referralCampaign.get()).toBeNull()
  })
})

it("keeps the dashboard's bonus count as a whole number up to six", () => {
  stored.homeBonusCount.set(2)
  expect(stored.homeBonusCount.get()).toBe(2)
  stored.homeBonusCount.set(40)
  expect(stored.homeBonusCount.get()).toBe(6)
  stored.homeBonusCount.set(-1)
  expect(stored.homeBonusCount.get()).toBe(6)
  storage.setItem(storedValueKeys.homeBonusCount, JSON.stringify({ value: 1.5, expiresAt: null }))
  expect(stored.homeBonusCount.get()).toBeNull()
  stored.homeBonusCount.set(0)
  expect(stored.homeBonusCount.get()).toBe(0)
})

it('a session that ended (401) takes what was kept of its screens with it, not the rest', () => {
  stored.session.set(login)
  stored.homeBonusCount.set(3)
  stored.earlyReads.set({ '/home': ['ok/1'] })
  stored.redirectTarget.set('/orders')
  stored.clearSessionData()
  expect([stored.session.get(), stored.homeBonusCount.get(), stored.earlyReads.get()]).toEqual([null, null, null])
  expect(stored.redirectTarget.get()).toBe('/orders')
})

describe('clearConsultantData', () => {
  it('forgets the consultant and keeps the locale and the add-to-home refusal', () => {
    stored.session.set(login)
    stored.redirectTarget.set('/orders')
    stored.impersonation.set('staff-view@example.com')
    stored.referralCode.set('REF42')
    stored.referralCampaign.set('market-day')
    stored.locale.set('en')
    stored.addToHomeRefusal.set(true)
    stored.homeBonusCount.set(2)

    stored.clearConsultantData()

    expect(stored.homeBonusCount.get()).toBeNull()
    expect(stored.session.get()).toBeNull()
    expect(stored.redirectTarget.get()).toBeNull()
    expect(stored.impersonation.get()).toBeNull()
    expect(stored.referralCampaign.get()).toBeNull()
    expect(stored.referralCode.get()).toBeNull()
    expect(stored.locale.get()).toBe('en')
    expect(stored.addToHomeRefusal.get()).toBe(true)
  })
})

it('keeps the sign-in state in its own storage when given one', () => {
  const authStorage = createMemoryStorage()
  const values = createStoredValues({ storage, authStorage, now: () => clock })
  values.authState.set('state-abc')
  expect(authStorage.getItem(storedValueKeys.authState)).not.toBeNull()
  expect(storage.getItem(storedValueKeys.authState)).toBeNull()
  expect(values.authState.get()).toBe('state-abc')
})
