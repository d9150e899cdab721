import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { LevelAdvantagesScreen } from '../../../features/level/level-screen'
import { advantagesLoader } from './-level-load'
import { levelLinks } from './-level-route'

/** Next level advantages (spec section 2): what the next level brings and what it takes to reach it. */
export const Route = createFileRoute('/_app/level/next-level-advantages')({
  staticData: { title: msg`Next level advantages`, toggle: 'levels' },
  loader: advantagesLoader('next'),
  onLeave: (match) => match.loaderData?.stop(),
  component: NextAdvantagesRoute,
})

function NextAdvantagesRoute() {
  return <LevelAdvantagesScreen resources={Route.useLoaderData().resources} which="next" links={levelLinks} />
}
