import { msg } from '@lingui/core/macro'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { SuspendedInfo } from '../../features/account/suspended-info'
import { useSignedIn } from '../../ui/signed-in'

/** Why the account is suspended and how to reach support; only a suspended consultant has one. */
export const Route = createFileRoute('/_app/suspended-info')({
  staticData: { title: msg`Account suspended` },
  beforeLoad: ({ context: { consultant } }) => {
    if (consultant.login.customer_data.status?.id !== 'suspended') throw redirect({ to: '/home', replace: true })
  },
  component: SuspendedInfoRoute,
})

function SuspendedInfoRoute() {
  const { login } = useSignedIn()
  return <SuspendedInfo reason={login.customer_data.suspension_reason} />
}
