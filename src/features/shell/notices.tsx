import { Trans } from '@lingui/react/macro'
import { Alert, HStack, Link, Text } from '@chakra-ui/react'
import { AppIcon } from '../../ui/icons'
import { PathLink } from '../../ui/path-link'

/** Staff viewing another consultant's account (spec section 6): always in sight, at the top. */
export function ImpersonationBanner({ name }: { name: string }) {
  return (
    <HStack role="status" justify="center" gap="2" px="4" py="1.5" bg="colorPalette.solid" color="colorPalette.contrast" textStyle="sm">
      <AppIcon name="eye" boxSize="4" />
      <Text fontWeight="medium" truncate>
        <Trans>Viewing as {name}</Trans>
      </Text>
    </HStack>
  )
}

/** Spec section 8: 'Your account is suspended.' with a link to the reason. The app keeps working. */
export function SuspendedAlert() {
  return (
    <Alert.Root status="warning" borderRadius="l3" data-testid="suspended-alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Your account is suspended.</Trans>
        </Alert.Title>
        <Alert.Description>
          <Link asChild fontWeight="semibold" textDecoration="underline" color="inherit">
            <PathLink to="/suspended-info">
              <Trans>Find out why and how to contact support</Trans>
            </PathLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
