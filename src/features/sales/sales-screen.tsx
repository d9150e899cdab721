import { Trans, useLingui } from '@lingui/react/macro'
import type { ItemStatus, SalesByCategory, SalesByStatus, SalesTotal } from '../../api'
import { statusRise } from '../../domain/change'
import { ITEM_STATUSES } from '../../domain/item-statuses'
import { useFormatters } from '../../i18n/use-formatters'
import { Card } from '../../ui/card'
import { BarChart, ChartLoading } from '../../ui/chart'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { BreakdownList, BreakdownLoading } from '../../ui/figures/breakdown-list'
import { FigureTile, FigureTilesLoading } from '../../ui/figures/figure-tile'
import { FilterChips, type FilterChip } from '../../ui/figures/filter-chips'
import { ItemCount } from '../../ui/figures/item-count'
import { Isolate } from '../../ui/isolate'
import { itemStatusLabels } from '../../ui/item-status'
import { ScreenPeriodPicker, type PeriodProps } from '../../ui/period-picker'
import { ResourceView, resourceData } from '../../ui/resource-view'
import { ScrollToTop } from '../../ui/scroll-to-top'
import type { SalesFilter, SalesResources } from './sales-data'
import type { AppLinkOptions } from '../../ui/app-link'
import '../../ui/figures/figures.css'
import { useTransitionSelector } from '../../ui/transition-selector'

/** Where the screen's links lead: the route builds them (paths and the period's search). */
export interface SalesLinks {
  /** The view with this status added to the filter in force. */
  status(status: ItemStatus): AppLinkOptions
  /** The view with this category added to the filter in force. */
  category(category: string): AppLinkOptions
  /** The view without one of the filters. */
  without(filter: keyof SalesFilter): AppLinkOptions
}

export interface SalesScreenProps extends PeriodProps {
  readonly filter: SalesFilter
  readonly resources: SalesResources
  readonly links: SalesLinks
}

/**
 * Sales (spec sections 2 and 7): the period's totals against the previous period of equal
 * length, then by status and by category; each row drills down, and the filters in force
 * show as chips that remove them. The period and the filters live in the URL.
 */
export function SalesScreen(props: SalesScreenProps) {
  const { filter, resources, links } = props
  const { t, i18n } = useLingui()
  const categoryName = useCategoryName(resources, filter.category)
  const chips: FilterChip[] = []
  if (filter.status) {
    chips.push({ id: 'status', name: t`Status`, value: i18n._(itemStatusLabels[filter.status]), removeTo: links.without('status') })
  }
  if (filter.category) {
    chips.push({ id: 'category', name: t`Category`, value: categoryName ?? filter.category, removeTo: links.without('category') })
  }
  return (
    <div className="figures-screen">
      <ScreenPeriodPicker {...props} />
      <FilterChips chips={chips} />
      <Card title={<Trans>Total sales</Trans>} aria-live="polite">
        <ResourceView
          resource={resources.total}
          compact
          loading={<FigureTilesLoading tiles={[{ lead: true, note: true }, { change: true }, { change: true }]} />}
        >
          {(total) => <SalesTotals total={total} />}
        </ResourceView>
      </Card>
      <div className="ui-columns">
        <Card title={<Trans>By status</Trans>}>
          <ResourceView
            resource={resources.byStatus}
            compact
            loading={
              <div className="ui-stack" aria-busy="true">
                <ChartLoading />
                <BreakdownLoading rows={ITEM_STATUSES.length} />
              </div>
            }
          >
            {(rows) => <StatusBreakdown rows={rows} filter={filter} links={links} />}
          </ResourceView>
        </Card>
        <Card title={<Trans>By category</Trans>}>
          <ResourceView resource={resources.byCategory} compact>
            {(rows) => <CategoryBreakdown rows={rows} filter={filter} links={links} />}
          </ResourceView>
        </Card>
      </div>
      <ScrollToTop />
    </div>
  )
}

/** The filtered category's name, from the by-category answer (the URL holds only its id). */
function useCategoryName(resources: SalesResources, category: string | null): string | null {
  const rows = useTransitionSelector(resources.byCategory, resourceData, null)
  if (!category || !rows) return null
  return rows.find((row) => row.category.id === category)?.category.name ?? null
}

function SalesTotals({ total }: { total: SalesTotal }) {
  const { money, number, dayRange } = useFormatters()
  const { current, previous } = total
  if (current.items === 0 && previous.items === 0) return <EmptyState message={emptyMessages.sales} icon="cart" />
  const previousRange = <Isolate>{dayRange(total.previous_period.from, total.previous_period.to)}</Isolate>
  const previousAmount = <Isolate>{money(previous.amount)}</Isolate>
  // Nothing sold yet this period but some before: the zeros and their fall say it, with no "No sales" line under them
  // (the card would grow past its placeholder and push the page down on the first hours of a month).
  return (
    <div className="figures-tiles">
      <FigureTile
        lead
        label={<Trans>Amount</Trans>}
        value={money(current.amount)}
        compare={{ current: current.amount, previous: previous.amount, rise: 'good' }}
        testId="sales-amount"
        note={
          <Trans>
            Previous period ({previousRange}): {previousAmount}
          </Trans>
        }
      />
      <FigureTile
        label={<Trans>Items sold</Trans>}
        value={number(current.items)}
        compare={{ current: current.items, previous: previous.items, rise: 'good' }}
        testId="sales-items"
      />
      <FigureTile
        label={<Trans>Orders</Trans>}
        value={number(current.orders)}
        compare={{ current: current.orders, previous: previous.orders, rise: 'good' }}
        testId="sales-orders"
      />
    </div>
  )
}

function StatusBreakdown({ rows, filter, links }: { rows: SalesByStatus['data']; filter: SalesFilter; links: SalesLinks }) {
  const { t, i18n } = useLingui()
  const { money, compact } = useFormatters()
  if (rows.every((row) => row.items === 0 && row.previous_items === 0)) return <EmptyState message={emptyMessages.sales} icon="cart" />
  const labels = rows.map((row) => i18n._(itemStatusLabels[row.status]))
  return (
    <div className="ui-stack">
      <BarChart
        title={t`Sales by status: this period and the previous period`}
        labels={labels}
        series={[
          { name: t`This period`, values: rows.map((row) => row.amount), tone: 'brand' },
          { name: t`Previous period`, values: rows.map((row) => row.previous_amount), tone: 'muted' },
        ]}
        format={money}
        axisFormat={compact}
      />
      <BreakdownList
        label={t`Sales by status`}
        rows={rows.map((row, index) => {
          return {
            id: row.status,
            label: labels[index] ?? row.status,
            amount: row.amount,
            previous: { amount: row.previous_amount, rise: statusRise(row.status) },
            detail: <ItemCount count={row.items} />,
            link: links.status(row.status),
            current: filter.status === row.status,
          }
        })}
      />
    </div>
  )
}

function CategoryBreakdown({ rows, filter, links }: { rows: SalesByCategory['data']; filter: SalesFilter; links: SalesLinks }) {
  const { t } = useLingui()
  const sorted = [...rows].sort((a, b) => b.amount - a.amount || b.previous_amount - a.previous_amount)
  if (sorted.every((row) => row.items === 0 && row.previous_items === 0)) return <EmptyState message={emptyMessages.sales} icon="cart" />
  return (
    <div className="ui-stack">
      <BreakdownList
        label={t`Sales by category`}
        hideZeros
        rows={sorted.map((row) => {
          return {
            id: row.category.id,
            label: row.category.name,
            amount: row.amount,
            previous: { amount: row.previous_amount, rise: 'good' },
            detail: <ItemCount count={row.items} />,
            link: links.category(row.category.id),
            current: filter.category === row.category.id,
          }
        })}
      />
      <p className="ui-text-xs ui-muted">
        <Trans>Services (airtime, bills, food) are not product categories, so categories need not add up to the total.</Trans>
      </p>
    </div>
  )
}
