import type { GatewayClient, TeamMember } from '../../../api'
import { periodQuery, type ResolvedPeriod } from '../../../domain/periods'
import type { LeaderMachines, MemberMachines, RecruitMachines, TeamListResources } from '../../../features/team/team-data'
import { resourceOf } from '../../../../machines/resource.machine'
import { startScreenReads, type ScreenContext } from './screen-reads'

/**
 * The team screens' reads. The member list does not depend on the period: a period chosen
 * on /team-members starts only the figures again (two sets of reads, each keyed by what it
 * depends on), and search or sort start nothing (they are not in the loader's deps).
 */
export function startTeamList({ client, system }: ScreenContext, consultantId: number, period: ResolvedPeriod) {
  const members = startScreenReads(system, '/team-members', String(consultantId), () => ({
    members: resourceOf<readonly TeamMember[]>(async () => (await client.team.members(consultantId)).data, 'teamMembers'),
  }))
  const sales = startScreenReads(system, '/team-members:sales', JSON.stringify([consultantId, period.range]), () => ({
    sales: resourceOf(() => client.team.salesTotal(consultantId, periodQuery(period.range)), 'teamSalesTotal'),
  }))
  const resources: TeamListResources = { members: members.resources.members, sales: sales.resources.sales }
  return {
    resources,
    stop: () => {
      members.stop()
      sales.stop()
    },
  }
}

export function memberMachines(client: GatewayClient, consultantId: number, memberId: number): MemberMachines {
  return {
    member: resourceOf(() => client.team.member(consultantId, memberId), 'teamMember'),
    history: resourceOf(() => client.team.memberHistory(consultantId, memberId), 'teamMemberHistory'),
  }
}

export const startMember = ({ client, system }: ScreenContext, consultantId: number, memberId: number) =>
  startScreenReads(system, '/team-members/$id', `${consultantId}:${memberId}`, () => memberMachines(client, consultantId, memberId))

export const startLeader = ({ client, system }: ScreenContext, consultantId: number) =>
  startScreenReads(system, '/team-leader', String(consultantId), (): LeaderMachines => ({
    leader: resourceOf(() => client.team.leader(consultantId), 'teamLeader'),
  }))

export const startRecruit = ({ client, system }: ScreenContext, consultantId: number) =>
  startScreenReads(system, '/team-members/recruit', String(consultantId), (): RecruitMachines => ({
    members: resourceOf<readonly TeamMember[]>(async () => (await client.team.members(consultantId)).data, 'teamMembers'),
  }))
