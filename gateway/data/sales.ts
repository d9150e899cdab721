import {
  ItemStatus,
  type Figures,
  type SalesByCategory,
  type SalesByStatus,
  type SalesTotal,
  type TeamMemberHistory,
  type TeamSalesTotal,
} from '../../src/api/schemas'
import type { GatewayStore } from '../store'
import { addMonths, inRange, monthPeriod, monthRange, previousRange, round2, startOfMonth, type DayRange } from './calendar'
import type { Locale } from '../localize'
import { CATEGORIES, categoryOption } from './catalog'
import { consultantData, teamOf } from './model'
import type { ItemFact } from './orders'

/**
 * Sales: the consultant's own order items, by the order's creation date.
 * Amounts are prices paid; `items` counts order items (lines), `orders`
 * distinct orders. Each figure is compared with the period of equal length
 * just before date_from.
 */
export interface SalesFilter {
  status?: ItemStatus
  category?: string
}

export function soldIn(items: readonly ItemFact[], range: { fromMs: number; toMs: number }, filter: SalesFilter = {}): ItemFact[] {
  return items.filter(
    (i) =>
      inRange(i.createdMs, range) &&
      (filter.status === undefined || i.item.status === filter.status) &&
      (filter.category === undefined || i.item.category.id === filter.category),
  )
}

export function figuresOf(items: readonly ItemFact[]): Figures {
  return {
    amount: round2(items.reduce((s, i) => s + i.item.price_paid, 0)),
    items: items.length,
    orders: new Set(items.map((i) => i.orderId)).size,
  }
}

export function salesTotal(store: GatewayStore, id: number, range: DayRange, filter: SalesFilter): SalesTotal {
  const items = consultantData(store, id).items
  const previous = previousRange(range)
  return {
    current: figuresOf(soldIn(items, range, filter)),
    previous: figuresOf(soldIn(items, previous, filter)),
    period: { from: range.from, to: range.to },
    previous_period: { from: previous.from, to: previous.to },
  }
}

function compared(current: readonly ItemFact[], previous: readonly ItemFact[]) {
  const now = figuresOf(current)
  const before = figuresOf(previous)
  return { amount: now.amount, items: now.items, previous_amount: before.amount, previous_items: before.items }
}

/** All seven statuses (the item's current status), zeros included. */
export function salesByStatus(store: GatewayStore, id: number, range: DayRange, filter: SalesFilter): SalesByStatus {
  const items = consultantData(store, id).items
  const current = soldIn(items, range, filter)
  const previous = soldIn(items, previousRange(range), filter)
  return {
    data: ItemStatus.options.map((status) => ({
      status,
      ...compared(
        current.filter((i) => i.item.status === status),
        previous.filter((i) => i.item.status === status),
      ),
    })),
  }
}

/** All 26 categories, zeros included (service items — jpay, food — have no sales category). */
export function salesByCategory(store: GatewayStore, id: number, range: DayRange, filter: SalesFilter): SalesByCategory {
  const items = consultantData(store, id).items
  const current = soldIn(items, range, filter)
  const previous = soldIn(items, previousRange(range), filter)
  return {
    data: CATEGORIES.map((c) => ({
      category: categoryOption(c),
      ...compared(
        current.filter((i) => i.item.category.id === c.id),
        previous.filter((i) => i.item.category.id === c.id),
      ),
    })),
  }
}

/**
 * A team member's figures: sales of the items created in the range and the
 * member's own confirmed commission (items completed in the range).
 */
export function memberFigures(store: GatewayStore, memberId: number, range: { fromMs: number; toMs: number }) {
  const items = consultantData(store, memberId).items
  const sold = soldIn(items, range)
  const commission = items.reduce((s, i) => (inRange(i.completedMs, range) ? s + i.item.commission : s), 0)
  return { total_sales: round2(sold.reduce((s, i) => s + i.item.price_paid, 0)), items: sold.length, commission: round2(commission) }
}

/** Every direct member, best seller first. */
export function teamSalesTotal(store: GatewayStore, id: number, range: DayRange): TeamSalesTotal {
  const members = teamOf(store, id)
    .map((m) => ({ team_member_id: m.id, ...memberFigures(store, m.id, range) }))
    .sort((a, b) => b.total_sales - a.total_sales || a.team_member_id - b.team_member_id)
  return {
    total_sales: round2(members.reduce((s, m) => s + m.total_sales, 0)),
    commission: round2(members.reduce((s, m) => s + m.commission, 0)),
    members,
  }
}

/** The last 12 months (the current one included), newest first. */
export function memberHistory(store: GatewayStore, memberId: number, locale: Locale): TeamMemberHistory {
  const current = startOfMonth(store.now.getTime())
  const periods = Array.from({ length: 12 }, (_, k) => {
    const month = addMonths(current, -k)
    return { period: monthPeriod(month, locale), ...memberFigures(store, memberId, monthRange(month)) }
  })
  return { team_member_id: memberId, periods }
}
