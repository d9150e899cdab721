import { msg } from '@lingui/core/macro'
import { createFileRoute, linkOptions } from '@tanstack/react-router'
import { BonusDetailScreen } from '../../../features/bonuses/bonus-detail-screen'
import { startBonusDetail } from '../-data/bonuses'
import { backTo, IdParam, pathParam } from '../-path-params'

/** The way back: the bonuses. */
const bonusesLink = linkOptions({ to: '/bonuses' })

/** One bonus: its target, progress, what is left, and its days. A malformed id leads back to the list. */
export const Route = createFileRoute('/_app/bonuses/details/$id')({
  staticData: { title: msg`Bonus`, toggle: 'bonus' },
  loader: ({ context, params }) => startBonusDetail(context, context.consultant.id, pathParam(IdParam, params.id, backTo('/bonuses'))),
  onLeave: (match) => match.loaderData?.stop(),
  component: BonusDetailRoute,
})

function BonusDetailRoute() {
  const { resources } = Route.useLoaderData()
  return <BonusDetailScreen resources={resources} back={bonusesLink} />
}
