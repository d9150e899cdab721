import type { AccountStatus, Named, TeamMember, TeamMemberDetail } from '../../src/api/schemas'
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
}

export interface TeamGraph {
  /** Every consultant who has a leader. */
  members: Map<number, MemberRec>
  /** Leader id → member ids. */
  teams: Map<number, number[]>
}

export const TEAM_SIZE = 28
const SUB_LEADER_INDEXES = [0, 3, 7, 11, 16, 22]
const LEVEL_WEIGHTS = [50, 30, 15, 5]

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
    return { id, first_name: p.first_name, last_name: p.last_name, email: p.email, phone_number: p.phone, profile_picture: null, level: level(), status, joinedMs, location: p.city, leaderId, generated: kind }
  }

  for (const state of store.allPersonas()) {
    const c = state.login.customer_data
    const leaderId = state.spec.team_leader_id
    if (c.id === null || !leaderId) continue
    join({
      id: c.id,
      first_name: c.first_name,
      last_name: c.last_name,
      email: c.email,
      phone_number: c.phone_number,
      profile_picture: c.profile_picture,
      level: c.level,
      status: c.status?.id ?? 'active',
      joinedMs: c.created_at ? Date.parse(c.created_at) : now,
      location: c.location?.name ?? null,
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

export function teamMemberOf(rec: MemberRec): TeamMember {
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
  }
}

export function teamMemberDetailOf(rec: MemberRec, graph: TeamGraph): TeamMemberDetail {
  return { ...teamMemberOf(rec), location: rec.location, team_members_count: graph.teams.get(rec.id)?.length ?? 0 }
}
