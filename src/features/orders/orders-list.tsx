import {
  createContext,
  memo,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type Ref,
} from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useTransitionSelector } from '../../ui/transition-selector'
import { WindowVirtualizer, type CacheSnapshot, type CustomItemComponentProps, type WindowVirtualizerHandle } from 'virtua'
import type { ItemStatusRead, OrderSummary } from '../../api'
import { ITEM_STATUSES } from '../../domain/order-items'
import { useFormatters } from '../../i18n/use-formatters'
import { Badge } from '../../ui/badge'
import { Isolate } from '../../ui/isolate'
import { itemStatusLabels } from '../../ui/item-status'
import { AppLink, type AppLinkOptions } from '../../ui/app-link'
import { PagedFooter } from '../../ui/paged-footer'
import { useIsDesktop } from '../../ui/use-is-desktop'
import { canLoadMore } from '../../../machines/paged-collection.selectors'
import type { OrdersCollection } from './orders-data'
import { useOrderDates } from './orders-dates'
import { orderTypeLabel, statusPalette } from './orders-labels'

/** The next page is asked for when the last row on screen is this close to the last row loaded. */
const nearEnd = 15

/** The orders when the list has no collection to read (never: the hook's value for no actor). */
const noOrders: readonly OrderSummary[] = []

export interface OrdersListProps {
  readonly orders: OrdersCollection
  readonly orderLink: (order: OrderSummary) => AppLinkOptions
}

/**
 * A row's height in rem, as measured at 360 to 1280 px (orders.css: a phone's card of three lines and the rule above
 * it, 97 px; a desktop table's row of 2.75rem, 44 px): virtua's guess of where rows go before it has measured them.
 * Without it virtua guesses 40 px, so a cold /orders mounted some 24 phone rows where 9 fit, to unmount 15 of them once
 * its ResizeObserver had measured the first ones, in one task of 30-50 ms on a desktop that Lighthouse counted (issue 21
 * goal 1). In rem, so a larger text size set in the browser scales it too; a guess that is off is corrected as before.
 */
const rowHeightRem = { phone: 6.0625, desktop: 2.75 }

/**
 * The orders as a windowed list on the page's own scroll (virtua's WindowVirtualizer): about
 * twenty rows exist at any time whether 50 or 2,500 are loaded, so scrolling stays smooth on a
 * cheap phone. Rows are keyed by order id. On a phone each row is a card-like link; on desktop
 * (960px and wider) the rows are a table's, with aligned columns (docs/decisions/screens.md).
 */
export function OrdersList({ orders, orderLink }: OrdersListProps) {
  // What the list and its footer draw of the collection changes in a transition, never in the task that
  // changed it: asking for the next page (the timer after a scroll) and its answer used to re-render them in React's
  // urgent lane, a synchronous render that also drew the rows virtua had pending, in the scroll's frame
  // (docs/decisions/performance.md, "Smooth long lists"). A page that arrives joins the rows in that transition, which gives way
  // to the scroll's frames; the rows' element stays the same object until then.
  const items = useTransitionSelector(orders, (snapshot) => snapshot.context.items, noOrders)
  const total = useTransitionSelector(orders, (snapshot) => snapshot.context.total, null)
  const desktop = useIsDesktop()
  const handle = useRef<WindowVirtualizerHandle>(null)
  const offset = useRef(0)
  const [rem] = useState(() => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16)
  // Where the list stood when the consultant left it for an order: the scroll offset and the rows'
  // measured sizes (virtua's cache) in the layout they were measured in, kept by the collection
  // (`list.position`). The route keeps the collection running while an order or the filters are
  // open, so coming back finds the same rows at the same place; another filter is a new query and
  // starts at the top, and so does the other layout (its rows have other heights).
  const [left] = useState(() => {
    const position = orders.getSnapshot().context.position
    // One cast: what this list measured when it was left (see the cleanup below).
    const measured = position?.measured as { readonly cache: CacheSnapshot; readonly desktop: boolean } | undefined
    return position && measured ? { offset: position.offset, cache: measured.cache, desktop: measured.desktop } : undefined
  })
  const restored = left?.desktop === desktop ? left : undefined

  const loadMoreIfNearEnd = useCallback(() => {
    const list = handle.current
    const snapshot = orders.getSnapshot()
    // After a failed page, the footer's Try again asks again: scrolling does not retry on its own.
    if (!list || !canLoadMore(snapshot) || snapshot.context.loadMoreFailure !== null) return
    const lastOnScreen = list.findItemIndex(list.scrollOffset + list.viewportSize)
    if (lastOnScreen >= snapshot.context.items.length - nearEnd) orders.send({ type: 'list.loadMore' })
  }, [orders])

  // The next page is asked for after the scroll's frame, not in it: asking shows the footer's "Loading more orders…"
  // and starts the request, work the frame that mounts the new rows need not wait for.
  const pendingCheck = useRef(0)
  // Rows shown from their first frame once the list has been measured (placed, below): from the first scroll, or at
  // once when the list comes back with the sizes it measured before.
  const [measured, setMeasured] = useState(restored !== undefined)
  const onScroll = useCallback(() => {
    offset.current = window.scrollY
    setMeasured(true)
    pendingCheck.current ||= window.setTimeout(() => {
      pendingCheck.current = 0
      loadMoreIfNearEnd()
    })
  }, [loadMoreIfNearEnd])
  useEffect(() => () => window.clearTimeout(pendingCheck.current), [])

  // Back from an order: the same place. Before paint, so the top of the list never flashes.
  useLayoutEffect(() => {
    if (restored) {
      offset.current = restored.offset
      window.scrollTo(0, restored.offset)
    }
    const list = handle.current
    return () => {
      if (list) orders.send({ type: 'list.position', position: { offset: offset.current, measured: { cache: list.cache, desktop } } })
    }
  }, [orders, restored, desktop])

  // A page just arrived, the list is shorter than the screen, or the network's page 1 has replaced the cached one
  // (more can be read now, and the consultant may already stand at its end): maybe the end is near already.
  const more = useTransitionSelector(orders, canLoadMore, false)
  useEffect(loadMoreIfNearEnd, [items.length, more, loadMoreIfNearEnd])

  const rows = useMemo(
    () => (
      <WindowVirtualizer
        ref={handle}
        data={items}
        cache={restored?.cache}
        itemSize={(desktop ? rowHeightRem.desktop : rowHeightRem.phone) * rem}
        as={desktop ? TableBody : ListElement}
        item={desktop ? TableRow : ListItem}
        onScroll={onScroll}
      >
        {(order) => (desktop ? <OrderCells key={order.id} order={order} linkOf={orderLink} /> : <OrderRow key={order.id} order={order} linkOf={orderLink} />)}
      </WindowVirtualizer>
    ),
    [desktop, items, restored, onScroll, orderLink, rem],
  )

  return (
    <>
      <RowsMeasured value={measured}>{desktop ? <OrdersTable total={total}>{rows}</OrdersTable> : rows}</RowsMeasured>
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

/**
 * Whether the list has been measured: virtua places its first rows before it knows any row's height (one on top of
 * another until its ResizeObserver reports, then again in a render of their own), so they stay hidden until then, as
 * virtua does by itself (shown, Lighthouse counted a layout shift of 0.45 on a cold /orders).
 */
const RowsMeasured = createContext(false)

/**
 * Where virtua places a row, shown from its first frame once the list has been measured. virtua hides a row it has not
 * measured yet (an inline `visibility: hidden`) and shows it once its ResizeObserver has measured it: every row mounted
 * while scrolling had its style worked out twice, the second time in a frame of its own (docs/decisions/performance.md, issue 21
 * goal 4). Once the first rows are measured, a new row's place comes from their height, and all rows of a layout are
 * one height, so the row is where it will stay (a ResizeObserver reports between layout and paint all the same).
 */
function usePlaced(style: CSSProperties): CSSProperties {
  return use(RowsMeasured) ? { ...style, visibility: undefined } : style
}

/**
 * A phone row as virtua places it. The rule above it goes by its index in the whole list (orders.css): a row keeps
 * its height whichever rows are mounted around it, so virtua never corrects the scroll for it.
 */
function ListItem({ style, index, children, ref }: CustomItemComponentProps) {
  return (
    <li ref={ref} style={usePlaced(style)} data-rule={index > 0 ? '' : undefined}>
      {children}
    </li>
  )
}

/**
 * The desktop table: ARIA's table roles on the windowed rows rather than <table>, because virtua
 * places each row absolutely, which takes a <tr> out of the table's layout, and a table whose rows
 * are displayed as grids loses its table semantics in some browsers. Each row is a grid on the
 * same column template (no column sized by its content), so the columns line up row after row;
 * aria-rowcount and aria-rowindex tell a screen reader where it is in the whole list, of which
 * only the rows on screen exist.
 */
function OrdersTable({ total, children }: { total: number | null; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <div role="table" className="orders-list orders-table" aria-label={t`Orders`} aria-rowcount={total === null ? -1 : total + 1}>
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className="orders-table-row orders-table-head">
          <span role="columnheader">{t`Order`}</span>
          <span role="columnheader">{t`Placed on`}</span>
          <span role="columnheader">{t`Customer`}</span>
          <span role="columnheader">{t`Items`}</span>
          <span role="columnheader" className="orders-cell-figure">
            {t`Your commission`}
          </span>
          <span role="columnheader" className="orders-cell-figure">
            {t`Total paid`}
          </span>
        </div>
      </div>
      {children}
    </div>
  )
}

/** The rows' group, which virtua sizes to the whole list. */
function TableBody({ style, children, ref }: { style: CSSProperties; children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} style={style} role="rowgroup">
      {children}
    </div>
  )
}

/** A row as virtua places it: its index in the whole list, after the header's row. */
function TableRow({ style, index, children, ref }: CustomItemComponentProps) {
  return (
    <div ref={ref} style={usePlaced(style)} role="row" aria-rowindex={index + 2} className="orders-table-row" data-testid="order-row">
      {children}
    </div>
  )
}

/** How many items of the order are at each status, in lifecycle order. */
function statusCounts(statuses: readonly ItemStatusRead[]): [ItemStatusRead, number][] {
  return [...ITEM_STATUSES, 'unknown' as const]
    .map((status): [ItemStatusRead, number] => [status, statuses.filter((s) => s === status).length])
    .filter(([, count]) => count > 0)
}

/** The order's statuses as badges, "3 × Created" for several items at one status. */
function StatusBadges({ statuses }: { statuses: readonly ItemStatusRead[] }) {
  const { i18n } = useLingui()
  const { number } = useFormatters()
  return statusCounts(statuses).map(([status, count]) => {
    const label = i18n._(itemStatusLabels[status])
    return (
      <Badge key={status} palette={statusPalette[status]}>
        {count > 1 ? `${number(count)} × ${label}` : label}
      </Badge>
    )
  })
}

/** A row's order, and its link (a function the route gives once, so the memoized rows keep their props). */
interface RowProps {
  readonly order: OrderSummary
  readonly linkOf: (order: OrderSummary) => AppLinkOptions
}

/**
 * A desktop row's cells. The order number is the row's link; its box covers the whole row
 * (orders.css), so a click anywhere on the row opens the order and the row is one stop for Tab.
 */
const OrderCells = memo(function OrderCells({ order, linkOf }: RowProps) {
  const { i18n } = useLingui()
  const { money } = useFormatters()
  const { date } = useOrderDates()
  return (
    <>
      <span role="cell" className="orders-cell-order">
        <AppLink link={linkOf(order)} className="ui-strong orders-number orders-table-link" data-order-id={order.id}>
          #{order.number}
        </AppLink>
        <Badge palette="gray" variant="outline">
          {i18n._(orderTypeLabel(order.order_type))}
        </Badge>
      </span>
      <span role="cell">
        <time dateTime={order.created_at}>{date(order.created_at)}</time>
      </span>
      <span role="cell">
        <Isolate>{order.customer_name}</Isolate>
      </span>
      <span role="cell" className="orders-row-statuses">
        <StatusBadges statuses={order.item_statuses} />
      </span>
      <span role="cell" className="orders-cell-figure ui-muted orders-commission">
        {money(order.total_commission)}
      </span>
      <span role="cell" className="orders-cell-figure ui-strong orders-amount">
        {money(order.total_paid)}
      </span>
    </>
  )
})

const OrderRow = memo(function OrderRow({ order, linkOf }: RowProps) {
  const { i18n } = useLingui()
  const { money } = useFormatters()
  const { date } = useOrderDates()
  const commission = <Isolate>{money(order.total_commission)}</Isolate>
  return (
    <AppLink link={linkOf(order)} className="orders-row" data-testid="order-row" data-order-id={order.id}>
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
          <StatusBadges statuses={order.item_statuses} />
        </span>
        <span className="ui-muted orders-commission">
          <Trans>Commission {commission}</Trans>
        </span>
      </span>
    </AppLink>
  )
})

/** Below the rows: the next page on its way, a page that failed (Try again), more to read, or the end of the list. */
function ListFooter({ orders }: { orders: OrdersCollection }) {
  return (
    <PagedFooter
      collection={orders}
      className="orders-footer"
      live
      more={{ label: <Trans>Show more orders</Trans>, variant: 'ghost' }}
      loading={
        <p className="orders-busy ui-muted ui-text-sm">
          <span className="ui-spinner" aria-hidden="true" />
          <Trans>Loading more orders…</Trans>
        </p>
      }
      end={
        <p className="ui-muted ui-text-sm" data-testid="orders-end">
          <Trans>You have reached the end of the list.</Trans>
        </p>
      }
    />
  )
}
