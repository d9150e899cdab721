import { msg } from '@lingui/core/macro'
import { createFileRoute, linkOptions } from '@tanstack/react-router'
import { MemberScreen } from '../../../features/team/member-screen'
import { startMember } from '../-data/team'
import { backTo, IdParam, pathParam } from '../-path-params'

/** The way back: the team's list. */
const teamLink = linkOptions({ to: '/team-members' })

/** A member of your team. A malformed id leads back to the list; one not in your team gets the error view (the gateway's 404). */
export const Route = createFileRoute('/_app/team-members/$id')({
  staticData: { title: msg`Member profile`, toggle: 'teamMembers' },
  loader: ({ context, params }) => startMember(context, context.consultant.id, pathParam(IdParam, params.id, backTo('/team-members'))),
  onLeave: (match) => match.loaderData?.stop(),
  component: MemberRoute,
})

function MemberRoute() {
  const { resources } = Route.useLoaderData()
  return <MemberScreen resources={resources} back={teamLink} />
}
