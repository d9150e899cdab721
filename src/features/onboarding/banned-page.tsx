import { useRouteContext } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { contacts } from '../../config/links'
import { isSignedIn } from '../../../machines/session.selectors'
import { OnboardingLayout } from './onboarding-layout'
import { useSignOut } from './use-sign-out'

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The inactive (banned) account (spec sections 6, 8): contact the Help Line by phone or e-mail, or sign out. */
export function BannedPage() {
  const { session } = useRouteContext({ from: '__root__' })
  const { t } = useLingui()
  const signedIn = useSelector(session, isSignedIn)
  const { signingOut, signOut } = useSignOut()

  return (
    <OnboardingLayout title={t`Account not active`}>
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <Trans>Account not active</Trans>
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }}>
          <Trans>It seems like your account is not active. Please contact the Help Line</Trans>
        </Text>
        <Stack as="dl" gap="3" p="5" borderWidth="1px" rounded="l3">
          <Stack gap="0.5">
            <Text as="dt" fontSize="sm" color="fg.muted">
              <Trans>Phone</Trans>
            </Text>
            <Text as="dd" fontWeight="semibold">
              <Link href={telHref(contacts.helpline)} dir="ltr" data-testid="support-phone">
                {contacts.helpline}
              </Link>
            </Text>
          </Stack>
          <Stack gap="0.5">
            <Text as="dt" fontSize="sm" color="fg.muted">
              <Trans>Email</Trans>
            </Text>
            <Text as="dd" fontWeight="semibold">
              <Link href={`mailto:${contacts.email}`} dir="ltr" data-testid="support-email">
                {contacts.email}
              </Link>
            </Text>
          </Stack>
        </Stack>
        {signedIn ? (
          <Button variant="outline" alignSelf="start" onClick={signOut} loading={signingOut}>
            <Trans>Sign out</Trans>
          </Button>
        ) : null}
      </Stack>
    </OnboardingLayout>
  )
}
