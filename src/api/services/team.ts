import { Ok, TeamLeader, TeamMemberDetail, TeamMemberHistory, TeamMembers, TeamSalesTotal, type DateRange, type InviteRequest } from '../schemas'
import type { Send } from '../request'

export const teamService = (send: Send) => ({
  members: (id: number) => send({ method: 'get', path: `ewoks/consultants/${id}/team-members`, schema: TeamMembers }),
  member: (id: number, teamMemberId: number) => send({ method: 'get', path: `ewoks/consultants/${id}/team-members/${teamMemberId}`, schema: TeamMemberDetail }),
  leader: (id: number) => send({ method: 'get', path: `ewoks/consultants/${id}/my-team-leader`, schema: TeamLeader }),
  invite: (id: number, body: InviteRequest, idempotencyKey?: string) =>
    send({ method: 'post', path: `ewoks/consultants/${id}/invite-user`, schema: Ok, json: body, ...(idempotencyKey ? { idempotencyKey } : {}) }),
  salesTotal: (id: number, range: DateRange) =>
    send({ method: 'get', path: `watto/consultants/${id}/sales/team-members/total`, schema: TeamSalesTotal, query: { ...range } }),
  memberHistory: (id: number, teamMemberId: number) =>
    send({ method: 'get', path: `watto/consultants/${id}/sales/team-members/total-by-periods/${teamMemberId}`, schema: TeamMemberHistory }),
})
