import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { WindowVirtualizer, type CacheSnapshot, type WindowVirtualizerHandle } from 'virtua'
import type { ItemStatusRead, OrderSummary } from '../../api'
import { ITEM_STATUSES } from '../../domain/order-items'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { ErrorState } from '../../ui/error-state'
import { Isolate } from '../../ui/isolate'
import { itemStatusLabels } from '../../ui/item-status'
import { PathLink } from '../../ui/path-link'
import { canLoadMore, isLoadingMore, loadMoreFailed } from '../../../machines/paged-collection.selectors'
import type { OrdersCollection } from './orders-data'
import { useOrderDates } from './orders-dates'
import { orderTypeLabel, statusPalette } from './orders-labels'

/** The next page is asked for when the last row on screen is this close to the last row loaded. */
const nearEnd = 15

export interface OrdersListProps {
  readonly orders: OrdersCollection
  readonly orderLink: (order: OrderSummary) => string
}

/**
 * The orders as a windowed list on the page's own scroll (virtua's WindowVirtualizer): about
 * twenty rows exist at any time whether 50 or 2,500 are loaded, so scrolling stays smooth on a
 * cheap phone. Rows are keyed by order id.
 */
export function OrdersList({ orders, orderLink }: OrdersListProps) {
  const items = useSelector(orders, (snapshot) => snapshot.context.items)
  const handle = useRef<WindowVirtualizerHandle>(null)
  const offset = useRef(0)
  // Where the list stood when the consultant left it for an order: the scroll offset and the rows'
  // measured sizes (virtua's cache), kept by the collection (`list.position`). The route keeps the
  // collection running while an order or the filters are open, so coming back finds the same rows at
  // the same place; another filter is a new query and starts at the top.
  const [restored] = useState(() => {
    const position = orders.getSnapshot().context.position
    // One cast: what this list measured when it was left.
    return position ? { offset: position.offset, cache: position.measured as CacheSnapshot | undefined } : undefined
  })

  const loadMoreIfNearEnd = useCallback(() => {
    const list = handle.current
    const snapshot = orders.getSnapshot()
    // After a failed page, the footer's Try again asks again: scrolling does not retry on its own.
    if (!list || !canLoadMore(snapshot) || snapshot.context.loadMoreFailure !== null) return
    const lastOnScreen = list.findItemIndex(list.scrollOffset + list.viewportSize)
    if (lastOnScreen >= snapshot.context.items.length - nearEnd) orders.send({ type: 'list.loadMore' })
  }, [orders])

  const onScroll = useCallback(() => {
    offset.current = window.scrollY
    loadMoreIfNearEnd()
  }, [loadMoreIfNearEnd])

  // Back from an order: the same place. Before paint, so the top of the list never flashes.
  useLayoutEffect(() => {
    if (restored) {
      offset.current = restored.offset
      window.scrollTo(0, restored.offset)
    }
    const list = handle.current
    return () => {
      if (list) orders.send({ type: 'list.position', position: { offset: offset.current, measured: list.cache } })
    }
  }, [orders, restored])

  // A page just arrived (or the list is shorter than the screen): maybe the end is near already.
  useEffect(loadMoreIfNearEnd, [items.length, loadMoreIfNearEnd])

  return (
    <>
      <WindowVirtualizer ref={handle} data={items} cache={restored?.cache} as={ListElement} item="li" onScroll={onScroll}>
        {(order) => <OrderRow key={order.id} order={order} to={orderLink(order)} />}
      </WindowVirtualizer>
      <ListFooter orders={orders} />
    </>
  )
}

/** The list element virtua lays the rows in: a labelled list. */
function ListElement({ style, children, ref }: { style: CSSProperties; children: ReactNode; ref?: Ref<HTMLUListElement> }) {
  const { t } = useLingui()
  return (
    <ul ref={ref} style={style} className="orders-list" aria-label={t`Orders`}>
      {children}
    </ul>
  )
}

/** How many items of the order are at each status, in lifecycle order. */
function statusCounts(statuses: readonly ItemStatusRead[]): [ItemStatusRead, number][] {
  return [...ITEM_STATUSES, 'unknown' as const]
    .map((status): [ItemStatusRead, number] => [status, statuses.filter((s) => s === status).length])
    .filter(([, count]) => count > 0)
}

const OrderRow = memo(function OrderRow({ order, to }: { order: OrderSummary; to: string }) {
  const { i18n } = useLingui()
  const { money, number } = useFormatters()
  const { date } = useOrderDates()
  const commission = <Isolate>{money(order.total_commission)}</Isolate>
  return (
    <PathLink to={to} className="orders-row" data-testid="order-row" data-order-id={order.id}>
      <span className="orders-row-line">
        <span className="orders-row-start">
          <span className="ui-strong orders-number">#{order.number}</span>
          <Badge palette="gray" variant="outline">
            {i18n._(orderTypeLabel(order.order_type))}
          </Badge>
        </span>
        <span className="ui-strong orders-amount">{money(order.total_paid)}</span>
      </span>
      <span className="orders-row-line ui-text-sm ui-muted">
        <Isolate className="ui-truncate">{order.customer_name}</Isolate>
        <time dateTime={order.created_at}>{date(order.created_at)}</time>
      </span>
      <span className="orders-row-line ui-text-sm">
        <span className="orders-row-statuses">
          {statusCounts(order.item_statuses).map(([status, count]) => {
            const label = i18n._(itemStatusLabels[status])
            const times = number(count)
            return (
              <Badge key={status} palette={statusPalette[status]}>
                {count > 1 ? `${times} × ${label}` : label}
              </Badge>
            )
          })}
        </span>
        <span className="ui-muted orders-commission">
          <Trans>Commission {commission}</Trans>
        </span>
      </span>
    </PathLink>
  )
})

/** Below the rows: the next page on its way, a page that failed (Try again), or the end of the list. */
function ListFooter({ orders }: { orders: OrdersCollection }) {
  const loading = useSelector(orders, isLoadingMore)
  const failed = useSelector(orders, loadMoreFailed)
  const more = useSelector(orders, canLoadMore)
  return (
    <div className="orders-footer" aria-live="polite">
      {loading ? (
        <p className="orders-busy ui-muted ui-text-sm">
          <span className="ui-spinner" aria-hidden="true" />
          <Trans>Loading more orders…</Trans>
        </p>
      ) : failed ? (
        <ErrorState compact onRetry={() => orders.send({ type: 'list.retry' })} />
      ) : more ? (
        <Button variant="ghost" onClick={() => orders.send({ type: 'list.loadMore' })}>
          <Trans>Show more orders</Trans>
        </Button>
      ) : (
        <p className="ui-muted ui-text-sm" data-testid="orders-end">
          <Trans>You have reached the end of the list.</Trans>
        </p>
      )}
    </div>
  )
}
