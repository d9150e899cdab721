import { Hono } from 'hono'
import { InviteRequest, type Ok, type TeamLeader, type TeamMembers } from '../../src/api/schemas'
import { errorBody, parseBody, requireOwner, requireSession, validationFailed, type Env } from '../http'
import type { GatewayStore } from '../store'
import { localeOf } from '../localize'
import { consultantData, invitedEmails, leaderIdOf, teamGraph, teamOf } from '../data/model'
import { queryReader } from '../data/query'
import { memberHistory, teamSalesTotal } from '../data/sales'
import { onboardingOf, personOf, teamMemberDetailOf, teamMemberOf, type MemberRec } from '../data/team'

type Leader = NonNullable<TeamLeader['team_leader']>

/** A consultant as a team leader: from the persona when there is one, else from the generated team. */
function leaderProfile(store: GatewayStore, id: number): Leader | null {
  const persona = store.personaByConsultantId(id)
  if (persona) {
    return { ...personOf(persona.login.customer_data), id }
  }
  const rec = teamGraph(store).members.get(id)
  if (!rec) return null
  return {
    id,
    first_name: rec.first_name,
    last_name: rec.last_name,
    email: rec.email,
    phone_number: rec.phone_number,
    profile_picture: rec.profile_picture,
    level: rec.level,
    location: rec.location,
  }
}

/**
 * Team service (ewoks; team sales from watto). Only direct members are listed;
 * their own members count as team_members_count (indirect2 for the leader).
 */
export function teamRoutes(store: GatewayStore) {
  const app = new Hono<Env>()
  const id = (param: string) => Number(param)
  const memberOf = (leaderId: number, memberId: string) => teamOf(store, leaderId).find((m) => String(m.id) === memberId)
  /** Our optional field (docs/contract.md): the member's onboarding steps, from their orders and, for a persona, their login. */
  const onboarding = (rec: MemberRec) => {
    const login = store.personaByConsultantId(rec.id)?.login
    const agreement = login?.customer_data.date_agreement
    return onboardingOf(
      rec,
      {
        firstSaleMs: consultantData(store, rec.id).firstOrderMs,
        ...(login ? { persona: { agreementMs: agreement ? Date.parse(agreement) : null, hasPayoutAccount: login.has_payment_method } } : {}),
      },
      store.seed,
    )
  }

  app.get('/ewoks/consultants/:id/team-members', requireSession(store), requireOwner(store), (c) => {
    const members = teamOf(store, id(c.req.param('id'))).sort((a, b) => b.joinedMs - a.joinedMs || a.id - b.id)
    const body: TeamMembers = { data: members.map((m) => teamMemberOf(m, onboarding(m))), total: members.length }
    return c.json(body)
  })

  app.get('/ewoks/consultants/:id/team-members/:teamMemberId', requireSession(store), requireOwner(store), (c) => {
    const member = memberOf(id(c.req.param('id')), c.req.param('teamMemberId'))
    return member ? c.json(teamMemberDetailOf(member, teamGraph(store), onboarding(member))) : c.json(errorBody('NOT_FOUND'), 404)
  })

  app.get('/ewoks/consultants/:id/my-team-leader', requireSession(store), requireOwner(store), (c) => {
    const leaderId = leaderIdOf(store, id(c.req.param('id')))
    const body: TeamLeader = { team_leader: leaderId === null ? null : leaderProfile(store, leaderId) }
    return c.json(body)
  })

  /** Refusals in this order: self, team_member, team_leader, team_leader_leader, already_referred. */
  app.post('/ewoks/consultants/:id/invite-user', requireSession(store), requireOwner(store), async (c) => {
    const parsed = await parseBody(c, InviteRequest)
    if (!parsed.ok) return parsed.response
    const email = parsed.value.email.toLowerCase()
    const consultantId = id(c.req.param('id'))
    const graph = teamGraph(store)
    const emailOf = (x: number | null) => {
      if (x === null) return undefined
      return (store.personaByConsultantId(x)?.login.customer_data.email ?? graph.members.get(x)?.email)?.toLowerCase()
    }
    const leaderId = leaderIdOf(store, consultantId)
    const leaderLeaderId = leaderId === null ? null : leaderIdOf(store, leaderId)
    const known = [
      ...store
        .allPersonas()
        .filter((p) => p.login.customer_data.id !== null)
        .map((p) => p.login.customer_data.email.toLowerCase()),
      ...[...graph.members.values()].map((m) => m.email.toLowerCase()),
    ]
    const refusal =
      email === emailOf(consultantId)
        ? 'self'
        : teamOf(store, consultantId).some((m) => m.email.toLowerCase() === email)
          ? 'team_member'
          : email === emailOf(leaderId)
            ? 'team_leader'
            : email === emailOf(leaderLeaderId)
              ? 'team_leader_leader'
              : known.includes(email) || invitedEmails(store).has(email)
                ? 'already_referred'
                : null
    if (refusal) return validationFailed(c, { email: [refusal] })
    invitedEmails(store).add(email)
    const body: Ok = { success: true }
    return c.json(body)
  })

  /** Every direct member's sales and own confirmed commission in the range (data/sales.ts). */
  app.get('/watto/consultants/:id/sales/team-members/total', requireSession(store), requireOwner(store), (c) => {
    const q = queryReader(c)
    const range = q.range()
    if (!range || q.failed()) return q.respond()
    return c.json(teamSalesTotal(store, id(c.req.param('id')), range))
  })

  app.get('/watto/consultants/:id/sales/team-members/total-by-periods/:teamMemberId', requireSession(store), requireOwner(store), (c) => {
    const member = memberOf(id(c.req.param('id')), c.req.param('teamMemberId'))
    if (!member) return c.json(errorBody('NOT_FOUND'), 404)
    return c.json(memberHistory(store, member.id, localeOf(c.req.header('Accept-Language'))))
  })

  return app
}
