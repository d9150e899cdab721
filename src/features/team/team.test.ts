import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { MemberOnboarding, TeamMember, TeamSalesTotal } from '../../api'
import { GatewayError } from '../../api/errors'
import { inviteFormMachine, validateInvite, type InviteValues, type KnownEmails } from './invite-values'
import { foldName, gettingStarted, nextStep, searchMembers, sortMembers, stepsDone, teamRows } from './members'

const member = (id: number, first_name: string, last_name: string, joined_at = '2025-01-01T00:00:00Z', onboarding?: MemberOnboarding): TeamMember => ({
  id,
  first_name,
  last_name,
  email: `${first_name.toLowerCase()}@example.com`,
  phone_number: null,
  profile_picture: null,
  level: null,
  status: 'active',
  joined_at,
  ...(onboarding ? { onboarding } : {}),
})

const members = [
  member(1, 'Kwame', 'Addo', '2024-03-01T00:00:00Z'),
  member(2, 'Ama', 'Mensah', '2025-06-01T00:00:00Z'),
  member(3, 'Éléonore', 'Dupont', '2023-01-01T00:00:00Z'),
  member(4, 'كريم', 'الأحمد', '2026-01-01T00:00:00Z'),
  member(5, 'kwabena', 'Owusu', '2022-01-01T00:00:00Z'),
  member(6, 'Ama', 'Boateng', '2025-06-01T00:00:00Z'),
]
const sales: TeamSalesTotal = {
  total_sales: 600,
  commission: 60,
  members: [
    { team_member_id: 1, total_sales: 100, items: 2, commission: 10 },
    { team_member_id: 2, total_sales: 500, items: 9, commission: 50 },
  ],
}
const names = (rows: readonly { member: TeamMember }[]) => rows.map((row) => `${row.member.first_name} ${row.member.last_name}`)

describe('team rows', () => {
  it('give each member the period figures, zeros for a member the total leaves out, null before they load', () => {
    const rows = teamRows(members, sales)
    expect(rows[1]!.figures).toEqual({ total_sales: 500, items: 9, commission: 50 })
    expect(rows[2]!.figures).toEqual({ total_sales: 0, items: 0, commission: 0 })
    expect(teamRows(members, null).every((row) => row.figures === null)).toBe(true)
  })
})

describe('member search', () => {
  const rows = teamRows(members, sales)
  it('matches the start of a name word, in any case and without accents', () => {
    expect(names(searchMembers(rows, 'kw'))).toEqual(['Kwame Addo', 'kwabena Owusu'])
    expect(names(searchMembers(rows, 'ELEO'))).toEqual(['Éléonore Dupont'])
    expect(names(searchMembers(rows, 'ama men'))).toEqual(['Ama Mensah'])
    expect(names(searchMembers(rows, 'mensah, ama'))).toEqual(['Ama Mensah'])
    expect(searchMembers(rows, 'wame')).toEqual([])
  })
  it('finds Arabic names whatever the alef form or the diacritics typed', () => {
    expect(names(searchMembers(rows, 'الاحمد'))).toEqual(['كريم الأحمد'])
    expect(names(searchMembers(rows, 'كَرِيم'))).toEqual(['كريم الأحمد'])
  })
  it('keeps everyone for an empty or blank query', () => {
    expect(searchMembers(rows, '  ')).toHaveLength(members.length)
    expect(foldName('  Ámà-Mensah ')).toBe('ama mensah')
  })
})

describe('member sort', () => {
  const rows = teamRows(members, sales)
  it('sorts by name in the language order, first then last name, case and accents aside', () => {
    expect(names(sortMembers(rows, 'name', 'en'))).toEqual(['Ama Boateng', 'Ama Mensah', 'Éléonore Dupont', 'kwabena Owusu', 'Kwame Addo', 'كريم الأحمد'])
  })
  it('sorts by the period sales, highest first, members without sales by name', () => {
    expect(names(sortMembers(rows, 'sales', 'en')).slice(0, 4)).toEqual(['Ama Mensah', 'Kwame Addo', 'Ama Boateng', 'Éléonore Dupont'])
    // Before the figures load, the name order.
    expect(names(sortMembers(teamRows(members, null), 'sales', 'en'))).toEqual(names(sortMembers(rows, 'name', 'en')))
  })
  it('sorts newest first, ties by name', () => {
    expect(names(sortMembers(rows, 'newest', 'en')).slice(0, 3)).toEqual(['كريم الأحمد', 'Ama Boateng', 'Ama Mensah'])
  })
  it('does not change the list it is given', () => {
    const before = names(rows)
    sortMembers(rows, 'newest', 'en')
    expect(names(rows)).toEqual(before)
  })
})

describe('onboarding steps', () => {
  const at = '2026-11-01T00:00:00Z'
  const steps = (agreement: string | null, payout: string | null, sale: string | null): MemberOnboarding => ({
    registered_at: at,
    agreement_accepted_at: agreement,
    payout_account_added_at: payout,
    first_sale_at: sale,
  })
  it('counts the steps done in order and names the next one', () => {
    expect(stepsDone(steps(null, null, null))).toBe(1)
    expect(nextStep(steps(null, null, null))).toBe('agreement_accepted')
    expect(nextStep(steps(at, null, null))).toBe('payout_account_added')
    expect(nextStep(steps(at, at, null))).toBe('first_sale')
    expect(nextStep(steps(at, at, at))).toBeNull()
    // A sale before the agreement is on record still leaves the agreement to accept.
    expect(nextStep(steps(null, null, at))).toBe('agreement_accepted')
    expect(nextStep(undefined)).toBeNull()
  })
  it('lists the recruits still getting started, the longest waiting first', () => {
    const rows = teamRows(
      [
        member(1, 'A', 'A', '2026-11-10T00:00:00Z', steps(null, null, null)),
        member(2, 'B', 'B', '2026-10-01T00:00:00Z', steps(at, at, at)),
        member(3, 'C', 'C', '2026-11-02T00:00:00Z', steps(at, null, null)),
        member(4, 'D', 'D'),
      ],
      null,
    )
    expect(gettingStarted(rows).map((row) => row.member.id)).toEqual([3, 1])
  })
})

describe('invite rules', () => {
  const known: KnownEmails = { self: 'ama.mensah@example.com', leader: 'boss@example.com', members: ['kofi.boateng@example.com'] }
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['kofi@', 'invalid_email'],
    [' AMA.Mensah@example.com ', 'self'],
    ['Kofi.Boateng@example.com', 'team_member'],
    ['boss@EXAMPLE.com', 'team_leader'],
  ])('refuses %j before the call: %s', (email, code) => {
    expect(validateInvite({ email }, known)).toEqual({ email: [code] })
  })
  it('lets anyone else through to the gateway, which alone knows who was referred already', () => {
    expect(validateInvite({ email: 'new.friend@example.com' }, known)).toEqual({})
    expect(validateInvite({ email: 'boss@example.com' }, { ...known, leader: null })).toEqual({})
  })

  it("shows the gateway's refusal on the field and keeps the address", async () => {
    const actor = createActor(
      inviteFormMachine(() => known).provide({
        actors: {
          submit: fromPromise<string, { values: InviteValues; key: string }>(async () => {
            throw new GatewayError({ kind: 'validationFailed', call: 'invite', fields: { email: ['team_leader_leader'] } })
          }),
        },
      }),
      { input: { values: { email: 'grand.boss@example.com' } } },
    ).start()
    actor.send({ type: 'form.submit', key: 'key-1' })
    const after = await waitFor(actor, (s) => s.matches('editing') && s.context.submitted)
    expect(after.context.fieldErrors).toEqual({ email: ['team_leader_leader'] })
    expect(after.context.values.email).toBe('grand.boss@example.com')
  })

  it('reads what the app knows at each check (the members arrive after the form opened)', () => {
    let current: KnownEmails = { ...known, members: [] }
    const actor = createActor(
      inviteFormMachine(() => current),
      { input: { values: { email: 'kofi.boateng@example.com' } } },
    ).start()
    current = known
    actor.send({ type: 'form.submit', key: 'key-2' })
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: ['team_member'] })
  })
})
