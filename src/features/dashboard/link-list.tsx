import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { Badge, Box, HStack, SimpleGrid, Text } from '@chakra-ui/react'
import { AppIcon, type IconName } from '../../ui/icons'
import { linkAttributes, type DashboardLink, type LinkTarget } from './links'
import { TargetLink } from './target-link'

/** What the end of a row says about where the link goes. */
const trailingIcon: Record<LinkTarget['kind'], IconName | null> = {
  internal: 'chevronRight',
  external: 'external',
  document: 'download',
  tel: 'phone',
  agreement: 'chevronRight',
  comingSoon: null,
}

const rowStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  p: '2.5',
  rounded: 'l2',
  textAlign: 'start',
  transition: 'background 0.15s',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '-2px' },
} as const

function LinkRow({ link, onOpenAgreement }: { link: DashboardLink; onOpenAgreement: () => void }) {
  const { i18n } = useLingui()
  const trailing = trailingIcon[link.target.kind]
  return (
    <TargetLink attributes={linkAttributes(link.target)} onClick={onOpenAgreement} data-link={link.id} {...rowStyles}>
      <Box bg="colorPalette.subtle" color="colorPalette.fg" p="2" rounded="l2">
        <AppIcon name={link.icon} />
      </Box>
      <Box flex="1" minW="0">
        <HStack gap="2">
          <Text fontWeight="medium" textStyle="sm">
            {i18n._(link.label)}
          </Text>
          {link.target.kind === 'comingSoon' ? (
            <Badge size="sm" variant="surface" colorPalette="gray">
              <Trans>Coming soon</Trans>
            </Badge>
          ) : null}
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {i18n._(link.description)}
          {link.detail ? (
            <>
              {' · '}
              <bdi dir="ltr">{link.detail}</bdi>
            </>
          ) : null}
        </Text>
      </Box>
      {trailing ? <AppIcon name={trailing} boxSize="4" color="fg.subtle" /> : null}
    </TargetLink>
  )
}

/** A section's links from the link table, one or two columns. */
export function LinkList({ links, columns = 1, onOpenAgreement }: { links: readonly DashboardLink[]; columns?: 1 | 2; onOpenAgreement: () => void }) {
  if (links.length === 0) return null
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: columns }} gap="1" mx="-2.5">
      {links.map((link) => (
        <li key={link.id}>
          <LinkRow link={link} onOpenAgreement={onOpenAgreement} />
        </li>
      ))}
    </SimpleGrid>
  )
}
