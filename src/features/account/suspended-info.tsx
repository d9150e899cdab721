import { Trans } from '@lingui/react/macro'
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react'
import { contacts } from '../../config/links'
import { AppIcon } from '../../ui/icons'
import { telUrl } from '../dashboard/links'

/** Why the account is suspended (consultant.suspension_reason) and how to reach support (config). */
export function SuspendedInfo({ reason }: { reason: string | null }) {
  const phone = contacts.helpline
  const email = contacts.email
  return (
    <Stack gap={{ base: '4', lg: '6' }} maxW="3xl">
      <Box bg="bg.panel" borderWidth="1px" rounded="l3" shadow="xs" p={{ base: '5', lg: '8' }}>
        <Flex gap="4" align="start">
          <Box bg="orange.subtle" color="orange.fg" p="3" rounded="full" flexShrink={0}>
            <AppIcon name="alert" boxSize="6" />
          </Box>
          <Stack gap="2">
            <Heading as="h2" size="lg">
              <Trans>Your account is suspended.</Trans>
            </Heading>
            <Text color="fg.muted">
              <Trans>You can still sign in and follow your activity. Contact support to have your account reviewed.</Trans>
            </Text>
          </Stack>
        </Flex>
        <Heading as="h3" size="md" mt="6" mb="2">
          <Trans>Reason</Trans>
        </Heading>
        <Text data-testid="suspension-reason" dir="auto">{reason ?? <Trans>No reason was given. Contact support to know more.</Trans>}</Text>
      </Box>
      <Box as="section" bg="bg.panel" borderWidth="1px" rounded="l3" shadow="xs" p={{ base: '5', lg: '8' }}>
        <Heading as="h2" size="md" mb="4">
          <Trans>Contact support</Trans>
        </Heading>
        <Flex gap="3" wrap="wrap">
          <Button asChild>
            <a href={telUrl(phone)}>
              <AppIcon name="phone" />
              <bdi dir="ltr">{phone}</bdi>
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={`mailto:${email}`}>
              <AppIcon name="mail" />
              {email}
            </a>
          </Button>
        </Flex>
      </Box>
    </Stack>
  )
}
