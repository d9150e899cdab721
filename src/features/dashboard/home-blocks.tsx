import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box, Button, Flex, HStack, IconButton, Image, SimpleGrid, Text } from '@chakra-ui/react'
import type { HomeBlockItem, HomeBlocks } from '../../api'
import { AppIcon } from '../../ui/icons'
import { serverLinkAttributes } from './links'
import { TargetLink } from './target-link'

type HomeBlock = HomeBlocks['data'][number]

/** A block item, linked when its link is one the app may follow. */
function ItemLink({ item, children }: { item: HomeBlockItem; children: React.ReactNode }) {
  const attributes = serverLinkAttributes(item.link)
  if (!attributes) return <Box>{children}</Box>
  return (
    <TargetLink attributes={attributes} display="block" rounded="l2" _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}>
      {children}
    </TargetLink>
  )
}

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The homepage slider: a horizontal list that snaps to each slide, scrolled by touch, by
 * keyboard (each slide is a link) or with the previous and next buttons.
 */
export function HomeSlider({ block }: { block: HomeBlock }) {
  const { t } = useLingui()
  const list = useRef<HTMLUListElement>(null)
  const scroll = (step: 1 | -1) => {
    const element = list.current
    if (!element) return
    const rtl = getComputedStyle(element).direction === 'rtl'
    element.scrollBy({ left: step * (rtl ? -1 : 1) * element.clientWidth * 0.8, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }
  const unlinked = block.items.some((item) => serverLinkAttributes(item.link) === null)
  return (
    <Box role="region" aria-label={block.title} data-block={block.type}>
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold" textStyle="sm" color="fg.muted">
          {block.title}
        </Text>
        <HStack gap="1" hideBelow="md">
          <IconButton size="xs" variant="outline" rounded="full" aria-label={t`Previous`} onClick={() => scroll(-1)}>
            <AppIcon name="chevronLeft" boxSize="4" />
          </IconButton>
          <IconButton size="xs" variant="outline" rounded="full" aria-label={t`Next`} onClick={() => scroll(1)}>
            <AppIcon name="chevronRight" boxSize="4" />
          </IconButton>
        </HStack>
      </HStack>
      <Flex
        asChild
        gap="3"
        overflowX="auto"
        pb="2"
        scrollSnapType="x"
        scrollSnapStrictness="mandatory"
        scrollPaddingInline="0"
        css={{ scrollbarWidth: 'thin' }}
      >
        {/* A slide without a link leaves nothing to focus: the list itself takes focus so the keyboard can scroll it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul ref={list} tabIndex={unlinked ? 0 : undefined} aria-label={unlinked ? block.title : undefined}>
          {block.items.map((item) => (
            <Box as="li" key={item.id} flex="0 0 auto" w={{ base: '88%', md: '60%', lg: '48%' }} scrollSnapAlign="start">
              <ItemLink item={item}>
                <Image src={item.image ?? undefined} alt={item.title} aspectRatio={8 / 3} w="full" objectFit="cover" rounded="l2" bg="bg.muted" loading="lazy" />
              </ItemLink>
            </Box>
          ))}
        </ul>
      </Flex>
    </Box>
  )
}

const FIRST_PRODUCTS = 4

/** Ready to sell: a grid of products, and "See more" (the block's page, or the rest of the grid). */
export function ReadyToSell({ block }: { block: HomeBlock }) {
  const [all, setAll] = useState(false)
  const seeMore = serverLinkAttributes(block.see_more)
  const shown = all ? block.items : block.items.slice(0, FIRST_PRODUCTS)
  return (
    <Box role="region" aria-label={block.title} data-block={block.type}>
      <SimpleGrid as="ul" columns={{ base: 2, md: 4 }} gap="3">
        {shown.map((item) => (
          <li key={item.id}>
            <ItemLink item={item}>
              <Image src={item.image ?? undefined} alt="" aspectRatio={1} w="full" objectFit="cover" rounded="l2" bg="bg.muted" loading="lazy" />
              <Text textStyle="sm" mt="2" lineClamp={2} dir="auto">
                {item.title}
              </Text>
            </ItemLink>
          </li>
        ))}
      </SimpleGrid>
      {seeMore ? (
        <TargetLink attributes={seeMore} mt="3" display="inline-flex" alignItems="center" gap="1" textStyle="sm" fontWeight="semibold" color="colorPalette.fg">
          <Trans>See more</Trans>
          <AppIcon name={seeMore.as === 'anchor' ? 'external' : 'chevronRight'} boxSize="4" />
        </TargetLink>
      ) : !all && block.items.length > FIRST_PRODUCTS ? (
        <Button variant="outline" size="sm" mt="3" onClick={() => setAll(true)}>
          <Trans>See more</Trans>
        </Button>
      ) : null}
    </Box>
  )
}
