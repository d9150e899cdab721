import { msg } from '@lingui/core/macro'
import { createFileRoute, linkOptions } from '@tanstack/react-router'
import { referralCodeOf } from '../../../domain/referral'
import { RecruitScreen } from '../../../features/team/recruit-screen'
import type { Recruiting } from '../../../features/team/team-data'
import { startRecruit } from '../-data/team'

/** A recruit's profile, from a campaign's list. */
const memberLink = (id: number) => linkOptions({ to: '/team-members/$id', params: { id: String(id) } })
/** The way back: the team's list. */
const teamLink = linkOptions({ to: '/team-members' })

/** Recruit a member: an invitation by e-mail, the referral code, link (with a campaign) and QR code, and what each campaign brought. */
export const Route = createFileRoute('/_app/team-members/recruit')({
  staticData: { title: msg`Recruit a member`, toggle: 'teamMembers' },
  loader: ({ context }) => {
    const { login, id } = context.consultant
    const consultant = login.customer_data
    const recruiting: Recruiting = {
      code: referralCodeOf(consultant),
      origin: window.location.origin,
      selfEmail: consultant.email,
      leaderEmail: consultant.team_leader?.email ?? null,
      invite: async (email, idempotencyKey) => {
        await context.client.team.invite(id, { email }, idempotencyKey)
        return email
      },
    }
    return { recruiting, ...startRecruit(context, id) }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: RecruitRoute,
})

function RecruitRoute() {
  const { resources, recruiting } = Route.useLoaderData()
  return <RecruitScreen resources={resources} recruiting={recruiting} memberLink={memberLink} back={teamLink} />
}
