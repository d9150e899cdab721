import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { changeBetween } from '../../domain/change'
import { useFormatters } from '../../i18n/use-formatters'
import { ChangeBadge } from '../../ui/figures/change-badge'
import { Isolate } from '../../ui/isolate'
import { ResourceView } from '../../ui/resource-view'
import { Skeleton } from '../../ui/skeleton'
import type { ResourceActor } from '../../../machines/resource.machine'
import type { CommissionComparison, MonthComparison } from './summary'

function ComparisonTile({ label, comparison, children }: { label: ReactNode; comparison: MonthComparison; children?: ReactNode }) {
  const { money } = useFormatters()
  const lastMonth = <Isolate>{money(comparison.lastMonth)}</Isolate>
  return (
    <div className="dashboard-tile">
      <p className="ui-text-sm ui-muted">{label}</p>
      <div className="dashboard-tile-row">
        <p className="dashboard-amount" data-testid="this-month">
          <Isolate>{money(comparison.thisMonth)}</Isolate>
        </p>
        <ChangeBadge change={changeBetween(comparison.thisMonth, comparison.lastMonth)} against="lastMonth" rise="good" />
      </div>
      <p className="ui-text-xs ui-muted dashboard-tile-note">
        <Trans>Last month: {lastMonth}</Trans>
      </p>
      {children}
    </div>
  )
}

/** As tall as the tile: its label, the amount, last month's note (and the pending line for commissions). */
const tileLoading = (pending: boolean) => (
  <div className="dashboard-tile dashboard-tile-loading" aria-busy="true">
    <Skeleton height="1.25rem" width="40%" />
    <Skeleton height="2rem" width="60%" />
    <Skeleton height="1rem" width="50%" />
    {pending ? <Skeleton height="0.75rem" width="35%" /> : null}
  </div>
)

/** Sales this month against last month: the amount, the change with an arrow and percent. */
export function SalesSummary({ sales }: { sales: ResourceActor<MonthComparison> }) {
  return (
    <ResourceView resource={sales} compact loading={tileLoading(false)}>
      {(comparison) => <ComparisonTile label={<Trans>Sales this month</Trans>} comparison={comparison} />}
    </ResourceView>
  )
}

/** Confirmed commissions this month against last month, and this month's pending amount. */
export function CommissionsSummary({ commissions }: { commissions: ResourceActor<CommissionComparison> }) {
  const { money } = useFormatters()
  return (
    <ResourceView resource={commissions} compact loading={tileLoading(true)}>
      {(comparison) => {
        const pending = <Isolate>{money(comparison.pendingThisMonth)}</Isolate>
        return (
          <ComparisonTile label={<Trans>Commissions this month</Trans>} comparison={comparison}>
            {/* Always there, zero too: the placeholder keeps its line, so the tile never shrinks when the figures come
                (late on a month's last day, nothing is pending any more). */}
            <p className="ui-text-xs ui-muted">
              <Trans>Pending: {pending}</Trans>
            </p>
          </ComparisonTile>
        )
      }}
    </ResourceView>
  )
}
