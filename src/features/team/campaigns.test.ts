import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { TeamMembers, type MemberOnboarding, type TeamMember } from '../../api'
import { collectUnknown } from '../../api/schemas/known'
import { recruitCampaigns } from './campaigns'

const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}T09:00:00Z`
/** Steps done up to `done` (1 registered … 4 first sale), each a day after the last. */
const steps = (joined: number, done: number): MemberOnboarding => ({
  registered_at: day(joined),
  agreement_accepted_at: done > 1 ? day(joined + 1) : null,
  payout_account_added_at: done > 2 ? day(joined + 2) : null,
  first_sale_at: done > 3 ? day(joined + 3) : null,
})

/** A member as the gateway writes one (JSON), with the optional fields given or left out. */
const raw = (id: number, joined: number, extra: Record<string, unknown> = {}) => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  email: `m${id}@example.com`,
  phone_number: null,
  profile_picture: null,
  level: null,
  status: 'active',
  joined_at: day(joined),
  ...extra,
})

/** Parses as the client does: the members, and the names of what did not read. */
function read(data: unknown[]) {
  const { result, unknown } = collectUnknown(() => v.safeParse(TeamMembers, { data, total: data.length }))
  if (!result.success) throw new Error(result.issues.map((issue) => issue.message).join('; '))
  return { members: result.output.data, unknown }
}

const names = (members: readonly TeamMember[]) => members.map((member) => member.id)

describe('campaigns: the recruits each brought, with their steps', () => {
  const { members } = read([
    raw(1, 2, { campaign: 'market-day', onboarding: steps(2, 4) }),
    raw(2, 20, { campaign: 'church-group', onboarding: steps(20, 2) }),
    raw(3, 12, { campaign: 'Market Day', onboarding: steps(12, 3) }),
    raw(4, 21, { campaign: null, onboarding: steps(21, 1) }),
    raw(5, 1, { campaign: 'market-day', onboarding: steps(1, 1) }),
    raw(6, 3, { campaign: null, onboarding: steps(3, 4) }),
  ])

  it('groups by campaign (one name however it was typed), the latest sign-up first, then those without one', () => {
    const { tagged, steps: hasSteps, groups } = recruitCampaigns(members)
    expect(tagged).toBe(true)
    expect(hasSteps).toBe(true)
    expect(groups.map((group) => group.name)).toEqual(['church-group', 'market-day', null])
    // Newest first within each.
    expect(groups.map((group) => names(group.recruits))).toEqual([[2], [3, 1, 5], [4, 6]])
  })

  it('counts how many of each reached each step, in order', () => {
    const { groups } = recruitCampaigns(members)
    expect(groups.map((group) => group.steps)).toEqual([
      [1, 1, 0, 0],
      [3, 2, 2, 1],
      [2, 1, 1, 1],
    ])
  })

  it('has no group for nobody, and does not change the list it is given', () => {
    expect(recruitCampaigns([]).groups).toEqual([])
    const before = names(members)
    recruitCampaigns(members)
    expect(names(members)).toEqual(before)
  })

  it('lists everyone without a campaign apart when the gateway tags members but none came by one', () => {
    const { members: plain } = read([raw(1, 2, { campaign: null }), raw(2, 3, { campaign: null })])
    const { tagged, groups } = recruitCampaigns(plain)
    expect(tagged).toBe(true)
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ name: null, steps: null })
    expect(names(groups[0]!.recruits)).toEqual([2, 1])
  })
})

describe('campaigns from a gateway without the optional fields', () => {
  it('without `campaign`: one group of every recruit, untagged, with their steps', () => {
    const { members, unknown } = read([raw(1, 2, { onboarding: steps(2, 4) }), raw(2, 9, { onboarding: steps(9, 2) })])
    expect(unknown).toEqual([])
    const { tagged, steps: hasSteps, groups } = recruitCampaigns(members)
    expect(tagged).toBe(false)
    expect(hasSteps).toBe(true)
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ name: null, steps: [2, 2, 1, 1] })
    expect(names(groups[0]!.recruits)).toEqual([2, 1])
  })

  it('without `onboarding`: the campaigns and their sign-ups, no step counts', () => {
    const { members } = read([raw(1, 2, { campaign: 'market-day' }), raw(2, 9, { campaign: 'market-day' })])
    const { tagged, steps: hasSteps, groups } = recruitCampaigns(members)
    expect([tagged, hasSteps]).toEqual([true, false])
    expect(groups).toEqual([{ name: 'market-day', recruits: members.slice().reverse(), steps: null }])
  })

  it('without either: the recruits together, nothing else', () => {
    const { members } = read([raw(1, 2), raw(2, 9)])
    expect(recruitCampaigns(members)).toMatchObject({ tagged: false, steps: false, groups: [{ name: null, steps: null }] })
  })

  it('counts a recruit whose steps are not given as registered only', () => {
    const { members } = read([raw(1, 2, { campaign: 'x', onboarding: steps(2, 4) }), raw(2, 9, { campaign: 'x' })])
    expect(recruitCampaigns(members).groups[0]!.steps).toEqual([2, 1, 1, 1])
  })
})

describe('campaigns from a hostile gateway', () => {
  it('reads each odd campaign as the link builder would, or as not given, and never fails the list', () => {
    const { members, unknown } = read([
      raw(1, 1, { campaign: 'Market Day' }),
      raw(2, 2, { campaign: '\u202Eyad-tekram\u202C' }),
      raw(3, 3, { campaign: '<img src=x onerror=alert(1)>' }),
      raw(4, 4, { campaign: 'a'.repeat(200) }),
      raw(5, 5, { campaign: 'b'.repeat(100) }),
      raw(6, 6, { campaign: ' \u200B ' }),
      raw(7, 7, { campaign: 42 }),
      raw(8, 8, { campaign: { name: 'market-day' } }),
      raw(9, 9, { campaign: ['market-day'] }),
      raw(10, 10, { campaign: true }),
    ])
    expect(members.map((member) => member.campaign)).toEqual([
      'market-day',
      // A pasted right-to-left override is dropped: it would draw the name backwards.
      'yad-tekram',
      // Markup is a name like any other, shown as text.
      '<img-src=x-onerror=alert(1)>',
      // Far longer than a name: not one.
      null,
      // Long, but a name: cut to 40 characters.
      'b'.repeat(40),
      null,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    // Reported once, by name, never the value.
    expect(unknown).toEqual(['team member campaign'])
    const { groups } = recruitCampaigns(members)
    expect(groups.map((group) => group.name)).toEqual([`${'b'.repeat(40)}`, '<img-src=x-onerror=alert(1)>', 'yad-tekram', 'market-day', null])
    expect(names(groups.at(-1)!.recruits)).toEqual([10, 9, 8, 7, 6, 4])
  })

  it('reads onboarding steps that do not read as not given, that member only', () => {
    const { members, unknown } = read([
      raw(1, 1, { campaign: 'x', onboarding: steps(1, 4) }),
      raw(2, 2, { campaign: 'x', onboarding: { ...steps(2, 4), first_sale_at: 12 } }),
      raw(3, 3, { campaign: 'x', onboarding: 'done' }),
      raw(4, 4, { campaign: 'x', onboarding: null }),
    ])
    expect(members.map((member) => member.onboarding === undefined)).toEqual([false, true, true, true])
    expect(unknown).toEqual(['team member onboarding'])
    expect(recruitCampaigns(members).groups[0]!.steps).toEqual([4, 1, 1, 1])
  })

  it('keeps hundreds of campaigns and thousands of recruits in one pass, each counted', () => {
    const many = Array.from({ length: 5000 }, (_, i) => raw(i + 1, 1 + (i % 25), { campaign: `c${i % 300}`, onboarding: steps(1 + (i % 25), 1 + (i % 4)) }))
    const { members } = read(many)
    const { groups } = recruitCampaigns(members)
    expect(groups).toHaveLength(300)
    expect(groups.reduce((sum, group) => sum + group.recruits.length, 0)).toBe(5000)
    expect(groups.every((group) => group.steps![0] === group.recruits.length)).toBe(true)
  })

  it('still refuses a list that is not one (the members are the screen’s read: its Try again)', () => {
    expect(v.safeParse(TeamMembers, { data: 'lots', total: 1e300 }).success).toBe(false)
    expect(v.safeParse(TeamMembers, { data: [raw(1, 1, { joined_at: 'yesterday' })], total: 1 }).success).toBe(false)
  })
})
