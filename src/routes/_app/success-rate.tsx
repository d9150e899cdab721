import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { SuccessRateScreen } from '../../features/success-rate/success-rate-screen'
import { newestMonthOf, startSuccessRate } from './-data/success-rate'

/**
 * Success rate (spec section 2's /success-rate): the months, ten a page, and the current
 * penalty rates of the consultant's level. Titled as the menu names it; the spec's 'current
 * penalty rates' title is the penalty rates' part of the screen (docs/decisions/screens.md).
 */
export const Route = createFileRoute('/_app/success-rate')({
  staticData: { title: msg`Success rate`, toggle: 'success_rate' },
  loader: ({ context }) => {
    const { login, id } = context.consultant
    const now = new Date()
    return {
      newestMonth: newestMonthOf(now).newestMonth,
      levelName: login.customer_data.level?.name ?? null,
      ...startSuccessRate(context, login, id, now),
    }
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: SuccessRateRoute,
})

function SuccessRateRoute() {
  const { resources, newestMonth, levelName } = Route.useLoaderData()
  return <SuccessRateScreen resources={resources} newestMonth={newestMonth} levelName={levelName} />
}
