import { useState, type ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { changeBetween, type Rise } from '../../domain/change'
import { useFormatters } from '../../i18n/use-formatters'
import { AppIcon } from '../icons'
import { Isolate } from '../isolate'
import { AppLink, type AppLinkOptions } from '../app-link'
import { Skeleton } from '../skeleton'
import { ChangeBadge } from './change-badge'
import './figures.css'

export interface BreakdownRow {
  readonly id: string
  readonly label: string
  /** The main figure of the row (money). */
  readonly amount: number
  /** The same figure in the previous period and what a rise means: the row shows the change when given. */
  readonly previous?: { readonly amount: number; readonly rise: Rise }
  /** A second line: items, orders, or what the figure is made of. */
  readonly detail?: ReactNode
  /** Where the row leads (a drill-down), with its search. A row with nothing in it (zero now and before) leads nowhere: its breakdown would only say there is nothing. */
  readonly link?: AppLinkOptions
  /** The row of the filter in force: marked, not a link. */
  readonly current?: boolean
}

export interface BreakdownListProps {
  readonly rows: readonly BreakdownRow[]
  /** Rows whose figures are all zero wait behind a "Show all" button (26 categories on a phone). */
  readonly hideZeros?: boolean
  /** The accessible name of the list. */
  readonly label: string
}

const isZero = (row: BreakdownRow) => row.amount === 0 && (row.previous?.amount ?? 0) === 0

/**
 * A list of figures by status, category, type or service; each row may lead to its own breakdown.
 * A row's name has the room it needs: it wraps between words, never inside one, and the figure
 * (the amount over its change) goes to a line of its own when the name's longest word and the
 * figure do not fit side by side (`.ui-name-figure`, kit.css).
 */
export function BreakdownList({ rows, hideZeros = false, label }: BreakdownListProps) {
  const [showAll, setShowAll] = useState(false)
  const { money } = useFormatters()
  const hidden = hideZeros && !showAll ? rows.filter((row) => isZero(row) && !row.current).length : 0
  const shown = hidden > 0 ? rows.filter((row) => !isZero(row) || row.current) : rows
  return (
    <div className="figures-breakdown">
      <ul className="figures-rows" aria-label={label}>
        {shown.map((row) => {
          const leads = row.link !== undefined && !row.current && !isZero(row)
          const body = (
            <>
              <span className="ui-name-figure">
                <span className="figures-row-text">
                  <Isolate className="ui-medium figures-row-label">{row.label}</Isolate>
                  {row.detail ? <span className="ui-text-xs ui-muted">{row.detail}</span> : null}
                </span>
                <span className="figures-row-figures">
                  <Isolate className="ui-strong figures-row-amount">{money(row.amount)}</Isolate>
                  {row.previous === undefined ? null : (
                    <ChangeBadge change={changeBetween(row.amount, row.previous.amount)} against="previousPeriod" rise={row.previous.rise} />
                  )}
                </span>
              </span>
              {/* A row that leads nowhere keeps the chevron's room, so every row's amount ends at one x. */}
              {leads ? <AppIcon name="chevronRight" size="sm" /> : <span className="figures-row-no-link" />}
            </>
          )
          return (
            <li key={row.id} className="figures-row" data-current={row.current || undefined}>
              {leads && row.link ? (
                <AppLink link={row.link} className="figures-row-body figures-row-link">
                  {body}
                </AppLink>
              ) : (
                <div className="figures-row-body" aria-current={row.current ? 'true' : undefined}>
                  {body}
                </div>
              )}
            </li>
          )
        })}
      </ul>
      {hidden > 0 ? (
        <button type="button" className="figures-show-all ui-link" onClick={() => setShowAll(true)}>
          <Trans>Show all ({hidden} more with nothing yet)</Trans>
        </button>
      ) : null}
    </div>
  )
}

/**
 * A breakdown's rows while they load, each as tall as a row with its detail line and its change
 * under the amount, so a card whose rows are known in number (the seven item statuses) keeps its
 * height when they come.
 */
export function BreakdownLoading({ rows }: { rows: number }) {
  return (
    <ul className="figures-rows" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="figures-row">
          <div className="figures-row-body">
            <span className="figures-row-text">
              <Skeleton height="1.25rem" width="50%" />
              <Skeleton height="1rem" width="30%" />
            </span>
            <span className="figures-row-figures">
              <Skeleton height="1.5rem" width="5rem" />
              <Skeleton height="1.5rem" width="3.5rem" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
