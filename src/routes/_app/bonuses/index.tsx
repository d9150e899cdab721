import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { BonusesScreen } from '../../../features/bonuses/bonuses-screen'
import { startBonusList } from '../-data/bonuses'

/** The bonuses, grouped by where each stands now. */
export const Route = createFileRoute('/_app/bonuses/')({
  staticData: { title: msg`Bonuses`, toggle: 'bonus' },
  loader: ({ context }) => ({ now: new Date(), ...startBonusList(context, context.consultant.id) }),
  onLeave: (match) => match.loaderData?.stop(),
  component: BonusesRoute,
})

function BonusesRoute() {
  const { resources, now } = Route.useLoaderData()
  return <BonusesScreen resources={resources} now={now} />
}
