import { useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import { useActorRef } from '@xstate/react'
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { HomeBlocks } from '../../api'
import { AppIcon } from '../../ui/icons'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import type { ResourceActor } from '../../../machines/resource.machine'
import { AgreementReadDialog } from '../agreement/agreement-read-dialog'
import { useSignedIn } from '../shell/signed-in'
import { HomeBonuses } from './home-bonuses'
import { HomeSlider, ReadyToSell } from './home-blocks'
import { LinkList } from './link-list'
import { dashboardSections, type DashboardSectionId } from './links'
import { CommissionsSummary, SalesSummary } from './month-summary'
import { SectionCard } from './section-card'
import type { DashboardResources } from './summary'

/** The home blocks of one type (slider, readytosell), from the shared homepage resource. */
function BlocksOfType({ blocks, type, render }: { blocks: ResourceActor<HomeBlocks>; type: string; render: (block: HomeBlocks['data'][number]) => ReactNode }) {
  return (
    <ResourceView resource={blocks} compact loading={<LoadingLines lines={2} />}>
      {(home) => home.data.filter((block) => block.type === type && block.items.length > 0).map((block) => <Box key={block.slug}>{render(block)}</Box>)}
    </ResourceView>
  )
}

/** The section ids laid across both desktop columns (their content is wide: a slider, a product grid). */
const wideSections: ReadonlySet<DashboardSectionId> = new Set(['getUpdated', 'readyToSell'])

/** The dashboard (/home): a greeting, then the six sections of spec section 1. */
export function DashboardScreen({ resources }: { resources: DashboardResources }) {
  const { i18n } = useLingui()
  const { login } = useSignedIn()
  const blocks = useActorRef(resources.blocks)
  const [agreementOpen, setAgreementOpen] = useState(false)
  const { first_name, level } = login.customer_data
  const openAgreement = () => setAgreementOpen(true)

  const widgets: Record<DashboardSectionId, ReactNode[]> = {
    checkPerformance: [
      resources.commissions && <CommissionsSummary key="summary" commissions={resources.commissions} />,
      resources.bonuses && <HomeBonuses key="bonuses" bonuses={resources.bonuses} />,
    ],
    checkSales: [resources.sales && <SalesSummary key="summary" sales={resources.sales} />],
    getUpdated: [<BlocksOfType key="slider" blocks={blocks} type="slider" render={(block) => <HomeSlider block={block} />} />],
    readyToSell: [<BlocksOfType key="products" blocks={blocks} type="readytosell" render={(block) => <ReadyToSell block={block} />} />],
    contactTeam: [],
    otherInformation: [],
  }

  return (
    <Stack gap={{ base: '4', lg: '6' }}>
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size={{ base: 'lg', lg: 'xl' }}>
          <Trans>Hello, {first_name}</Trans>
        </Heading>
        {level ? (
          <Badge variant="subtle" size="md" gap="1">
            <AppIcon name="award" boxSize="3.5" />
            {level.name}
          </Badge>
        ) : null}
        <Text w="full" color="fg.muted" textStyle="sm">
          <Trans>Here is your month at a glance.</Trans>
        </Text>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '4', lg: '6' }} alignItems="start">
        {dashboardSections(login).map((section) => {
          const content = widgets[section.id].filter(Boolean)
          if (content.length === 0 && section.links.length === 0) return null
          const wide = wideSections.has(section.id)
          return (
            <SectionCard key={section.id} id={section.id} title={i18n._(section.title)} wide={wide}>
              {content}
              <LinkList links={section.links} columns={wide ? 2 : 1} onOpenAgreement={openAgreement} />
            </SectionCard>
          )
        })}
      </SimpleGrid>
      <AgreementReadDialog open={agreementOpen} onOpenChange={setAgreementOpen} agreement={resources.agreement} />
    </Stack>
  )
}
