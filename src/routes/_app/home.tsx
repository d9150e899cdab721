import { lazy } from 'react'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../features/dashboard/dashboard-screen'
import { startHomeData } from './-data/home'

/** The dashboard. Its data comes through resource machines the route starts with the client. */
export const Route = createFileRoute('/_app/home')({
  staticData: { title: msg`Home` },
  // The reads start here, beside the screen's chunk, not once the screen has rendered.
  loader: ({ context }) => startHomeData(context, context.consultant.login, { bonusCount: context.stored.homeBonusCount }),
  onLeave: (match) => match.loaderData?.stop(),
  component: HomeRoute,
})

// The agreement's dialog (and DOMPurify for its HTML) loads when the consultant opens it.
const AgreementReadDialog = lazy(() => import('../../features/agreement/agreement-read-dialog').then((module) => ({ default: module.AgreementReadDialog })))

function HomeRoute() {
  const { resources, bonusPlaceholders } = Route.useLoaderData()
  return (
    <DashboardScreen
      resources={resources}
      bonusPlaceholders={bonusPlaceholders}
      agreementDialog={(onOpenChange) => <AgreementReadDialog open onOpenChange={onOpenChange} agreement={resources.agreement} />}
    />
  )
}
