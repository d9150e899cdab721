import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { createFileRoute } from '@tanstack/react-router'
import { DashboardScreen } from '../../features/dashboard/dashboard-screen'
import { useSignedIn } from '../../features/shell/signed-in'
import { homeResources } from './-data/home'

/** The dashboard. Its data comes through resource machines provided here with the client. */
export const Route = createFileRoute('/_app/home')({
  staticData: { title: msg`Home` },
  component: HomeRoute,
})

function HomeRoute() {
  const { client } = Route.useRouteContext()
  const { login } = useSignedIn()
  // Made once per visit: the consultant cannot change while the screen is open.
  const [resources] = useState(() => homeResources(client, login))
  return <DashboardScreen resources={resources} />
}
