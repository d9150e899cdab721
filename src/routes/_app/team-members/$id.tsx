import { msg } from '@lingui/core/macro'
import { createFileRoute, linkOptions, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { MemberScreen } from '../../../features/team/member-screen'
import { startMember } from '../-data/team'
import { consultantOf } from '../-period'

const MemberId = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))

/** A member of your team. A malformed id leads back to the list; one not in your team gets the error view (the gateway's 404). */
/** The way back: the team's list. */
const teamLink = linkOptions({ to: '/team-members' })

export const Route = createFileRoute('/_app/team-members/$id')({
  staticData: { title: msg`Member profile` },
  loader: ({ context, params }) => {
    const id = v.safeParse(MemberId, params.id)
    if (!id.success) throw redirect({ to: '/team-members', replace: true })
    return startMember(context, consultantOf(context).id, id.output)
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: MemberRoute,
})

function MemberRoute() {
  const { resources } = Route.useLoaderData()
  return <MemberScreen resources={resources} back={teamLink} />
}
