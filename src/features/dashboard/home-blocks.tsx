import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { HomeBlockItem, HomeBlocks } from '../../api'
import { Button } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { serverLinkAttributes } from './links'
import { TargetLink } from './target-link'

type HomeBlock = HomeBlocks['data'][number]

/** A block item, linked when its link is one the app may follow. */
function ItemLink({ item, children }: { item: HomeBlockItem; children: React.ReactNode }) {
  const attributes = serverLinkAttributes(item.link)
  if (!attributes) return <div>{children}</div>
  return (
    <TargetLink attributes={attributes} className="dashboard-item-link">
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
    <div role="region" aria-label={block.title} data-block={block.type}>
      <div className="dashboard-block-head">
        <p className="ui-strong ui-text-sm ui-muted">{block.title}</p>
        <div className="dashboard-slider-controls">
          <Button size="xs" variant="outline" round icon aria-label={t`Previous`} onClick={() => scroll(-1)}>
            <AppIcon name="chevronLeft" size="sm" />
          </Button>
          <Button size="xs" variant="outline" round icon aria-label={t`Next`} onClick={() => scroll(1)}>
            <AppIcon name="chevronRight" size="sm" />
          </Button>
        </div>
      </div>
      {/* A slide without a link leaves nothing to focus: the list itself takes focus so the keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={list} className="dashboard-slider" tabIndex={unlinked ? 0 : undefined} aria-label={unlinked ? block.title : undefined}>
        {block.items.map((item) => (
          <li key={item.id} className="dashboard-slide">
            <ItemLink item={item}>
              <img src={item.image ?? undefined} alt={item.title} className="dashboard-image dashboard-slide-image" loading="lazy" />
            </ItemLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

const FIRST_PRODUCTS = 4

/** Ready to sell: a grid of products, and "See more" (the block's page, or the rest of the grid). */
export function ReadyToSell({ block }: { block: HomeBlock }) {
  const [all, setAll] = useState(false)
  const seeMore = serverLinkAttributes(block.see_more)
  const shown = all ? block.items : block.items.slice(0, FIRST_PRODUCTS)
  return (
    <div role="region" aria-label={block.title} data-block={block.type}>
      <ul className="dashboard-products">
        {shown.map((item) => (
          <li key={item.id}>
            <ItemLink item={item}>
              <img src={item.image ?? undefined} alt="" className="dashboard-image dashboard-product-image" loading="lazy" />
              <p className="ui-text-sm ui-clamp-2 dashboard-product-title">
                <Isolate>{item.title}</Isolate>
              </p>
            </ItemLink>
          </li>
        ))}
      </ul>
      {seeMore ? (
        <TargetLink attributes={seeMore} className="dashboard-see-more">
          <Trans>See more</Trans>
          <AppIcon name={seeMore.as === 'anchor' ? 'external' : 'chevronRight'} size="sm" />
        </TargetLink>
      ) : !all && block.items.length > FIRST_PRODUCTS ? (
        <Button variant="outline" size="sm" className="dashboard-more-button" onClick={() => setAll(true)}>
          <Trans>See more</Trans>
        </Button>
      ) : null}
    </div>
  )
}
