import type { ItemReason, ItemStatus, KnownOrderType, OrderDetail, OrderItem, OrderSummary } from '../../src/api/schemas'
import { createRng, seedOf, type Rng } from '../rng'
import { DAY, MINUTE, isoDateTime, round2, startOfDay, startOfMonth } from './calendar'
import { CATEGORIES, IMAGE_PLACEHOLDER, OFFICIAL_STORE, SERVICES, categoryOption, sellersOf, type Service } from './catalog'
import { FINAL_STATUSES, failureRate, foodSteps, foodTimes, jpaySteps, mallSchedule, mallSteps, serviceOutcome, type Step } from './lifecycle'
import { customerPool, pickCustomer, type Customer } from './people'

/** An order item with the instants the aggregates need (all at or before `now`). */
export interface ItemFact {
  item: OrderItem
  orderId: string
  createdMs: number
  deliveredMs: number | null
  /** When it reached completed, failed, rejected or returned. */
  finalMs: number | null
  completedMs: number | null
}

export interface ModelOrder {
  detail: OrderDetail
  summary: OrderSummary
  createdMs: number
  lastEventMs: number
  completedMs: number | null
  items: ItemFact[]
}

export interface OrderPlan {
  consultantId: number
  count: number
  startMs: number
  nowMs: number
  seed: number
}

function weighted<T>(rng: Rng, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((s, t) => s + weight(t), 0)
  let r = rng.next() * total
  for (const t of items) {
    r -= weight(t)
    if (r < 0) return t
  }
  return items[items.length - 1] as T
}

const code = (text: string) => (text.replace(/[^A-Za-z]/g, '').slice(0, 2) || 'XX').toUpperCase()
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** Order creation instants: more recent months are busier; shop hours 07:00–22:00. */
function creationTimes(rng: Rng, plan: OrderPlan): number[] {
  const span = plan.nowMs - plan.startMs
  const times: number[] = []
  for (let i = 0; i < plan.count; i++) {
    const t = plan.startMs + span * Math.pow(rng.next(), 0.7)
    let at = startOfDay(t) + rng.int(7 * 60, 21 * 60 + 59) * MINUTE + rng.int(0, 59) * 1000
    if (at > plan.nowMs) at = plan.nowMs - rng.int(5, 300) * MINUTE
    times.push(Math.max(at, plan.startMs))
  }
  return times.sort((a, b) => a - b)
}

interface Line {
  name: string
  brand: string | null
  vendor: string | null
  sku: string
  product_id: string
  item_type: string
  category: { id: string; name: string }
  rate: number
  unit: number
  quantity: number
}

function mallLine(rng: Rng): Line {
  const cat = weighted(rng, CATEGORIES, (c) => c.weight)
  const ci = CATEGORIES.indexOf(cat)
  const pi = rng.int(0, cat.products.length - 1)
  const p = cat.products[pi] ?? cat.products[0]!
  const sellers = sellersOf(cat.id)
  const vi = rng.int(0, sellers.length - 1)
  const vendor = p.type === 'physical' ? (sellers[vi] ?? OFFICIAL_STORE) : (p.brand ?? OFFICIAL_STORE)
  const quantity = p.type === 'physical' && p.max < 500 && rng.chance(0.25) ? rng.int(2, 3) : 1
  return {
    name: p.name,
    brand: p.brand,
    vendor,
    sku: `${code(p.brand ?? cat.name)}${pad(ci + 1)}${pad(pi + 1)}${pad(vi + 1)}-MP`,
    product_id: `P${pad(ci + 1)}${pad(pi + 1, 3)}`,
    item_type: p.type,
    category: categoryOption(cat),
    rate: cat.rate,
    unit: Math.round(p.min + rng.next() * (p.max - p.min)),
    quantity,
  }
}

function serviceLine(rng: Rng, service: Service): Line {
  const oi = rng.int(0, service.offers.length - 1)
  const o = service.offers[oi] ?? service.offers[0]!
  const airtime = [5, 10, 20, 50, 100].filter((x) => x >= o.min && x <= o.max)
  const unit = service.id === 'airtime' ? rng.pick(airtime) : Math.round(o.min + rng.next() * (o.max - o.min))
  return {
    name: service.id === 'airtime' ? `${o.name} GHS ${unit}` : o.name,
    brand: service.venture === 'jpay' ? o.vendor : null,
    vendor: o.vendor,
    sku: `${code(o.vendor)}-${service.id.toUpperCase()}-${oi + 1}`,
    product_id: `S-${service.id}-${oi + 1}`,
    item_type: service.type,
    category: { id: service.id, name: service.name },
    rate: service.rate,
    unit,
    quantity: service.venture === 'ods' && rng.chance(0.3) ? rng.int(2, 3) : 1,
  }
}

/**
 * The reason of a failed, rejected or returned item (the contract's optional `reason`): the
 * lifecycle's words for the last step, with a code the app words in each language.
 */
const REASON_CODES: Readonly<Record<string, string>> = {
  'Cancelled by the customer': 'cancelled_by_customer',
  'Invalid order: customer details could not be confirmed': 'invalid_order',
  'Out of stock at the vendor': 'out_of_stock',
  'Delivery failed: customer unreachable': 'customer_unreachable',
  'Delivery failed: customer refused the package': 'refused_at_delivery',
  'Delivery failed: wrong address': 'wrong_address',
  'Returned: wrong size': 'wrong_size',
  'Returned: damaged on arrival': 'damaged',
  'Returned: not as described': 'not_as_described',
  'Returned: changed mind': 'changed_mind',
  'Payment failed': 'payment_failed',
  'Invalid phone number': 'invalid_phone_number',
  'Biller unavailable': 'biller_unavailable',
  'Cancelled by the restaurant': 'cancelled_by_restaurant',
}

const REASONED: readonly ItemStatus[] = ['failed', 'rejected', 'returned']

export function reasonOf(last: Step): ItemReason | null {
  if (!REASONED.includes(last.status) || !last.detail) return null
  return { code: REASON_CODES[last.detail] ?? 'other', text: last.detail }
}

function toItem(orderId: string, k: number, orderType: KnownOrderType, line: Line, steps: Step[], nowMs: number, image: boolean): ItemFact {
  const seen = steps.filter((s) => s.at <= nowMs)
  const last = seen[seen.length - 1] ?? steps[0]!
  const price_paid = round2(line.unit * line.quantity)
  const final = FINAL_STATUSES.includes(last.status) ? last.at : null
  return {
    item: {
      id: `${orderId}-${k + 1}`,
      name: line.name,
      quantity: line.quantity,
      price_paid,
      commission: round2(price_paid * line.rate),
      category: line.category,
      brand: line.brand,
      vendor: line.vendor,
      sku: line.sku,
      product_id: line.product_id,
      item_type: line.item_type,
      order_type: orderType,
      status: last.status,
      image: image ? IMAGE_PLACEHOLDER : null,
      timeline: seen.map((s) => ({ status: s.status, date: isoDateTime(s.at), detail: s.detail })),
      reason: reasonOf(last),
    },
    orderId,
    createdMs: steps[0]!.at,
    deliveredMs: seen.find((s) => s.status === 'delivered')?.at ?? null,
    finalMs: final,
    completedMs: last.status === 'completed' ? last.at : null,
  }
}

function buildOrder(id: string, orderType: KnownOrderType, t0: number, customer: Customer, items: ItemFact[], stepsOf: Step[][], nowMs: number): ModelOrder {
  const events = new Map<string, OrderDetail['timeline'][number] & { at: number }>()
  for (const s of stepsOf.flat()) {
    const key = `${s.status}|${s.at}`
    if (s.at <= nowMs && !events.has(key)) events.set(key, { status: s.status, date: isoDateTime(s.at), detail: s.detail, at: s.at })
  }
  const timeline = [...events.values()].sort((a, b) => a.at - b.at)
  const lastEventMs = timeline[timeline.length - 1]?.at ?? t0
  const allFinal = items.every((i) => i.finalMs !== null)
  const completedMs = allFinal && items.some((i) => i.completedMs !== null) ? Math.max(...items.map((i) => i.finalMs ?? 0)) : null
  const summary: OrderSummary = {
    id,
    number: id,
    order_type: orderType,
    created_at: isoDateTime(t0),
    last_event_at: isoDateTime(lastEventMs),
    completed_at: completedMs === null ? null : isoDateTime(completedMs),
    items_count: items.length,
    total_paid: round2(items.reduce((s, i) => s + i.item.price_paid, 0)),
    total_commission: round2(items.reduce((s, i) => s + i.item.commission, 0)),
    item_statuses: items.map((i) => i.item.status),
    customer_name: customer.name,
  }
  const { item_statuses: _, ...rest } = summary
  const detail: OrderDetail = {
    ...rest,
    customer: { name: customer.name, phone: customer.phone, address: orderType === 'jpay' ? null : customer.address, email: customer.email },
    items: items.map((i) => i.item),
    timeline: timeline.map(({ at: _at, ...e }) => e),
  }
  return { detail, summary, createdMs: t0, lastEventMs, completedMs, items }
}

/**
 * A consultant's orders, oldest first. Deterministic: the seed, the consultant
 * id and `now` decide everything.
 */
export function generateOrders(plan: OrderPlan): ModelOrder[] {
  const { consultantId, nowMs, seed } = plan
  const rng = createRng(seedOf(`orders:${consultantId}`, seed))
  const customers = customerPool(createRng(seedOf(`customers:${consultantId}`, seed)), Math.min(180, Math.max(30, Math.round(plan.count / 12))))
  const quality = new Map<number, number>()
  const qualityOf = (t: number) => {
    const month = startOfMonth(t)
    let q = quality.get(month)
    if (q === undefined) {
      q = failureRate(createRng(seedOf(`quality:${consultantId}:${month}`, seed)))
      quality.set(month, q)
    }
    return q
  }
  const times = creationTimes(rng, plan)
  const jpay = SERVICES.filter((s) => s.venture === 'jpay')
  const food = SERVICES.find((s) => s.venture === 'ods')!
  return times.map((t0, i) => {
    const id = String(300_000_000 + consultantId * 10_000 + i + 1)
    const newest = i >= times.length - 3 && nowMs - t0 < 2 * DAY
    // Spec section 3: ods is the food venture.
    const orderType: KnownOrderType = newest ? 'mall' : weighted(rng, ['mall', 'jpay', 'ods'] as const, (v) => ({ mall: 60, jpay: 28, ods: 12 })[v])
    const customer = pickCustomer(rng, customers)
    const q = qualityOf(t0)
    const lines: Line[] = []
    const stepsOf: Step[][] = []
    if (orderType === 'mall') {
      const count = weighted(rng, [1, 2, 3, 4], (n) => [55, 25, 12, 8][n - 1] ?? 1)
      const schedule = mallSchedule(rng, t0, nowMs, newest)
      for (let k = 0; k < count; k++) {
        lines.push(mallLine(rng))
        stepsOf.push(mallSteps(rng, t0, schedule, q))
      }
    } else if (orderType === 'jpay') {
      const service = weighted(rng, jpay, (s) => ({ airtime: 5, 'data-bundles': 4, 'bill-payments': 2, 'tv-subscriptions': 2 })[s.id] ?? 1)
      const outcome = serviceOutcome(rng, 'jpay', q)
      const count = rng.chance(0.15) ? 2 : 1
      for (let k = 0; k < count; k++) {
        lines.push(serviceLine(rng, service))
        stepsOf.push(jpaySteps(rng, t0, outcome, service.type === 'service'))
      }
    } else {
      const outcome = serviceOutcome(rng, 'ods', q)
      const times = foodTimes(rng, t0)
      const count = weighted(rng, [1, 2, 3, 4], (n) => [40, 35, 17, 8][n - 1] ?? 1)
      for (let k = 0; k < count; k++) {
        lines.push(serviceLine(rng, food))
        stepsOf.push(foodSteps(t0, times, outcome))
      }
    }
    const items = lines.map((line, k) => toItem(id, k, orderType, line, stepsOf[k] ?? [], nowMs, rng.chance(0.8)))
    return buildOrder(id, orderType, t0, customer, items, stepsOf, nowMs)
  })
}
