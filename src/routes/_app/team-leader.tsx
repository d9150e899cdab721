import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LeaderScreen } from '../../features/team/leader-screen'
import { startLeader } from './-data/team'

/** Your team leader, or the spec's no-data message. */
export const Route = createFileRoute('/_app/team-leader')({
  staticData: { title: msg`Team leader profile`, toggle: 'teamLeader' },
  loader: ({ context }) => startLeader(context, context.consultant.id),
  onLeave: (match) => match.loaderData?.stop(),
  component: TeamLeaderRoute,
})

function TeamLeaderRoute() {
  const { resources } = Route.useLoaderData()
  return <LeaderScreen resources={resources} />
}
