import { useLingui } from '@lingui/react/macro'
import { Avatar, Box, Flex, Heading, IconButton } from '@chakra-ui/react'
import { AppIcon } from '../../ui/icons'
import { PathLink } from '../../ui/path-link'

export interface ShellHeaderProps {
  title: string | null
  /** The consultant's full name (their avatar links to the You page). */
  name: string
  /** Phone layout: the menu button that opens the drawer. */
  onOpenMenu?: () => void
}

/** The top bar: the menu button (phone), the screen title, and the way to the You page. */
export function ShellHeader({ title, name, onOpenMenu }: ShellHeaderProps) {
  const { t } = useLingui()
  return (
    <Flex as="header" align="center" gap="2" h="14" px={{ base: '2', lg: '8' }} bg="bg" borderBottomWidth="1px">
      {onOpenMenu ? (
        <IconButton variant="ghost" aria-label={t`Open the menu`} data-testid="menu-button" onClick={onOpenMenu}>
          <AppIcon name="menu" />
        </IconButton>
      ) : null}
      <Heading as="h1" size={{ base: 'md', lg: 'lg' }} flex="1" minW="0" truncate ps={onOpenMenu ? '1' : '0'}>
        {title}
      </Heading>
      <Box asChild rounded="full" p="1" _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
        <PathLink to="/account" aria-label={t`You`} title={t`You`}>
          <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
        </PathLink>
      </Box>
    </Flex>
  )
}
