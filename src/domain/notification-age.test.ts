import { describe, expect, it } from 'vitest'
import { ageInWords, groupNotifications, notificationGroup } from './notification-age'

const now = new Date('2026-11-21T12:00:00Z')
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600 * 1000).toISOString()

describe('notificationGroup', () => {
  it.each([
    ['an hour old and new', hoursAgo(1), 'new', 'new'],
    ['23 h 59 min old and new', hoursAgo(23 + 59 / 60), 'new', 'new'],
    ['exactly 24 h old and new', hoursAgo(24), 'new', 'earlier'],
    ['two days old and new', hoursAgo(48), 'new', 'earlier'],
    ['an hour old but read', hoursAgo(1), 'read', 'earlier'],
    ['a minute in the future (clock skew) and new', hoursAgo(-1 / 60), 'new', 'new'],
    ['a time that does not parse', 'yesterday', 'new', 'earlier'],
  ])('%s is %s', (_name, created_at, status, expected) => {
    expect(notificationGroup({ created_at, status }, now)).toBe(expected)
  })

  it('takes the age limit given', () => {
    expect(notificationGroup({ created_at: hoursAgo(2), status: 'new' }, now, 3600 * 1000)).toBe('earlier')
  })
})

describe('groupNotifications', () => {
  it('splits the list and keeps the order within each group', () => {
    const items = [
      { id: 1, created_at: hoursAgo(1), status: 'new' },
      { id: 2, created_at: hoursAgo(3), status: 'read' },
      { id: 3, created_at: hoursAgo(20), status: 'new' },
      { id: 4, created_at: hoursAgo(30), status: 'new' },
    ]
    const groups = groupNotifications(items, now)
    expect(groups.new.map((n) => n.id)).toEqual([1, 3])
    expect(groups.earlier.map((n) => n.id)).toEqual([2, 4])
  })

  it('gives two empty groups for no notifications', () => {
    expect(groupNotifications([], now)).toEqual({ new: [], earlier: [] })
  })
})

describe('ageInWords', () => {
  it.each([
    [hoursAgo(0), { value: -0, unit: 'minute' }],
    [hoursAgo(0.5), { value: -30, unit: 'minute' }],
    [hoursAgo(1), { value: -1, unit: 'hour' }],
    [hoursAgo(23.9), { value: -23, unit: 'hour' }],
    [hoursAgo(24), { value: -1, unit: 'day' }],
    [hoursAgo(6 * 24 + 23), { value: -6, unit: 'day' }],
    [hoursAgo(7 * 24), null],
    [hoursAgo(-2), { value: -0, unit: 'minute' }],
    ['not a time', null],
  ])('%s → %o', (createdAt, expected) => {
    expect(ageInWords(createdAt, now)).toEqual(expected)
  })
})
