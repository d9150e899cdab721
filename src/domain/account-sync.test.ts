import { describe, expect, it } from 'vitest'
import { accountSyncOf, showsNotSyncedNotice } from './account-sync'

describe('accountSyncOf', () => {
  it('reads the gateway’s booleans', () => {
    expect(accountSyncOf(true)).toBe('synced')
    expect(accountSyncOf(false)).toBe('notSynced')
  })

  it('reads a missing or null value as unknown', () => {
    expect(accountSyncOf(undefined)).toBe('unknown')
    expect(accountSyncOf(null)).toBe('unknown')
  })

  it.each([['true'], ['false'], [1], [0], [''], ['yes'], [{}], [[true]], [Number.NaN], [{ valueOf: () => true }]])(
    'reads the odd value %j as unknown, never as synced',
    (value) => {
      expect(accountSyncOf(value)).toBe('unknown')
    },
  )

  it('shows the /home notice only for a plain false', () => {
    expect(showsNotSyncedNotice(false)).toBe(true)
    for (const value of [true, undefined, null, 'false', 0, {}]) expect(showsNotSyncedNotice(value)).toBe(false)
  })
})
