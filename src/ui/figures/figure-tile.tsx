import type { ReactNode } from 'react'
import { changeBetween, type Rise } from '../../domain/change'
import { Isolate } from '../isolate'
import { Skeleton } from '../skeleton'
import { ChangeBadge } from './change-badge'
import './figures.css'

export interface FigureTileProps {
  readonly label: ReactNode
  /** The figure, already formatted (money or a count). */
  readonly value: string
  /**
   * With the raw figures of both periods and what a rise means, the tile shows the change; 'loading' while the
   * previous period's figures are still on their way (the badge's room is kept, so nothing moves when it comes).
   */
  readonly compare?: { readonly current: number; readonly previous: number; readonly rise: Rise } | 'loading'
  /** Under the figure: the previous period's figure, a rule, a note. */
  readonly note?: ReactNode
  readonly testId?: string
  /** The headline figure of a screen: larger, its change beside it. */
  readonly lead?: boolean
}

/**
 * One figure of a period: its label, the value, how it moved and a note. A tile's height does
 * not depend on its figures (so a placeholder can match it): the lead tile's change sits beside
 * its figure, with room to spare; a narrower tile's change has a line of its own under the
 * figure, which otherwise would wrap or not depending on how long the amount is.
 */
export function FigureTile({ label, value, compare, note, testId, lead }: FigureTileProps) {
  const change =
    compare === 'loading' ? (
      lead ? null : (
        <Skeleton height="1.5rem" width="3.5rem" />
      )
    ) : compare ? (
      <ChangeBadge change={changeBetween(compare.current, compare.previous)} against="previousPeriod" rise={compare.rise} />
    ) : null
  return (
    <div className="figures-tile" data-lead={lead || undefined}>
      <p className="ui-text-sm ui-muted">{label}</p>
      <div className="figures-tile-row">
        <p className="figures-value" data-testid={testId} style={lead ? { ['--chars' as string]: drawnLength(value) } : undefined}>
          <Isolate>{value}</Isolate>
        </p>
        {lead ? change : null}
      </div>
      {!lead && change ? <div className="figures-tile-change">{change}</div> : null}
      {note ? <div className="ui-text-xs ui-muted">{note}</div> : null}
    </div>
  )
}

/** The characters a figure draws (the bidi marks Intl and the formatter add have no width): what sizes the headline figure (figures.css). */
const drawnLength = (value: string) => value.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').length

/** What a FigureTile will hold, for its placeholder: a lead figure, a change (on its own line unless lead), a note. */
export interface FigureTileShape {
  readonly lead?: boolean
  readonly change?: boolean
  readonly note?: boolean
}

/**
 * The placeholder of a row of FigureTiles while their figures load: line for line as tall as the
 * tiles it stands for (label, figure, note), so the cards below do not move when the figures
 * arrive (a layout shift Lighthouse counted on /sales when the data came after the first paint).
 */
export function FigureTilesLoading({ tiles }: { tiles: readonly FigureTileShape[] }) {
  return (
    <div className="figures-tiles" aria-busy="true">
      {tiles.map((tile, index) => (
        <div key={index} className="figures-tile" data-lead={tile.lead || undefined}>
          <Skeleton height="1.25rem" width="50%" />
          <Skeleton height={tile.lead ? '2.25rem' : '1.75rem'} width="70%" />
          {tile.change && !tile.lead ? (
            <div className="figures-tile-change">
              <Skeleton height="1.5rem" width="3.5rem" />
            </div>
          ) : null}
          {tile.note ? <Skeleton height="1rem" width="85%" /> : null}
        </div>
      ))}
    </div>
  )
}
