import { createFileRoute } from '@tanstack/react-router'
import { IntroPage } from '../features/onboarding/intro-page'

export const Route = createFileRoute('/')({
  component: IntroRoute,
})

function IntroRoute() {
  const { client } = Route.useRouteContext()
  return <IntroPage auth={client.auth} />
}
