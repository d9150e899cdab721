import { createFileRoute, redirect } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Center } from '@chakra-ui/react/center'
import { Spinner } from '@chakra-ui/react/spinner'
import { Text } from '@chakra-ui/react/text'
import { VStack } from '@chakra-ui/react/stack'
import { waitFor } from 'xstate'
import { isSettled, redirectSessionOf } from '../../../machines/session.selectors'
import { resolveRedirect } from '../../../machines/redirect.machine'

/**
 * Back from the central sign-in with ?code&state. The session checks the state
 * against the one stored before leaving (a mismatch starts the sign-in again, never
 * a login call), exchanges the code, then the redirect rules send the consultant on:
 * to the stored page or /home, or through onboarding.
 */
export const Route = createFileRoute('/login/callback')({
  loader: async ({ context: { session, stored }, location }) => {
    const search = new URLSearchParams(location.searchStr)
    const storedState = stored.authState.get()
    stored.authState.clear()
    session.send({ type: 'session.callback', code: search.get('code'), state: search.get('state'), storedState })
    const snapshot = await waitFor(session, isSettled, { timeout: Infinity })
    const target = resolveRedirect({
      page: 'loginCallback',
      path: location.href,
      ...redirectSessionOf(snapshot),
      storedRedirect: stored.redirectTarget.get(),
    })
    throw redirect({ href: target ?? '/home', replace: true })
  },
  pendingMs: 0,
  pendingComponent: SigningIn,
  component: SigningIn,
})

function SigningIn() {
  return (
    <Center minH="100dvh" px="4">
      <VStack gap="4" role="status">
        <Spinner size="lg" color="colorPalette.solid" />
        <Text>
          <Trans>Signing you in…</Trans>
        </Text>
      </VStack>
    </Center>
  )
}
