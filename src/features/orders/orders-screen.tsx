import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { OrderFilters, OrderSummary } from '../../api'
import { dateFieldOf, hasOrdersFilter, idsOf, noOrdersFilter, withoutOrdersFilter, type OrderListKey, type OrdersFilter } from '../../domain/order-filters'
import { useFormatters } from '../../i18n/use-formatters'
import { buttonStyle } from '../../ui/button'
import { EmptyState } from '../../ui/empty-state'
import { emptyMessages } from '../../ui/empty-messages'
import { ErrorState } from '../../ui/error-state'
import { FilterChips, type FilterChip } from '../../ui/figures/filter-chips'
import { AppIcon } from '../../ui/icons'
import { itemStatusLabels } from '../../ui/item-status'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { resourceData } from '../../ui/resource-view'
import { ScrollToTop } from '../../ui/scroll-to-top'
import { SkeletonLines } from '../../ui/skeleton'
import { noCollection, sameCollection, shownCollection, useTransitionSelector } from '../../ui/transition-selector'
import type { ResourceActor } from '../../../machines/resource.machine'
import { dateFieldLabels, dateWhenLabels } from './orders-labels'
import { OrdersList } from './orders-list'
import type { OrdersCollection } from './orders-data'
import './orders.css'

/** Where the list's links lead: the route builds them. */
export interface OrdersLinks {
  /** The filter screen, with the filter in force. */
  readonly filterScreen: AppLinkOptions
  /** The list with another filter. */
  list(filter: OrdersFilter): AppLinkOptions
  /** An order's detail. */
  order(order: OrderSummary): AppLinkOptions
}

export interface OrdersScreenProps {
  readonly filter: OrdersFilter
  readonly orders: OrdersCollection
  /** The filters call: names the chips' categories, services and item types. */
  readonly choices: ResourceActor<OrderFilters>
  readonly links: OrdersLinks
}

/**
 * The orders list (spec section 2): every order of the consultant, newest first, paged as the
 * end of the list nears and windowed (only the rows on screen exist); the filters in force as
 * removable chips; the spec's two no-data messages.
 */
export function OrdersScreen({ filter, orders, choices, links }: OrdersScreenProps) {
  const { t } = useLingui()
  const { status } = useTransitionSelector(orders, shownCollection, noCollection, sameCollection)
  const total = useTransitionSelector(orders, (snapshot) => snapshot.context.total, null)
  const failure = useTransitionSelector(orders, (snapshot) => snapshot.context.failure, null)
  const chips = useFilterChips(filter, choices, links)
  const filtered = hasOrdersFilter(filter)
  return (
    <div className="orders">
      <div className="orders-toolbar">
        <p className="ui-text-sm ui-muted" aria-live="polite" data-testid="orders-total">
          {status === 'ready' && total !== null ? <Plural value={total} one="# order" other="# orders" /> : null}
        </p>
        <AppLink link={links.filterScreen} {...buttonStyle({ variant: 'outline' }, 'orders-filter-link')}>
          <AppIcon name="filter" size="sm" />
          {t`Filters`}
          {chips.length > 0 ? (
            <span className="orders-filter-count">
              <span className="ui-visually-hidden">: </span>
              {chips.length}
            </span>
          ) : null}
        </AppLink>
      </div>
      <FilterChips chips={chips} />
      {status === 'loading' ? (
        <RowsLoading />
      ) : status === 'error' ? (
        <ErrorState onRetry={() => orders.send({ type: 'list.retry' })} failure={failure} />
      ) : status === 'empty' ? (
        <EmptyState message={filtered ? emptyMessages.ordersFiltered : emptyMessages.orders} icon="cart">
          {filtered ? (
            <AppLink link={links.list(noOrdersFilter)} className="ui-link">
              <Trans>Clear the filters</Trans>
            </AppLink>
          ) : null}
        </EmptyState>
      ) : (
        <OrdersList orders={orders} orderLink={links.order} />
      )}
      <ScrollToTop smooth={false} />
    </div>
  )
}

/** The filters in force as chips; a chip's link is the list without it. Names come from the filters call once it answers. */
function useFilterChips(filter: OrdersFilter, choices: ResourceActor<OrderFilters>, links: OrdersLinks): FilterChip[] {
  const { t, i18n } = useLingui()
  const { dayRange } = useFormatters()
  const data = useTransitionSelector(choices, resourceData, null)
  const nameOf = (list: 'categories' | 'services' | 'item_types', id: string) => data?.[list].find((option) => option.id === id)?.name ?? id
  const chips: FilterChip[] = []
  if (filter.when) {
    const value = filter.when === 'between' && filter.from && filter.to ? dayRange(filter.from, filter.to) : i18n._(dateWhenLabels[filter.when])
    chips.push({ id: 'date', name: i18n._(dateFieldLabels[dateFieldOf(filter)]), value, removeTo: links.list(withoutOrdersFilter(filter, 'date')) })
  }
  const add = (key: OrderListKey, name: string, label: (id: string) => string) => {
    for (const id of idsOf(filter, key))
      chips.push({ id: `${key}:${id}`, name, value: label(id), removeTo: links.list(withoutOrdersFilter(filter, { key, id })) })
  }
  add('status', t`Status`, (id) => {
    const label = itemStatusLabels[id as keyof typeof itemStatusLabels]
    return label ? i18n._(label) : id
  })
  add('category', t`Category`, (id) => nameOf('categories', id))
  add('service', t`Service`, (id) => nameOf('services', id))
  add('type', t`Item type`, (id) => nameOf('item_types', id))
  return chips
}

function RowsLoading() {
  return (
    <ul className="orders-list orders-list-static" aria-busy="true">
      {[0, 1, 2, 3, 4].map((key) => (
        <li key={key} className="orders-row orders-row-loading">
          <SkeletonLines
            lines={[
              ['1rem', '45%'],
              ['0.875rem', '70%'],
              ['0.875rem', '35%'],
            ]}
          />
        </li>
      ))}
    </ul>
  )
}
