import type { TeamMember } from '../../api'
import { ONBOARDING_STEPS, stepsDone } from './members'

/**
 * The recruit screen's campaigns (issue 22 §6): the consultant's recruits grouped by the referral
 * campaign each signed up through (the optional `campaign` of a team member, docs/contract.md),
 * with how many of each group reached each onboarding step. Pure, so the rule is tested without a
 * screen and a long team costs one pass.
 */

export interface CampaignGroup {
  /** The campaign's name as the link builder writes it, or null: the recruits who came without one (or, untagged, everyone). */
  readonly name: string | null
  /** Its recruits, the newest first. */
  readonly recruits: readonly TeamMember[]
  /**
   * How many reached each step, in ONBOARDING_STEPS' order (registered, agreement, payout account,
   * first sale); null when the gateway gives no steps for any of them. A recruit without steps
   * counts as registered only (being a member, they are registered).
   */
  readonly steps: readonly number[] | null
}

export interface RecruitCampaigns {
  /** Whether the gateway says which campaign brought each recruit (some member carries `campaign`, even null). */
  readonly tagged: boolean
  /** Whether it says how far recruits are (some member carries `onboarding`). */
  readonly steps: boolean
  /** The campaigns, the latest sign-up first; then the recruits without a campaign. Untagged: one group of everyone. */
  readonly groups: readonly CampaignGroup[]
}

const joinedMs = (member: TeamMember) => Date.parse(member.joined_at)
const newestFirst = (a: TeamMember, b: TeamMember) => joinedMs(b) - joinedMs(a) || a.id - b.id

function stepCounts(recruits: readonly TeamMember[]): readonly number[] | null {
  if (!recruits.some((member) => member.onboarding)) return null
  return ONBOARDING_STEPS.map((_, index) => recruits.filter((member) => (member.onboarding ? stepsDone(member.onboarding) : 1) > index).length)
}

const group = (name: string | null, recruits: TeamMember[]): CampaignGroup => {
  const sorted = recruits.sort(newestFirst)
  return { name, recruits: sorted, steps: stepCounts(sorted) }
}

/**
 * The groups of the recruit screen. A member's campaign that did not read (the schema read it as
 * not given) counts as none: the member is listed without a campaign rather than left out.
 */
export function recruitCampaigns(members: readonly TeamMember[]): RecruitCampaigns {
  const tagged = members.some((member) => member.campaign !== undefined)
  const steps = members.some((member) => member.onboarding !== undefined)
  if (!tagged) return { tagged, steps, groups: members.length ? [group(null, [...members])] : [] }
  const byName = new Map<string, TeamMember[]>()
  const without: TeamMember[] = []
  for (const member of members) {
    const name = member.campaign
    const list = name ? byName.get(name) : without
    if (list) list.push(member)
    else if (name) byName.set(name, [member])
  }
  const campaigns = [...byName].map(([name, recruits]) => group(name, recruits))
  // The campaign that brought someone most recently first (its newest recruit's; ties by that recruit's id).
  campaigns.sort((a, b) => newestFirst(a.recruits[0]!, b.recruits[0]!))
  return { tagged, steps, groups: without.length ? [...campaigns, group(null, without)] : campaigns }
}
