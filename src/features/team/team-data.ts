import type { TeamLeader, TeamMember, TeamMemberDetail, TeamMemberHistory, TeamSalesTotal } from '../../api'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'

/** /team-members: the members (not tied to a period) and their figures for the period. */
export interface TeamListMachines {
  readonly members: ResourceMachine<readonly TeamMember[]>
  readonly sales: ResourceMachine<TeamSalesTotal>
}
export type TeamListResources = StartedResources<TeamListMachines>

/** /team-members/{id}: who they are and their last twelve months. */
export interface MemberMachines {
  readonly member: ResourceMachine<TeamMemberDetail>
  readonly history: ResourceMachine<TeamMemberHistory>
}
export type MemberResources = StartedResources<MemberMachines>

/** /team-leader: the whole answer (its `team_leader` is null for a consultant without one; a resource's null data means loading). */
export interface LeaderMachines {
  readonly leader: ResourceMachine<TeamLeader>
}
export type LeaderResources = StartedResources<LeaderMachines>

/** /team-members/recruit: the members, whose e-mails are checked before an invite goes out and whose campaigns and steps the campaigns list. */
export interface RecruitMachines {
  readonly members: ResourceMachine<readonly TeamMember[]>
}
export type RecruitResources = StartedResources<RecruitMachines>

/** What the recruit screen needs besides its reads (the route provides it). */
export interface Recruiting {
  /** The signed-in consultant's referral code (their external id), or null. */
  readonly code: string | null
  /** Where the app is served: the link's origin. */
  readonly origin: string
  /** The e-mails the app knows before any call: the consultant's and their leader's. */
  readonly selfEmail: string
  readonly leaderEmail: string | null
  /** POST invite-user; refusals come back as VALIDATION_FAILED on `email`. */
  readonly invite: (email: string, idempotencyKey: string) => Promise<string>
}
