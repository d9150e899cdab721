import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Container } from '@chakra-ui/react/container'
import { Flex } from '@chakra-ui/react/flex'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, VStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { ColorModeButton } from '../../ui/color-mode-button'
import { ErrorState } from '../../ui/error-state'
import { LanguageSwitcher } from '../../ui/language-switcher'
import { BrandMark } from '../../ui/brand-mark'
import type { Locale } from '../../config/country'
import { Benefits } from './benefits'

/**
 * idle: the connect button. connecting: on the way to the central sign-in.
 * failed: the sign-in could not start (Try again). loginFailed: the login-error alert
 * (spec section 8), which the session clears after five seconds.
 */
export type ConnectStatus = 'idle' | 'connecting' | 'failed' | 'loginFailed'

export interface IntroPageProps {
  status: ConnectStatus
  onConnect: () => void
  onSelectLanguage: (locale: Locale) => void
}

export function IntroPage({ status, onConnect, onSelectLanguage }: IntroPageProps) {
  const { t } = useLingui()
  const connect = onConnect
  const productName = t`Sales Consultant`

  useEffect(() => {
    document.title = productName
  }, [productName])

  return (
    <Flex direction="column" minH="100dvh">
      <Container as="header" maxW="5xl" py="4">
        <HStack justify="space-between">
          <HStack gap="2">
            <BrandMark />
            <Text fontWeight="bold" fontSize="lg">
              {productName}
            </Text>
          </HStack>
          <ColorModeButton />
        </HStack>
      </Container>

      <Container as="main" maxW="5xl" flex="1" display="flex" alignItems="center" py={{ base: '8', lg: '16' }}>
        <Box
          display="grid"
          width="full"
          gridTemplateColumns={{ base: '1fr', lg: '3fr 2fr' }}
          gap={{ base: '10', lg: '16' }}
          alignItems="center"
        >
          <VStack align="start" gap="6">
            <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              <Trans>Sell more, earn more.</Trans>
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="xl">
              <Trans>
                Join the marketplace&apos;s sales consultant programme: recommend products to the people around you and
                earn a commission on every order.
              </Trans>
            </Text>
            {status === 'loginFailed' && (
              <Box role="alert" borderInlineStartWidth="4px" borderColor="red.solid" bg="red.subtle" color="red.fg" px="4" py="3" rounded="md">
                <Trans>Sorry, it seems an error occurred while signing you in. Please try again.</Trans>
              </Box>
            )}
            {status === 'failed' ? (
              <ErrorState onRetry={connect} />
            ) : (
              <Button
                size="xl"
                width={{ base: 'full', sm: 'auto' }}
                loading={status === 'connecting'}
                loadingText={t`Connecting…`}
                data-testid="connect"
                onClick={connect}
              >
                <Trans>Connect with your account</Trans>
              </Button>
            )}
          </VStack>
          <Benefits />
        </Box>
      </Container>

      <Box as="footer" py="6" borderTopWidth="1px">
        <LanguageSwitcher onSelect={onSelectLanguage} />
      </Box>
    </Flex>
  )
}
