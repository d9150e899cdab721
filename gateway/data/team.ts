import type { AccountStatus, Consultant, MemberOnboarding, Named, TeamMember, TeamMemberDetail } from '../../src/api/schemas'
import { ACTIVE_ID } from '../personas'
import { createRng, seedOf } from '../rng'
import type { GatewayStore } from '../store'
import { DAY, isoDateTime } from './calendar'
import { LEVELS } from './catalog'
import { person } from './people'

/**
 * The teams of the demo. The active persona (1001) leads 28 members: the
 * member persona 1002 and 27 generated consultants (2001–2027). Six of those
 * lead small teams of their own (3001 and up): the team of the team, which
 * earns the active persona indirect2 commissions.
 */
export interface MemberRec {
  id: number
  first_name: string
  last_name: string
  email: string
  phone_number: string | null
  profile_picture: string | null
  level: Named | null
  status: AccountStatus
  joinedMs: number
  location: string | null
  leaderId: number
  /** Generated consultants have fewer orders than personas. */
  generated: 'member' | 'sub-member' | null
  /**
   * A recent recruit still getting started: the last onboarding step done. Such a recruit has
   * no orders yet (data/model.ts); everyone else has made a first sale (or, for a persona,
   * whatever its own login says).
   */
  recruitStage?: RecruitStage
  /** The referral campaign they signed up through (the gateway's `campaign` of a team member, docs/contract.md); none when absent. */
  campaign?: string
}

/** Onboarding steps before the first sale (the gateway's `onboarding` of a team member, docs/contract.md). */
export type RecruitStage = 'registered' | 'agreement_accepted' | 'payout_account_added'

/**
 * The active persona's three newest recruits, still getting started: joined 4, 11 and 19 days
 * ago, each a step further (so a leader sees whom to help with what).
 */
const RECENT_RECRUITS: readonly { daysAgo: number; stage: RecruitStage; campaign: string }[] = [
  { daysAgo: 19, stage: 'payout_account_added', campaign: 'market-day' },
  { daysAgo: 11, stage: 'agreement_accepted', campaign: 'church-group' },
  { daysAgo: 4, stage: 'registered', campaign: 'market-day' },
]

/**
 * The campaigns of the active persona's newest other members, newest first (the recruit screen's
 * campaigns, issue 22 §6): with the recent recruits, market-day brought three, church-group two and
 * back-to-school three (all past their first sale); everyone else came without a campaign.
 */
const EARLIER_CAMPAIGNS = ['church-group', 'market-day', 'back-to-school', 'back-to-school', 'back-to-school']

export interface TeamGraph {
  /** Every consultant who has a leader. */
  members: Map<number, MemberRec>
  /** Leader id → member ids. */
  teams: Map<number, number[]>
}

export const TEAM_SIZE = 28
const SUB_LEADER_INDEXES = [0, 3, 7, 11, 16, 22]
const LEVEL_WEIGHTS = [50, 30, 15, 5]

/** What a persona's login says of them as a person of a team: a member's record and a leader's profile alike. */
export function personOf(c: Consultant) {
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone_number: c.phone_number,
    profile_picture: c.profile_picture,
    level: c.level,
    location: c.location?.name ?? null,
  }
}

export function buildTeamGraph(store: GatewayStore): TeamGraph {
  const now = store.now.getTime()
  const rng = createRng(seedOf('team', store.seed))
  const members = new Map<number, MemberRec>()
  const teams = new Map<number, number[]>()
  const join = (rec: MemberRec) => {
    members.set(rec.id, rec)
    teams.set(rec.leaderId, [...(teams.get(rec.leaderId) ?? []), rec.id])
  }
  const level = (): Named => {
    let r = rng.int(0, 99)
    for (let i = 0; i < LEVELS.length; i++) {
      r -= LEVEL_WEIGHTS[i] ?? 0
      if (r < 0) return LEVELS[i]!
    }
    return LEVELS[0]!
  }
  const generate = (id: number, leaderId: number, joinedMs: number, kind: 'member' | 'sub-member'): MemberRec => {
    const p = person(rng, id)
    const status: AccountStatus = id === 2010 ? 'inactive' : id === 2019 ? 'suspended' : 'active'
    return {
      id,
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      phone_number: p.phone,
      profile_picture: null,
      level: level(),
      status,
      joinedMs,
      location: p.city,
      leaderId,
      generated: kind,
    }
  }

  for (const state of store.allPersonas()) {
    const c = state.login.customer_data
    const leaderId = state.spec.team_leader_id
    // A sign-in's copy of a persona has the persona's id: one record each.
    if (c.id === null || !leaderId || members.has(c.id)) continue
    join({
      ...personOf(c),
      id: c.id,
      status: c.status === null || c.status.id === 'unknown' ? 'active' : c.status.id,
      joinedMs: c.created_at ? Date.parse(c.created_at) : now,
      leaderId,
      generated: null,
    })
  }
  const generatedCount = TEAM_SIZE - (teams.get(ACTIVE_ID)?.length ?? 0)
  const direct: MemberRec[] = []
  for (let i = 0; i < generatedCount; i++) {
    const rec = generate(2001 + i, ACTIVE_ID, now - rng.int(30, 900) * DAY - rng.int(0, 86_399) * 1000, 'member')
    join(rec)
    direct.push(rec)
  }
  // After the draws above, so every other member's data stays as it was seeded.
  RECENT_RECRUITS.forEach(({ daysAgo, stage, campaign }, k) => {
    const rec = direct[direct.length - RECENT_RECRUITS.length + k]
    if (!rec || SUB_LEADER_INDEXES.includes(direct.indexOf(rec))) return
    rec.joinedMs = now - daysAgo * DAY - 9 * 3_600_000
    rec.recruitStage = stage
    rec.status = 'active'
    rec.level = LEVELS[0] ?? rec.level
    rec.campaign = campaign
  })
  // No draw: the seeded data stays as it was.
  direct
    .filter((rec) => !rec.recruitStage)
    .sort((a, b) => b.joinedMs - a.joinedMs || a.id - b.id)
    .forEach((rec, k) => {
      const campaign = EARLIER_CAMPAIGNS[k]
      if (campaign) rec.campaign = campaign
    })
  let next = 3001
  for (const index of SUB_LEADER_INDEXES) {
    const leader = direct[index]
    if (!leader) continue
    for (let k = rng.int(2, 5); k > 0; k--) {
      const span = Math.max(1, Math.floor((now - leader.joinedMs) / DAY) - 10)
      join(generate(next++, leader.id, leader.joinedMs + rng.int(5, span) * DAY, 'sub-member'))
    }
  }
  return { members, teams }
}

const HOUR = 3_600_000

/** What the gateway knows of a member's first steps, from their login data when they are a persona. */
export interface OnboardingFacts {
  /** When their first order was placed (data/model.ts), or null. */
  readonly firstSaleMs: number | null
  /** A persona's own: agreement date and whether a payout account is held. */
  readonly persona?: { readonly agreementMs: number | null; readonly hasPayoutAccount: boolean }
}

/**
 * A member's onboarding steps. A generated member's dates are seeded (agreement within two days
 * of joining, the payout account within a week after, never after the first sale); a recent
 * recruit stops at its stage; a persona follows its login data.
 */
export function onboardingOf(rec: MemberRec, facts: OnboardingFacts, seed: number): MemberOnboarding {
  const rng = createRng(seedOf(`onboarding:${rec.id}`, seed))
  const joined = rec.joinedMs
  const firstSale = facts.firstSaleMs
  let agreement: number | null = joined + rng.int(1, 48) * HOUR
  let payout: number | null = agreement + rng.int(2, 7 * 24) * HOUR
  if (facts.persona) {
    agreement = facts.persona.agreementMs
    payout = facts.persona.hasPayoutAccount ? (agreement ?? joined) + rng.int(1, 24) * HOUR : null
  }
  if (rec.recruitStage) {
    if (rec.recruitStage === 'registered') agreement = null
    if (rec.recruitStage !== 'payout_account_added') payout = null
  }
  const before = (ms: number | null) => (ms !== null && firstSale !== null ? Math.min(ms, firstSale) : ms)
  const iso = (ms: number | null) => (ms === null ? null : isoDateTime(ms))
  return {
    registered_at: isoDateTime(joined),
    agreement_accepted_at: iso(before(agreement)),
    payout_account_added_at: iso(before(payout)),
    first_sale_at: rec.recruitStage ? null : iso(firstSale),
  }
}

export function teamMemberOf(rec: MemberRec, onboarding?: MemberOnboarding): TeamMember {
  return {
    id: rec.id,
    first_name: rec.first_name,
    last_name: rec.last_name,
    email: rec.email,
    phone_number: rec.phone_number,
    profile_picture: rec.profile_picture,
    level: rec.level,
    status: rec.status,
    joined_at: isoDateTime(rec.joinedMs),
    ...(onboarding ? { onboarding } : {}),
    campaign: rec.campaign ?? null,
  }
}

export function teamMemberDetailOf(rec: MemberRec, graph: TeamGraph, onboarding?: MemberOnboarding): TeamMemberDetail {
  return { ...teamMemberOf(rec, onboarding), location: rec.location, team_members_count: graph.teams.get(rec.id)?.length ?? 0 }
}

/** A registration that came by a referral link: who referred and under which campaign (docs/contract.md). */
export interface ReferredRegistration {
  readonly consultantId: number
  readonly referrerId: number | null
  readonly referral: string
  readonly campaign: string | null
}

const registrations = new WeakMap<GatewayStore, ReferredRegistration[]>()

/** Registrations with a referral, oldest first (kept per gateway store, as the rest of its state). */
export function referredRegistrations(store: GatewayStore): ReferredRegistration[] {
  let list = registrations.get(store)
  if (!list) {
    list = []
    registrations.set(store, list)
  }
  return list
}
