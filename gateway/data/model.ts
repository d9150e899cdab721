import type { Named } from '../../src/api/schemas'
import { ACTIVE_ID } from '../personas'
import { createRng, seedOf } from '../rng'
import type { GatewayStore } from '../store'
import { DAY } from './calendar'
import { generateOrders, type ItemFact, type ModelOrder } from './orders'
import { buildTeamGraph, type MemberRec, type TeamGraph } from './team'

/**
 * The seeded commerce model of one gateway store, built lazily per consultant
 * and memoized: the same seed and the same `now` give the same data.
 */
export interface ConsultantData {
  /** Newest first. */
  orders: ModelOrder[]
  byId: Map<string, ModelOrder>
  items: ItemFact[]
  firstOrderMs: number | null
}

interface Commerce {
  team: TeamGraph | undefined
  data: Map<number, ConsultantData>
  /** E-mails invited so far (a consultant can only be referred once). */
  invited: Set<string>
}

const cache = new WeakMap<GatewayStore, Commerce>()

function commerce(store: GatewayStore): Commerce {
  let c = cache.get(store)
  if (!c) {
    c = { team: undefined, data: new Map(), invited: new Set() }
    cache.set(store, c)
  }
  return c
}

export function teamGraph(store: GatewayStore): TeamGraph {
  const c = commerce(store)
  c.team ??= buildTeamGraph(store)
  return c.team
}

export const invitedEmails = (store: GatewayStore) => commerce(store).invited

/** Orders start 25 months before now (same day of the month). */
export function historyStart(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 25, now.getUTCDate())
}

/** How many orders a consultant has and since when; null for non-consultants. */
function planOf(store: GatewayStore, id: number): { count: number; startMs: number } | null {
  const now = store.now.getTime()
  const start = historyStart(store.now)
  const rng = createRng(seedOf(`plan:${id}`, store.seed))
  if (id === ACTIVE_ID) return { count: rng.int(2200, 2500), startMs: start }
  const persona = store.personaByConsultantId(id)
  if (persona?.spec.no_orders) return { count: 0, startMs: now }
  if (persona) {
    const created = persona.login.customer_data.created_at
    return { count: rng.int(100, 300), startMs: Math.max(start, created ? Date.parse(created) : start) }
  }
  const member: MemberRec | undefined = teamGraph(store).members.get(id)
  if (!member) return null
  // A recent recruit still getting started (data/team.ts) has sold nothing yet.
  if (member.recruitStage) return { count: 0, startMs: now }
  const startMs = Math.max(start, member.joinedMs + DAY)
  const months = Math.max(0.5, (now - startMs) / (30 * DAY))
  const perMonth = member.generated === 'sub-member' ? rng.int(1, 5) : rng.int(3, 10)
  return { count: Math.max(5, Math.round(months * perMonth)), startMs }
}

export function isConsultant(store: GatewayStore, id: number): boolean {
  return planOf(store, id) !== null
}

export function consultantData(store: GatewayStore, id: number): ConsultantData {
  const c = commerce(store)
  let data = c.data.get(id)
  if (!data) {
    const plan = planOf(store, id)
    const oldestFirst = plan ? generateOrders({ consultantId: id, count: plan.count, startMs: plan.startMs, nowMs: store.now.getTime(), seed: store.seed }) : []
    const orders = [...oldestFirst].reverse()
    data = {
      orders,
      byId: new Map(orders.map((o) => [o.detail.id, o])),
      items: oldestFirst.flatMap((o) => o.items),
      firstOrderMs: oldestFirst[0]?.createdMs ?? null,
    }
    c.data.set(id, data)
  }
  return data
}

/** Current level of a consultant (persona or generated team member). */
export function currentLevel(store: GatewayStore, id: number): Named | null {
  const persona = store.personaByConsultantId(id)
  if (persona) return persona.login.customer_data.level
  return teamGraph(store).members.get(id)?.level ?? null
}

export const teamOf = (store: GatewayStore, id: number): MemberRec[] => {
  const graph = teamGraph(store)
  return (graph.teams.get(id) ?? []).map((m) => graph.members.get(m)).filter((m): m is MemberRec => m !== undefined)
}

export const leaderIdOf = (store: GatewayStore, id: number): number | null => {
  const rec = teamGraph(store).members.get(id)
  if (rec) return rec.leaderId
  return store.personaByConsultantId(id)?.spec.team_leader_id ?? null
}
