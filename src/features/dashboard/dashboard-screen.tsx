import { Suspense, useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLingui } from '@lingui/react'
import type { HomeBlocks } from '../../api'
import { Badge } from '../../ui/badge'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import { useSignedIn } from '../../ui/signed-in'
import type { ResourceActor } from '../../../machines/resource.machine'
import { HomeBonuses } from './home-bonuses'
import { HomeSlider, ReadyToSell } from './home-blocks'
import { LinkList } from './link-list'
import { dashboardSections, type DashboardSectionId } from './links'
import { CommissionsSummary, SalesSummary } from './month-summary'
import { NotSyncedNotice } from './not-synced-notice'
import { SectionCard } from './section-card'
import type { DashboardResources } from './summary'
import '../../ui/kit.css'
import './dashboard.css'

/** The home blocks of one type (slider, readytosell), from the shared homepage resource. */
function BlocksOfType({ blocks, type, render }: { blocks: ResourceActor<HomeBlocks>; type: string; render: (block: HomeBlocks['data'][number]) => ReactNode }) {
  return (
    <ResourceView resource={blocks} compact loading={<LoadingLines lines={2} />}>
      {(home) => home.data.filter((block) => block.type === type && block.items.length > 0).map((block) => <div key={block.slug}>{render(block)}</div>)}
    </ResourceView>
  )
}

/** The section ids laid across both columns (a slider, a product grid); on desktop the slider's sits beside the first (dashboard.css). */
const wideSections: ReadonlySet<DashboardSectionId> = new Set(['getUpdated', 'readyToSell'])

export interface DashboardScreenProps {
  resources: DashboardResources
  /** How many bonus cards to draw while the bonuses load (the last visit's count). */
  bonusPlaceholders: number
  /**
   * The signed agreement's dialog, open, as the route composes it (the agreement area's); it
   * is rendered only while open, inside a Suspense boundary, so the route may load it lazily.
   */
  agreementDialog: (onOpenChange: (open: boolean) => void) => ReactNode
}

/** The dashboard (/home): a greeting, then the six sections of spec section 1. */
export function DashboardScreen({ resources, bonusPlaceholders, agreementDialog }: DashboardScreenProps) {
  const { i18n } = useLingui()
  const { login } = useSignedIn()
  const blocks = resources.blocks
  const [agreementOpen, setAgreementOpen] = useState(false)
  const { level } = login.customer_data
  const first_name = <Isolate>{login.customer_data.first_name}</Isolate>
  const openAgreement = () => setAgreementOpen(true)

  const widgets: Record<DashboardSectionId, ReactNode[]> = {
    checkPerformance: [
      resources.commissions && <CommissionsSummary key="summary" commissions={resources.commissions} />,
      resources.bonuses && <HomeBonuses key="bonuses" bonuses={resources.bonuses} placeholders={bonusPlaceholders} />,
    ],
    checkSales: [resources.sales && <SalesSummary key="summary" sales={resources.sales} />],
    getUpdated: [<BlocksOfType key="slider" blocks={blocks} type="slider" render={(block) => <HomeSlider block={block} />} />],
    readyToSell: [<BlocksOfType key="products" blocks={blocks} type="readytosell" render={(block) => <ReadyToSell block={block} />} />],
    contactTeam: [],
    otherInformation: [],
  }

  return (
    <div className="dashboard">
      <div className="dashboard-greeting">
        <h2 className="ui-heading" data-size="lg-xl">
          <Trans>Hello, {first_name}</Trans>
        </h2>
        {level ? (
          <Badge size="md">
            <AppIcon name="award" size="xs" />
            <Isolate>{level.name}</Isolate>
          </Badge>
        ) : null}
        <p className="ui-muted ui-text-sm dashboard-intro">
          <Trans>Here is your month at a glance.</Trans>
        </p>
      </div>
      <NotSyncedNotice synced={login.customer_data.synced} />
      <div className="dashboard-grid">
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
      </div>
      {agreementOpen ? <Suspense fallback={null}>{agreementDialog(setAgreementOpen)}</Suspense> : null}
    </div>
  )
}
