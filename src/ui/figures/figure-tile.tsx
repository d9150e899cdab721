import type { ReactNode } from 'react'
import { changeBetween } from '../../domain/change'
import { ChangeBadge } from './change-badge'
import './figures.css'

export interface FigureTileProps {
  readonly label: ReactNode
  /** The figure, already formatted (money or a count). */
  readonly value: string
  /** With the raw figures of both periods, the tile shows the change. */
  readonly compare?: { readonly current: number; readonly previous: number }
  /** Under the figure: the previous period's figure, a rule, a note. */
  readonly note?: ReactNode
  readonly testId?: string
  /** The headline figure of a screen: larger. */
  readonly lead?: boolean
}

/** One figure of a period: its label, the value, how it moved and a note. */
export function FigureTile({ label, value, compare, note, testId, lead }: FigureTileProps) {
  return (
    <div className="figures-tile" data-lead={lead || undefined}>
      <p className="ui-text-sm ui-muted">{label}</p>
      <div className="figures-tile-row">
        <p className="figures-value" data-testid={testId}>
          <bdi>{value}</bdi>
        </p>
        {compare ? <ChangeBadge change={changeBetween(compare.current, compare.previous)} against="previousPeriod" /> : null}
      </div>
      {note ? <div className="ui-text-xs ui-muted">{note}</div> : null}
    </div>
  )
}
