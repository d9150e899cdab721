import { useEffect, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { Box, Flex } from '@chakra-ui/react'
import type { LoginData } from '../../api'
import { showsAgreementPrompt, type AcceptAgreementMachine } from '../../../machines/agreement.machine'
import { AgreementBanner } from '../agreement/agreement-banner'
import { navigationMenu } from './menu'
import { MenuDrawer, SideNavigation } from './navigation'
import { ImpersonationBanner, SuspendedAlert } from './notices'
import { useScreenTitle } from './screen-title'
import { ShellHeader } from './shell-header'
import { SignedInProvider } from './signed-in'
import { useIsDesktop } from './use-is-desktop'

export interface AppShellProps {
  login: LoginData
  impersonating: boolean
  /** The updated agreement's accept form, provided by the route. */
  acceptAgreement: AcceptAgreementMachine
  onSignOut: () => void
  children: ReactNode
}

/**
 * The authenticated area's frame. Phone (< 960px): a header with the menu button, the
 * screen title and the consultant's avatar; the menu opens in a drawer. We chose a drawer
 * over a bottom bar because the menu has seven entries and three groups: a bottom bar
 * holds four or five flat destinations and would hide the rest behind a "more" tab, while
 * the drawer shows the same grouped menu as the desktop's side navigation.
 * Desktop (960px and wider): the side navigation, and the title in the header.
 */
export function AppShell({ login, impersonating, acceptAgreement, onSignOut, children }: AppShellProps) {
  const { t } = useLingui()
  const desktop = useIsDesktop()
  const title = useScreenTitle()
  const pathname = useLocation({ select: (location) => location.pathname })
  const [menuOpen, setMenuOpen] = useState(false)
  const entries = navigationMenu(login, { desktop, impersonating })
  const { first_name, last_name, status } = login.customer_data
  const name = `${first_name} ${last_name}`.trim()
  const product = t`Sales Consultant`

  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product
  }, [title, product])

  return (
    <SignedInProvider value={{ login, impersonating }}>
      <Flex minH="100dvh" bg="bg">
        <Box asChild position="absolute" top="-20" insetStart="2" zIndex="skipLink" bg="bg" px="3" py="2" rounded="l2" shadow="md" _focus={{ top: '2' }}>
          <a href="#main">
            <Trans>Skip to content</Trans>
          </a>
        </Box>
        {desktop ? <SideNavigation entries={entries} onSignOut={onSignOut} /> : null}
        <Flex direction="column" flex="1" minW="0">
          <Box position="sticky" top="0" zIndex="sticky">
            {impersonating ? <ImpersonationBanner name={name} /> : null}
            <ShellHeader title={title} name={name} onOpenMenu={desktop ? undefined : () => setMenuOpen(true)} />
            {showsAgreementPrompt(login, impersonating) ? <AgreementBanner login={login} accept={acceptAgreement} /> : null}
          </Box>
          <Box as="main" id="main" tabIndex={-1} flex="1" w="full" maxW="6xl" mx="auto" px={{ base: '4', lg: '8' }} py={{ base: '4', lg: '8' }} outline="none">
            {status?.id === 'suspended' && pathname !== '/suspended-info' ? (
              <Box mb="4">
                <SuspendedAlert />
              </Box>
            ) : null}
            {children}
          </Box>
        </Flex>
        {desktop ? null : <MenuDrawer entries={entries} onSignOut={onSignOut} open={menuOpen} onOpenChange={setMenuOpen} />}
      </Flex>
    </SignedInProvider>
  )
}
