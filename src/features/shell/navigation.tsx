import { useLingui } from '@lingui/react/macro'
import { Box, CloseButton, Drawer, HStack, Portal, Text } from '@chakra-ui/react'
import { BrandMark } from '../../ui/brand-mark'
import type { MenuEntry } from './menu'
import { MenuList } from './menu-list'

interface NavigationProps {
  entries: readonly MenuEntry[]
  onSignOut: () => void
}

function ProductName() {
  const { t } = useLingui()
  return (
    <HStack gap="2">
      <BrandMark />
      <Text fontWeight="bold">{t`Sales Consultant`}</Text>
    </HStack>
  )
}

/** Desktop (960px and wider): the menu in a side column that stays in view. */
export function SideNavigation({ entries, onSignOut }: NavigationProps) {
  const { t } = useLingui()
  // The column runs the page's full height; the menu in it stays in view while the page scrolls.
  return (
    <Box w="64" flexShrink={0} bg="bg.subtle" borderInlineEndWidth="1px">
      <Box as="nav" aria-label={t`Main menu`} position="sticky" top="0" maxH="100dvh" overflowY="auto" px="3" py="4">
        <Box px="3" pb="6">
          <ProductName />
        </Box>
        <MenuList entries={entries} onSignOut={onSignOut} />
      </Box>
    </Box>
  )
}

/** Phone: the same menu in a drawer from the start side, closed once a link is followed. */
export function MenuDrawer({ entries, onSignOut, open, onOpenChange }: NavigationProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const close = () => onOpenChange(false)
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title asChild>
                <div>
                  <ProductName />
                </div>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3">
              <nav aria-label={t`Main menu`}>
                <MenuList
                  entries={entries}
                  onNavigate={close}
                  onSignOut={() => {
                    close()
                    onSignOut()
                  }}
                />
              </nav>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close the menu`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}
