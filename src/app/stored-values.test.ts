import { beforeEach, describe, expect, it } from 'vitest'
import { makeLogin } from '../../machines/fixtures'
import { createMemoryStorage, createStoredValues, redirectFor, storedValueKeys, type StoredValue, type StoredValues } from './stored-values'

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
    ['redirectTarget', { path: '/orders?page=2', owner: 'ama@example.com' }, hour],
    ['addToHomeRefusal', true, 7 * day],
    ['authState', 'state-abc', 10 * minute],
  ])('%s lives %d ms', (name, value, lifetime) => {
    const accessor: StoredValue<unknown> = stored[name]
    accessor.set(value)
    advance(lifetime - 1)
    expect(accessor.get()).toEqual(value)
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

  it("ends a staff member's impersonating session a day after its sign-in: updates do not renew it", () => {
    const viewing = makeLogin({ impersonating: true, jforce_token: 'staff-view' })
    stored.session.set(viewing)
    advance(23 * hour)
    // session.update stores the merged login again.
    stored.session.set({ ...viewing, has_payment_method: true })
    advance(hour - 1)
    expect(stored.session.get()?.has_payment_method).toBe(true)
    advance(1)
    expect(stored.session.get()).toBeNull()
    // A new impersonating sign-in (another token) has its own day.
    stored.session.set({ ...viewing, jforce_token: 'staff-view-2' })
    advance(day - 1)
    expect(stored.session.get()?.jforce_token).toBe('staff-view-2')
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
  const target = (path: string, owner: string | null = null) => ({ path, owner })

  it.each(['https://evil.com/home', '//evil.com', '/\\evil.com', 'javascript:alert(1)', '/%2F%2Fevil.com', 'home'])(
    'refuses to store %j and keeps the previous target',
    (unsafe) => {
      stored.redirectTarget.set(target('/sales'))
      stored.redirectTarget.set(target(unsafe))
      expect(stored.redirectTarget.get()).toEqual(target('/sales'))
    },
  )

  it.each([
    ['a tampered unsafe path', { path: '//evil.com', owner: null }],
    ['a bare path (no owner)', '/orders'],
    ['an owner of the wrong type', { path: '/orders', owner: 7 }],
  ])('reads %s as null and removes it', (_, value) => {
    storage.setItem(storedValueKeys.redirectTarget, JSON.stringify({ value, expiresAt: clock + hour }))
    expect(stored.redirectTarget.get()).toBeNull()
    expect(storage.getItem(storedValueKeys.redirectTarget)).toBeNull()
  })

  it('stores the normalized path', () => {
    stored.redirectTarget.set(target('/orders/./12?tab=items#top'))
    expect(stored.redirectTarget.get()?.path).toBe('/orders/12?tab=items#top')
  })

  it('is followed only for the consultant whose session kept it, or by anyone when kept signed out', () => {
    expect(redirectFor(target('/orders', 'ama@example.com'), 'ama@example.com')).toBe('/orders')
    // Another consultant signing in next on a shared phone does not land on Ama's page.
    expect(redirectFor(target('/orders', 'ama@example.com'), 'kofi@example.com')).toBeNull()
    expect(redirectFor(target('/orders', 'ama@example.com'), null)).toBeNull()
    // A link opened before signing in is for whoever signs in.
    expect(redirectFor(target('/orders'), 'kofi@example.com')).toBe('/orders')
    expect(redirectFor(null, 'kofi@example.com')).toBeNull()
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
  stored.session.set(login)
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

describe("what belongs to a session (its screens' bonus count and early reads)", () => {
  it('is refused while no session is stored', () => {
    stored.homeBonusCount.set(3)
    stored.earlyReads.set({ '/home': ['ok/1'] })
    expect([stored.homeBonusCount.get(), stored.earlyReads.get()]).toEqual([null, null])
    expect(storage.getItem(storedValueKeys.earlyReads)).toBeNull()
  })

  it('expires with the session, in the entry the boot script reads too', () => {
    stored.session.set(login)
    advance(10 * day)
    stored.earlyReads.set({ '/home': ['ok/1'] })
    stored.homeBonusCount.set(3)
    const sessionExpiry = JSON.parse(storage.getItem(storedValueKeys.session) ?? 'null').expiresAt as number
    expect(JSON.parse(storage.getItem(storedValueKeys.earlyReads) ?? 'null').expiresAt).toBe(sessionExpiry)
    advance(20 * day)
    expect([stored.session.get(), stored.homeBonusCount.get(), stored.earlyReads.get()]).toEqual([null, null, null])
  })

  it("is not the next session's: a sign-in with another token starts without it", () => {
    stored.session.set(login)
    stored.homeBonusCount.set(3)
    stored.earlyReads.set({ '/home': ['watto/consultants/7/sales'] })
    // An update of the same session keeps it.
    stored.session.set({ ...login, has_payment_method: false })
    expect(stored.earlyReads.get()).toEqual({ '/home': ['watto/consultants/7/sales'] })
    stored.session.set(makeLogin({ jforce_token: 'someone-else' }))
    expect([stored.homeBonusCount.get(), stored.earlyReads.get()]).toEqual([null, null])
  })
})

describe('clearSessionData (the session ended: a 401, its time is up)', () => {
  it('takes the session, what was kept of its screens and its impersonation e-mail, not the rest', () => {
    stored.session.set(login)
    stored.homeBonusCount.set(3)
    stored.earlyReads.set({ '/home': ['ok/1'] })
    stored.impersonation.set('viewed@example.com')
    stored.redirectTarget.set({ path: '/orders', owner: 'ama@example.com' })
    stored.referralCode.set('REF42')
    expect(stored.clearSessionData(login.jforce_token)).toBe(true)
    expect([stored.session.get(), stored.homeBonusCount.get(), stored.earlyReads.get(), stored.impersonation.get()]).toEqual([null, null, null, null])
    expect(stored.redirectTarget.get()).toEqual({ path: '/orders', owner: 'ama@example.com' })
    expect(stored.referralCode.get()).toBe('REF42')
  })

  it('clears nothing when the device holds another session by now (signed in again in another tab)', () => {
    const next = makeLogin({ jforce_token: 'kofi-token' })
    stored.session.set(next)
    stored.earlyReads.set({ '/home': ['ok/1'] })
    stored.homeBonusCount.set(2)
    expect(stored.clearSessionData(login.jforce_token)).toBe(false)
    expect(stored.clearConsultantData(login.jforce_token)).toBe(false)
    expect(stored.session.get()).toEqual(next)
    expect([stored.homeBonusCount.get(), stored.earlyReads.get()]).toEqual([2, { '/home': ['ok/1'] }])
  })

  it('clears what is left when no session is stored any more (its time is up)', () => {
    stored.impersonation.set('viewed@example.com')
    expect(stored.clearSessionData(login.jforce_token)).toBe(true)
    expect(stored.impersonation.get()).toBeNull()
  })
})

describe('clearConsultantData', () => {
  it('forgets the consultant and keeps the locale and the add-to-home refusal', () => {
    stored.session.set(login)
    stored.redirectTarget.set({ path: '/orders', owner: null })
    stored.impersonation.set('staff-view@example.com')
    stored.referralCode.set('REF42')
    stored.referralCampaign.set('market-day')
    stored.locale.set('en')
    stored.addToHomeRefusal.set(true)
    stored.homeBonusCount.set(2)

    expect(stored.clearConsultantData(login.jforce_token)).toBe(true)

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

describe('digits (a display preference of the device)', () => {
  it('keeps the pick per language without expiry, drops unknown languages and digits, and stays at sign-out', () => {
    stored.digits.set({ ar: 'arab' })
    advance(400 * day)
    expect(stored.digits.get()).toEqual({ ar: 'arab' })
    storage.setItem(storedValueKeys.digits, JSON.stringify({ value: { ar: 'arab', en: 'roman', xx: 'latn' }, expiresAt: null }))
    expect(stored.digits.get()).toEqual({ ar: 'arab' })
    storage.setItem(storedValueKeys.digits, JSON.stringify({ value: ['arab'], expiresAt: null }))
    expect(stored.digits.get()).toBeNull()
    stored.digits.set({ ar: 'arab' })
    stored.session.set(login)
    stored.clearConsultantData(login.jforce_token)
    expect(stored.digits.get()).toEqual({ ar: 'arab' })
  })
})

describe('the version seen (the device’s app, for “What’s new”)', () => {
  it('keeps a version without expiry, refuses anything else, and stays at sign-out and at a session’s end', () => {
    stored.seenVersion.set('0.2.0')
    advance(400 * day)
    expect(stored.seenVersion.get()).toBe('0.2.0')
    storage.setItem(storedValueKeys.seenVersion, JSON.stringify({ value: '<img src=x>', expiresAt: null }))
    expect(stored.seenVersion.get()).toBeNull()
    stored.seenVersion.set('0.2.0')
    stored.session.set(login)
    stored.clearConsultantData(login.jforce_token)
    stored.clearSessionData(null)
    expect(stored.seenVersion.get()).toBe('0.2.0')
  })
})

describe('a full storage (issue 37 §5)', () => {
  /** A storage that refuses to write the session while `refuse.on`, as a full phone does (QuotaExceededError). */
  const refusing = () => {
    const storage = createMemoryStorage()
    const write = storage.setItem.bind(storage)
    const refuse = { on: false }
    storage.setItem = (key, value) => {
      if (key === storedValueKeys.session && refuse.on) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      write(key, value)
    }
    return { storage, refuse }
  }

  it('keeps the session in memory for the page, and says so once per refusal', () => {
    let refused = 0
    const { storage: full, refuse } = refusing()
    refuse.on = true
    const values = createStoredValues({ storage: full, now: () => clock, onSessionNotStored: () => (refused += 1) })
    values.session.set(login)
    expect(refused).toBe(1)
    expect(values.session.get()).toEqual(login)
    expect(full.getItem(storedValueKeys.session)).toBeNull()
    // Room again: the next write stores it, and it is no longer held only in memory.
    refuse.on = false
    values.session.set({ ...login, has_payment_method: true })
    expect(full.getItem(storedValueKeys.session)).not.toBeNull()
    expect(values.session.get()?.has_payment_method).toBe(true)
  })

  it('an update that cannot be stored holds only while the stored copy is there: a sign-out in another tab still ends it', () => {
    const { storage: full, refuse } = refusing()
    const values = createStoredValues({ storage: full, now: () => clock })
    values.session.set(login)
    refuse.on = true
    values.session.set({ ...login, has_payment_method: true })
    expect(values.session.get()?.has_payment_method).toBe(true)
    full.removeItem(storedValueKeys.session) // signed out in another tab
    expect(values.session.get()).toBeNull()
  })

  it("a sign-in that cannot be stored does not leave the previous consultant's copy for the other tabs", () => {
    const { storage: full, refuse } = refusing()
    const values = createStoredValues({ storage: full, now: () => clock })
    values.session.set(makeLogin({ jforce_token: 'kofi' }))
    refuse.on = true
    values.session.set(login)
    expect(full.getItem(storedValueKeys.session)).toBeNull()
    expect(values.session.get()?.jforce_token).toBe(login.jforce_token)
    values.session.clear()
    expect(values.session.get()).toBeNull()
  })
})
