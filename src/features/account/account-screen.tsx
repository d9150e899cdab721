import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useI18n } from '@lingui/react'
import { Avatar, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import type { AccountStatus } from '../../api'
import type { Locale } from '../../config/country'
import { ColorModeButton } from '../../ui/color-mode-button'
import { AppIcon } from '../../ui/icons'
import { LanguageSwitcher } from '../../ui/language-switcher'
import { PathLink } from '../../ui/path-link'
import { accountItems, navigationMenu } from '../shell/menu'
import { menuIcons } from '../shell/menu-icons'
import { useSignedIn } from '../shell/signed-in'
import { useIsDesktop } from '../shell/use-is-desktop'

const statusPalette: Record<AccountStatus, string> = { active: 'green', suspended: 'orange', inactive: 'red' }

function Card({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" borderWidth="1px" rounded="l3" shadow="xs" p={{ base: '4', lg: '6' }}>
      {title ? (
        <Heading as="h2" size="md" mb="3">
          {title}
        </Heading>
      ) : null}
      {children}
    </Box>
  )
}

function Profile() {
  const { t } = useLingui()
  const { login } = useSignedIn()
  const { first_name, last_name, email, level, status, account_type, store_name } = login.customer_data
  const name = `${first_name} ${last_name}`.trim()
  const levelName = level?.name
  return (
    <Card>
      <HStack gap="4" align="center">
        <Avatar.Root size="2xl" colorPalette="brand" variant="subtle">
          <Avatar.Fallback name={name} />
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" truncate>
            {name}
          </Heading>
          {store_name ? <Text color="fg.muted">{store_name}</Text> : null}
          <Text color="fg.muted" textStyle="sm" truncate>
            {email}
          </Text>
          <HStack gap="2" wrap="wrap" mt="1">
            {level ? (
              <Badge variant="subtle" gap="1" aria-label={t`Level: ${levelName}`}>
                <AppIcon name="award" boxSize="3.5" />
                {level.name}
              </Badge>
            ) : null}
            {status ? (
              <Badge colorPalette={statusPalette[status.id]} variant="subtle" data-testid="account-status">
                {status.label}
              </Badge>
            ) : null}
            <Badge variant="outline" colorPalette="gray">
              {account_type === 'store' ? t`Store` : t`Individual`}
            </Badge>
          </HStack>
        </Stack>
      </HStack>
    </Card>
  )
}

/** The You page (/account): who is signed in, the Account items of the menu, preferences, sign out. */
export function AccountScreen({ onSelectLanguage, onSignOut }: { onSelectLanguage: (locale: Locale) => void; onSignOut: () => void }) {
  const { i18n } = useI18n()
  const { login, impersonating } = useSignedIn()
  const desktop = useIsDesktop()
  const items = accountItems(navigationMenu(login, { desktop, impersonating }))
  return (
    <Stack gap={{ base: '4', lg: '6' }} maxW="3xl">
      <Profile />
      {items.length > 0 ? (
        <Card title={<Trans>Your account</Trans>}>
          <Stack as="ul" gap="0" mx="-2.5">
            {items.map((item) => (
              <li key={item.id}>
                <Box asChild display="flex" alignItems="center" gap="3" p="2.5" rounded="l2" _hover={{ bg: 'bg.muted' }}>
                  <PathLink to={item.to} data-account-item={item.id}>
                    <AppIcon name={menuIcons[item.id] ?? 'chevronRight'} color="colorPalette.fg" />
                    <Text flex="1" fontWeight="medium">
                      {i18n._(item.label)}
                    </Text>
                    <AppIcon name="chevronRight" boxSize="4" color="fg.subtle" />
                  </PathLink>
                </Box>
              </li>
            ))}
          </Stack>
        </Card>
      ) : null}
      <Card title={<Trans>Preferences</Trans>}>
        <Stack gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Text fontWeight="medium">
              <Trans>Language</Trans>
            </Text>
            <LanguageSwitcher onSelect={onSelectLanguage} />
          </HStack>
          <HStack justify="space-between" gap="3">
            <Text fontWeight="medium">
              <Trans>Appearance</Trans>
            </Text>
            <ColorModeButton />
          </HStack>
        </Stack>
      </Card>
      <Button variant="outline" colorPalette="red" alignSelf="start" onClick={onSignOut}>
        <AppIcon name="logout" />
        <Trans>Sign out</Trans>
      </Button>
    </Stack>
  )
}
