import * as v from 'valibot'
import { readCampaign } from '../../domain/campaign'
import { Count, Id, IsoDateTime, Money, Named } from './common'
import { AccountStatusRead, PersonSummary } from './consultant'
import { orNotGiven } from './known'
import { Period } from './periods'

/**
 * Ours, not the spec's (docs/contract.md, "Team: a recruit's onboarding"): where a recruit
 * stands in onboarding, each step with when it was done, null while it is not. The steps go
 * in this order: registered, agreement accepted, payout account added, first sale.
 */
export const MemberOnboarding = v.object({
  registered_at: IsoDateTime,
  agreement_accepted_at: v.nullable(IsoDateTime),
  payout_account_added_at: v.nullable(IsoDateTime),
  first_sale_at: v.nullable(IsoDateTime),
})
export type MemberOnboarding = v.InferOutput<typeof MemberOnboarding>

/**
 * Ours, not the spec's (docs/contract.md, "Campaigns that count"): the referral campaign the
 * member signed up through (the link's utm_campaign, sent with their registration), or null
 * when they came without one. Read as the link builder writes it (readCampaign: normalized,
 * invisible characters dropped, at most 40 characters); a string with nothing left is null.
 */
export const MemberCampaign = v.nullable(v.pipe(v.string(), v.transform(readCampaign)))

export const TeamMember = v.object({
  ...PersonSummary.entries,
  level: v.nullable(Named),
  status: AccountStatusRead,
  joined_at: IsoDateTime,
  /**
   * Optional: a gateway without it is read as before, and the screens show no onboarding steps.
   * A value that does not read (a wrong type, a missing date) is read as not given, that member only.
   */
  onboarding: v.optional(orNotGiven('team member onboarding', MemberOnboarding)),
  /** Optional: without it the recruit screen lists recruits without grouping them by campaign. A value that does not read is not given. */
  campaign: v.optional(orNotGiven('team member campaign', MemberCampaign)),
})
export type TeamMember = v.InferOutput<typeof TeamMember>

/** GET ewoks/consultants/{id}/team-members */
export const TeamMembers = v.object({ data: v.array(TeamMember), total: Count })
export type TeamMembers = v.InferOutput<typeof TeamMembers>

/** GET ewoks/consultants/{id}/team-members/{teamMemberId} */
export const TeamMemberDetail = v.object({
  ...TeamMember.entries,
  location: v.nullable(v.string()),
  /** Members this member recruited (indirect2 for the leader). */
  team_members_count: Count,
})
export type TeamMemberDetail = v.InferOutput<typeof TeamMemberDetail>

/** GET ewoks/consultants/{id}/my-team-leader: null when the consultant has none. */
export const TeamLeader = v.object({
  team_leader: v.nullable(v.object({ ...PersonSummary.entries, level: v.nullable(Named), location: v.nullable(v.string()) })),
})
export type TeamLeader = v.InferOutput<typeof TeamLeader>

/**
 * POST ewoks/consultants/{id}/invite-user. Refusals come back as VALIDATION_FAILED on
 * `email` with one of: already_referred, self, team_member, team_leader, team_leader_leader.
 */
export const InviteRequest = v.object({ email: v.pipe(v.string(), v.trim(), v.nonEmpty('required'), v.email('invalid_email')) })
export type InviteRequest = v.InferOutput<typeof InviteRequest>
export const INVITE_REFUSALS = ['already_referred', 'self', 'team_member', 'team_leader', 'team_leader_leader'] as const

/** `commission` is the member's own confirmed commission (not the leader's indirect share). */
const MemberFigures = { total_sales: Money, items: Count, commission: Money }

/** GET watto/consultants/{id}/sales/team-members/total?date_from&date_to */
export const TeamSalesTotal = v.object({
  total_sales: Money,
  commission: Money,
  members: v.array(v.object({ team_member_id: Id, ...MemberFigures })),
})
export type TeamSalesTotal = v.InferOutput<typeof TeamSalesTotal>

/** GET .../sales/team-members/total-by-periods/{teamMemberId}: newest month first. */
export const TeamMemberHistory = v.object({
  team_member_id: Id,
  periods: v.array(v.object({ period: Period, ...MemberFigures })),
})
export type TeamMemberHistory = v.InferOutput<typeof TeamMemberHistory>
