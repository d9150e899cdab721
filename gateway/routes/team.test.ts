import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ConsultantCreated, ErrorBody, TeamMemberDetail, TeamMembers, TeamSalesTotal, type MemberOnboarding } from '../../src/api/schemas'
import { createGatewayForTests } from '../testing'
import { referredRegistrations } from '../data/team'

const NOW = new Date('2026-11-21T10:00:00Z')

async function call(gw: ReturnType<typeof createGatewayForTests>, path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'X-Jforce-Token': token, 'Accept-Language': 'en' }
  if (init.body !== undefined) headers['Content-Type'] = 'application/json'
  const res = await gw.app.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return { status: res.status, json: (await res.json()) as unknown }
}

/** The furthest step in order (the screens' reading of the field). */
const stepsDone = (o: MemberOnboarding) => {
  const steps = [o.registered_at, o.agreement_accepted_at, o.payout_account_added_at, o.first_sale_at]
  const firstMissing = steps.indexOf(null)
  return firstMissing === -1 ? 4 : firstMissing
}

describe('team members: onboarding (our optional field)', () => {
  const gw = createGatewayForTests({ seed: 42, now: NOW })
  const token = gw.tokenFor('active')

  it('gives every member their steps, in order, and three recent recruits still getting started', async () => {
    const { json } = await call(gw, '/ewoks/consultants/1001/team-members', token)
    const members = v.parse(TeamMembers, json).data
    expect(members).toHaveLength(28)
    for (const m of members) {
      const o = m.onboarding!
      expect(o.registered_at).toBe(m.joined_at)
      const dates = [o.registered_at, o.agreement_accepted_at, o.payout_account_added_at, o.first_sale_at].slice(0, stepsDone(o))
      expect([...dates].sort()).toEqual(dates)
      // Nothing after a missing step.
      expect([o.registered_at, o.agreement_accepted_at, o.payout_account_added_at, o.first_sale_at].slice(stepsDone(o)).every((d) => d === null)).toBe(true)
    }
    const starting = members.filter((m) => m.onboarding!.first_sale_at === null)
    expect(starting.map((m) => stepsDone(m.onboarding!)).sort()).toEqual([1, 2, 3])
    // They have sold nothing, in any period; the others have.
    const sales = v.parse(
      TeamSalesTotal,
      (await call(gw, '/watto/consultants/1001/sales/team-members/total?date_from=2024-01-01&date_to=2026-11-30', token)).json,
    )
    for (const m of starting) expect(sales.members.find((s) => s.team_member_id === m.id)?.items).toBe(0)
    const detail = v.parse(TeamMemberDetail, (await call(gw, `/ewoks/consultants/1001/team-members/${starting[0]!.id}`, token)).json)
    expect(detail.onboarding).toEqual(starting[0]!.onboarding)
  })

  it("lists Kofi's recruit, the newcomer, with no first sale", async () => {
    const { json } = await call(gw, '/ewoks/consultants/1002/team-members', gw.tokenFor('member'))
    const [abena] = v.parse(TeamMembers, json).data
    expect(abena).toMatchObject({ id: 1013, first_name: 'Abena' })
    expect(abena!.onboarding).toMatchObject({ first_sale_at: null })
    expect(abena!.onboarding!.payout_account_added_at).not.toBeNull()
  })

  it("refuses the team leader's team leader", async () => {
    const res = await call(gw, '/ewoks/consultants/1013/invite-user', gw.tokenFor('newcomer'), { method: 'POST', body: { email: 'ama.mensah@example.com' } })
    expect(res.status).toBe(422)
    expect(v.parse(ErrorBody, res.json).errors).toEqual({ email: ['team_leader_leader'] })
    const leader = await call(gw, '/ewoks/consultants/1013/invite-user', gw.tokenFor('newcomer'), {
      method: 'POST',
      body: { email: 'Kofi.Boateng@example.com' },
    })
    expect(v.parse(ErrorBody, leader.json).errors).toEqual({ email: ['team_leader'] })
  })
})

describe('team members: the campaign each came by (our optional field, issue 22 §6)', () => {
  const gw = createGatewayForTests({ seed: 42, now: NOW })
  const token = gw.tokenFor('active')

  it('tags every member: the recent recruits and a few before them by campaign, everyone else with none', async () => {
    const members = v.parse(TeamMembers, (await call(gw, '/ewoks/consultants/1001/team-members', token)).json).data
    // Every member carries the field, so the screen knows the gateway says.
    expect(members.every((m) => m.campaign !== undefined)).toBe(true)
    const count = (name: string | null) => members.filter((m) => m.campaign === name).length
    expect([count('market-day'), count('church-group'), count('back-to-school'), count(null)]).toEqual([3, 2, 3, 20])
    // The three still getting started came by a campaign; back-to-school's are all past their first sale.
    const starting = members.filter((m) => m.onboarding!.first_sale_at === null)
    expect(starting.map((m) => m.campaign).sort()).toEqual(['church-group', 'market-day', 'market-day'])
    expect(members.filter((m) => m.campaign === 'back-to-school').every((m) => m.onboarding!.first_sale_at !== null)).toBe(true)
    // The campaigns' members are the newest: nobody without one joined after them.
    const newestWithout = Math.max(...members.filter((m) => m.campaign === null).map((m) => Date.parse(m.joined_at)))
    expect(members.filter((m) => m.campaign !== null).every((m) => Date.parse(m.joined_at) > newestWithout)).toBe(true)
    const detail = v.parse(TeamMemberDetail, (await call(gw, `/ewoks/consultants/1001/team-members/${starting[0]!.id}`, token)).json)
    expect(detail.campaign).toBe(starting[0]!.campaign)
  })

  it("gives Kofi's recruit none", async () => {
    const [abena] = v.parse(TeamMembers, (await call(gw, '/ewoks/consultants/1002/team-members', gw.tokenFor('member'))).json).data
    expect(abena!.campaign).toBeNull()
  })
})

describe('referral campaigns (our optional registration field)', () => {
  const form = {
    account_type: 'consultant',
    first_name: 'Yaw',
    last_name: 'Asante',
    email: 'yaw.asante@example.com',
    phone_number: '02441112222',
    gender: 'male',
    birthday: '1995-02-03',
    state_id: 2,
    city_id: 201,
    address: '4 Harper Road',
    recruitment_channel_id: 2,
  }

  it('keeps the campaign with the referral of a registration', async () => {
    const gw = createGatewayForTests({ seed: 42, now: NOW })
    const res = await call(gw, '/consultants', gw.tokenFor('visitor'), {
      method: 'POST',
      body: { ...form, referral: 'EXT-1001', referral_campaign: 'سوق-الجمعة' },
    })
    expect(res.status).toBe(200)
    const created = v.parse(ConsultantCreated, res.json)
    expect(referredRegistrations(gw.store)).toEqual([{ consultantId: created.consultant.id, referrerId: 1001, referral: 'EXT-1001', campaign: 'سوق-الجمعة' }])
  })

  it('refuses a campaign that is empty or far too long, and registers without one', async () => {
    const gw = createGatewayForTests({ seed: 42, now: NOW })
    const token = gw.tokenFor('visitor')
    for (const referral_campaign of ['  ', 'x'.repeat(161)]) {
      const res = await call(gw, '/consultants', token, { method: 'POST', body: { ...form, referral: 'EXT-1001', referral_campaign } })
      expect(res.status).toBe(422)
      expect(Object.keys(v.parse(ErrorBody, res.json).errors ?? {})).toEqual(['referral_campaign'])
    }
    expect((await call(gw, '/consultants', token, { method: 'POST', body: { ...form, referral: 'EXT-1001' } })).status).toBe(200)
    expect(referredRegistrations(gw.store)).toMatchObject([{ referrerId: 1001, campaign: null }])
  })
})
