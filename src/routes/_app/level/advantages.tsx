import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LevelAdvantagesScreen } from '../../../features/level/level-screen'
import { advantagesLoader } from './-level-load'
import { levelLinks } from './-level-route'

/** Level advantages (spec section 2): what the consultant's level brings and what keeps it. */
export const Route = createFileRoute('/_app/level/advantages')({
  staticData: { title: msg`Level advantages`, toggle: 'levels' },
  loader: advantagesLoader('current'),
  onLeave: (match) => match.loaderData?.stop(),
  component: AdvantagesRoute,
})

function AdvantagesRoute() {
  return <LevelAdvantagesScreen resources={Route.useLoaderData().resources} which="current" links={levelLinks} />
}
