import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LevelScreen } from '../../../features/level/level-screen'
import { startLevel } from '../-data/level'
import { levelOf } from './-level-load'
import { levelLinks } from './-level-route'

/** Level (spec section 2): the consultant's level and what it takes to reach the next one this month. */
export const Route = createFileRoute('/_app/level/')({
  staticData: { title: msg`Level`, toggle: 'levels' },
  loader: ({ context }) => {
    const { id, levelId } = levelOf(context)
    const now = new Date()
    const reads = levelId === null ? null : startLevel(context, id, levelId, now)
    return { now, resources: reads?.resources ?? null, stop: () => reads?.stop() }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: LevelRoute,
})

function LevelRoute() {
  const { resources, now } = Route.useLoaderData()
  return <LevelScreen resources={resources} links={levelLinks} now={now} />
}
