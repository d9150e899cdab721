import { Link as RouterLink } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { OnboardingLayout } from './onboarding-layout'

/** Registered: one step left, the agreement. */
export function RegisterSuccessPage() {
  const { t } = useLingui()
  return (
    <OnboardingLayout title={t`Welcome`}>
      <Stack gap="6">
        <Box boxSize="14" rounded="full" bg="green.subtle" color="green.fg" p="3" aria-hidden="true">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          <Trans>Welcome aboard!</Trans>
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }}>
          <Trans>Your consultant account is created. One last step: read and accept the consultant agreement.</Trans>
        </Text>
        <Button asChild size="lg" alignSelf={{ base: 'stretch', sm: 'start' }}>
          <RouterLink to="/agreement">
            <Trans>Continue to the agreement</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </OnboardingLayout>
  )
}
