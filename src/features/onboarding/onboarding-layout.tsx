import { useEffect, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Box } from '@chakra-ui/react/box'
import { Container } from '@chakra-ui/react/container'
import { Flex } from '@chakra-ui/react/flex'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { BrandMark } from '../../ui/brand-mark'
import { ColorModeButton } from '../../ui/color-mode-button'
import { LanguageSwitcher } from '../../ui/language-switcher'
import { useLanguageChoice } from '../preferences/use-language-choice'

export interface OnboardingLayoutProps {
  /** The screen's name, for the browser tab. */
  title: string
  /** 'narrow' for a message, 'wide' for a form. */
  width?: 'narrow' | 'wide'
  children: ReactNode
}

/** A full-page onboarding screen (no app shell): the brand, the screen, the language switcher. */
export function OnboardingLayout({ title, width = 'narrow', children }: OnboardingLayoutProps) {
  const { t } = useLingui()
  const selectLanguage = useLanguageChoice()
  const productName = t`Sales Consultant`

  useEffect(() => {
    document.title = `${title} · ${productName}`
  }, [title, productName])

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
      <Container as="main" maxW={width === 'wide' ? '3xl' : 'xl'} flex="1" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }}>
        {children}
      </Container>
      <Box as="footer" py="6" borderTopWidth="1px">
        <LanguageSwitcher onSelect={selectLanguage} />
      </Box>
    </Flex>
  )
}
