import { msg } from '@lingui/core/macro'
import { createFileRoute, linkOptions, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { BonusDetailScreen } from '../../../features/bonuses/bonus-detail-screen'
import { startBonusDetail } from '../-data/bonuses'
import { consultantOf } from '../-period'

const BonusId = v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))

/** The way back: the bonuses. */
const bonusesLink = linkOptions({ to: '/bonuses' })

/** One bonus: its target, progress, what is left, and its days. A malformed id leads back to the list. */
export const Route = createFileRoute('/_app/bonuses/details/$id')({
  staticData: { title: msg`Bonus` },
  loader: ({ context, params }) => {
    const id = v.safeParse(BonusId, params.id)
    if (!id.success) throw redirect({ to: '/bonuses', replace: true })
    return startBonusDetail(context, consultantOf(context).id, id.output)
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: BonusDetailRoute,
})

function BonusDetailRoute() {
  const { resources } = Route.useLoaderData()
  return <BonusDetailScreen resources={resources} back={bonusesLink} />
}
