import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { commissionOutcome } from '../../domain/order-items'
import { useFormatters } from '../../i18n/use-formatters'
import { Card } from '../../ui/card'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { BreakdownList, type BreakdownRow } from '../../ui/figures/breakdown-list'
import { FigureTile } from '../../ui/figures/figure-tile'
import { FilterChips, type FilterChip } from '../../ui/figures/filter-chips'
import { ItemCount } from '../../ui/figures/item-count'
import { Isolate } from '../../ui/isolate'
import { itemStatusLabels } from '../../ui/item-status'
import { ScreenPeriodPicker, type PeriodProps } from '../../ui/period-picker'
import { ResourceView, resourceData } from '../../ui/resource-view'
import { ScrollToTop } from '../../ui/scroll-to-top'
import type { BreakdownKind, BreakdownResources, CommissionFilter } from './commissions-data'
import { commissionTypeLabels, commissionTypeNotes } from './labels'
import type { AppLinkOptions } from '../../ui/app-link'
import { BackLink } from '../../ui/back-link'
import { useTransitionSelector } from '../../ui/transition-selector'
import type { ResourceActor } from '../../../machines/resource.machine'
import './commissions.css'

/** Where rows lead, one filter deeper (absent: the rows are not links). */
type RowLinks = { readonly [Key in keyof CommissionFilter]?: (value: NonNullable<CommissionFilter[Key]>) => AppLinkOptions }

/** Where rows lead and the views without one filter. */
export interface BreakdownLinks extends RowLinks {
  readonly without: (filter: keyof CommissionFilter) => AppLinkOptions
  /** The way back: the balance, with the period. */
  readonly back: AppLinkOptions
}

export interface BreakdownScreenProps extends PeriodProps {
  readonly kind: BreakdownKind
  readonly filter: CommissionFilter
  readonly resources: BreakdownResources
  readonly links: BreakdownLinks
}

/** Which figure the rows show: pending screens the pending amount, the others confirmed (with pending beside it). */
const measureOf = (kind: BreakdownKind): 'pending' | 'confirmed' => (kind.startsWith('pending') ? 'pending' : 'confirmed')

/** One breakdown of the commissions (spec section 2's children of /commissions). */
export function BreakdownScreen(props: BreakdownScreenProps) {
  const { kind, filter, resources, links } = props
  const { t, i18n } = useLingui()
  // A screen filtered by category also lists the categories (the route loads them), which name it.
  const categories = useTransitionSelector(resources.byCategory ?? undefined, resourceData, null)
  const categoryName = filter.category ? (categories?.find((row) => row.category.id === filter.category)?.category.name ?? filter.category) : null
  const chips: FilterChip[] = []
  if (filter.type) chips.push({ id: 'type', name: t`Sale`, value: i18n._(commissionTypeLabels[filter.type]), removeTo: links.without('type') })
  if (filter.status) chips.push({ id: 'status', name: t`Status`, value: i18n._(itemStatusLabels[filter.status]), removeTo: links.without('status') })
  if (filter.category && categoryName) chips.push({ id: 'category', name: t`Category`, value: categoryName, removeTo: links.without('category') })
  const measure = measureOf(kind)
  // A row of the type, status and category breakdowns leads one filter deeper, and is current when the screen has that filter.
  // Through RowLinks (a mapped type), TypeScript pairs each filter's key with its value's type.
  const rowLinks: RowLinks = links
  const narrowing = <Key extends keyof CommissionFilter>(key: Key, value: NonNullable<CommissionFilter[Key]>) => ({
    link: rowLinks[key]?.(value),
    current: filter[key] === value,
  })
  return (
    <div className="figures-screen">
      <BackLink link={links.back}>
        <Trans>All commissions</Trans>
      </BackLink>
      <ScreenPeriodPicker {...props} />
      <FilterChips chips={chips} />
      <p className="commissions-lead">{lead(kind)}</p>
      {resources.total ? (
        <Card title={<Trans>Total</Trans>} aria-live="polite">
          <ResourceView resource={resources.total} compact>
            {(total) =>
              total.confirmed === 0 && total.pending === 0 ? (
                <EmptyState message={emptyMessages.commissions} icon="coins" />
              ) : (
                <TotalTiles confirmed={total.confirmed} pending={total.pending} />
              )
            }
          </ResourceView>
        </Card>
      ) : null}
      <div className="ui-columns">
        <BreakdownCard
          title={<Trans>By whose sale</Trans>}
          resource={resources.byType}
          label={t`Commissions by whose sale`}
          rows={(rows) =>
            rows.map((row) => ({
              ...amounts(row, measure),
              id: row.type,
              label: i18n._(commissionTypeLabels[row.type]),
              detail: <Detail items={row.items} pending={measure === 'confirmed' ? row.pending : null} note={i18n._(commissionTypeNotes[row.type])} />,
              ...narrowing('type', row.type),
            }))
          }
        />
        <BreakdownCard
          title={<Trans>By status</Trans>}
          resource={resources.byStatus}
          label={t`Commissions by status`}
          rows={(rows) =>
            rows
              // A pending commission is on an item still open (created, ongoing, delivered); a final status has none pending.
              .filter((row) => measure !== 'pending' || commissionOutcome(row.status) === 'pending')
              .map((row) => ({
                id: row.status,
                label: i18n._(itemStatusLabels[row.status]),
                amount: row.amount,
                detail: <Detail items={row.items} pending={null} />,
                ...narrowing('status', row.status),
              }))
          }
        />
        <BreakdownCard
          title={<Trans>By category</Trans>}
          resource={resources.byCategory}
          label={t`Commissions by category`}
          hideZeros
          rows={(rows) =>
            [...rows]
              .sort((a, b) => b[measure] - a[measure])
              .map((row) => ({
                ...amounts(row, measure),
                id: row.category.id,
                label: row.category.name,
                detail: <Detail items={row.items} pending={measure === 'confirmed' ? row.pending : null} />,
                ...narrowing('category', row.category.id),
              }))
          }
        />
        <BreakdownCard
          title={<Trans>Services</Trans>}
          resource={resources.byService}
          label={t`Commissions on services`}
          rows={(rows) =>
            rows.map((row) => ({
              ...amounts(row, 'confirmed'),
              id: row.service.id,
              label: row.service.name,
              detail: <Detail items={row.items} pending={row.pending} />,
            }))
          }
        />
      </div>
      <ScrollToTop />
    </div>
  )
}

const amounts = (row: { confirmed: number; pending: number }, measure: 'pending' | 'confirmed') => ({ amount: row[measure] })

interface BreakdownCardProps<T> {
  readonly title: ReactNode
  /** Null where the screen's kind does not show this breakdown. */
  readonly resource: ResourceActor<T> | null
  /** The list's accessible name. */
  readonly label: string
  readonly hideZeros?: boolean
  readonly rows: (data: T) => BreakdownRow[]
}

/** One breakdown of the screen, where its kind shows it: the rows once loaded, or that there are no commissions. */
function BreakdownCard<T>({ title, resource, label, hideZeros, rows }: BreakdownCardProps<T>) {
  if (!resource) return null
  return (
    <Card title={title}>
      <ResourceView resource={resource} compact>
        {(data) => <Rows label={label} rows={rows(data)} hideZeros={hideZeros} />}
      </ResourceView>
    </Card>
  )
}

function Rows({ rows, label, hideZeros }: { rows: BreakdownRow[]; label: string; hideZeros?: boolean }) {
  if (rows.every((row) => row.amount === 0)) return <EmptyState message={emptyMessages.commissions} icon="coins" />
  return <BreakdownList label={label} rows={rows} hideZeros={hideZeros} />
}

function Detail({ items, pending, note }: { items: number; pending: number | null; note?: string }) {
  const { money } = useFormatters()
  const waiting = pending === null ? null : <Isolate>{money(pending)}</Isolate>
  const parts: ReactNode[] = []
  if (note) parts.push(note)
  parts.push(<ItemCount key="items" count={items} />)
  if (waiting !== null && pending !== 0) parts.push(<Trans key="pending">Pending: {waiting}</Trans>)
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? ' · ' : null}
          {part}
        </span>
      ))}
    </>
  )
}

function TotalTiles({ confirmed, pending }: { confirmed: number; pending: number }) {
  const { money } = useFormatters()
  return (
    <div className="figures-tiles">
      <FigureTile lead label={<Trans>Pending</Trans>} value={money(pending)} testId="breakdown-pending" />
      <FigureTile label={<Trans>Confirmed</Trans>} value={money(confirmed)} testId="breakdown-confirmed" />
    </div>
  )
}

function lead(kind: BreakdownKind): ReactNode {
  switch (kind) {
    case 'confirmed':
      return <Trans>Confirmed commissions by category: items completed in the period.</Trans>
    case 'category':
      return <Trans>This category's commissions by status and by whose sale earned them.</Trans>
    case 'services':
      return <Trans>Commissions on services (airtime, bills, food), which are not product categories.</Trans>
    case 'bySale':
      return <Trans>Commissions by whose sale earned them: your own, your team's, and your team's team's.</Trans>
    case 'pending':
      return <Trans>Pending commissions: on items that may still complete before the month ends.</Trans>
    default:
      return <Trans>Pending commissions of the sales chosen, by status and by category.</Trans>
  }
}
